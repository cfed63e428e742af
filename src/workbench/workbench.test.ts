import { describe, expect, it } from 'vitest';
import { compareOutputs, rankChanges } from './compare-runs';
import { toEvalResult } from './eval-results';
import { diffFields, labelOf, strategyFields } from './strategy-fields';

const inv = (investorId: string, score: number) => ({ investorId, name: investorId.toUpperCase(), score });

describe('comparing two analyses', () => {
  it('ranks investors side by side: moves, new and dropped', () => {
    const changes = rankChanges(
      [inv('a', 0.9), inv('b', 0.8), inv('c', 0.7)],
      [inv('b', 0.95), inv('a', 0.9), inv('d', 0.5)],
    );
    expect(changes).toEqual([
      { investorId: 'a', name: 'A', rankA: 1, rankB: 2, scoreA: 0.9, scoreB: 0.9, delta: -1 },
      { investorId: 'b', name: 'B', rankA: 2, rankB: 1, scoreA: 0.8, scoreB: 0.95, delta: 1 },
      { investorId: 'c', name: 'C', rankA: 3, rankB: null, scoreA: 0.7, scoreB: null, delta: null },
      { investorId: 'd', name: 'D', rankA: null, rankB: 3, scoreA: null, scoreB: 0.5, delta: null },
    ]);
  });

  it('compares partners and intros', () => {
    const intro = (recipient: string, body: string) => ({
      recipient,
      recipientName: recipient,
      subject: 'Hi',
      body,
      kind: 'investor',
    });
    const out = compareOutputs(
      {
        investors: [],
        partners: [{ name: 'P1' }, { name: 'P2' }],
        strategy: [],
        intros: [intro('x', 'a'), intro('y', 'b')],
      },
      {
        investors: [],
        partners: [{ name: 'P2' }, { name: 'P3' }],
        strategy: [],
        intros: [intro('x', 'a'), intro('y', 'c')],
      },
    );
    expect(out.partners).toEqual({ added: ['P3'], removed: ['P1'], kept: ['P2'] });
    expect(out.intros.map((i) => [i.investor, i.changed])).toEqual([
      ['x', false],
      ['y', true],
    ]);
  });

  it('reads a strategy as labelled fields: phases, lists, and each source by its figure', () => {
    const fields = strategyFields({
      summary: 'ignored when the three phases are there',
      steps: [],
      strategy: {
        phase1_mvp: { coreFeatures: ['Quotes', 'Tracking'], timeline: '8 weeks' },
        phase3_fundraising: { recommendedAmount: '$1.5M', amountReasoning: 'Median seed round' },
        sources: [
          { figure: '$1.5M', source: 'rounds-data', detail: 'Median of 412 seed rounds' },
          { figure: '18 months', source: 'rule-of-thumb', detail: 'Runway' },
        ],
      },
    });
    expect(fields).toEqual([
      { label: 'Phase 1 · MVP › Core features', value: ['Quotes', 'Tracking'] },
      { label: 'Phase 1 · MVP › Timeline', value: '8 weeks' },
      { label: 'Phase 3 · Fundraising › Recommended amount', value: '$1.5M' },
      { label: 'Phase 3 · Fundraising › Why this amount', value: 'Median seed round' },
      { label: 'Sources of the figures › $1.5M', value: 'Source: rounds-data · Median of 412 seed rounds' },
      { label: 'Sources of the figures › 18 months', value: 'Source: rule-of-thumb · Runway' },
    ]);
    // No raw keys (`sources[1].detail`, `phase1_mvp`, `coreFeatures`) reach a person.
    expect(fields.map((f) => f.label).join('\n')).not.toMatch(/\[\d+\]|_|[a-z][A-Z]|\bsources\b/);
    expect(labelOf('someNewField')).toBe('Some new field');
  });

  it('names a repeated figure by its place, so two sources of one figure never collide', () => {
    const fields = strategyFields({
      strategy: {
        sources: [
          { figure: '30', source: 'matched-investors', detail: 'investors matched to this round' },
          { figure: '30', source: 'rounds-data', detail: 'seed rounds in mobility' },
        ],
      },
    });
    expect(fields.map((f) => f.label)).toEqual([
      'Sources of the figures › 30',
      'Sources of the figures › 30 (2)',
    ]);
  });

  it('diffs strategies by field: changed text, list items that came and went, added and removed fields', () => {
    const a = [
      { label: 'Timeline', value: '8 weeks' },
      { label: 'Core features', value: ['Quotes', 'Tracking'] },
      { label: 'Dilution', value: '20%' },
      { label: 'Same', value: 'x' },
    ];
    const b = [
      { label: 'Timeline', value: '10 weeks' },
      { label: 'Core features', value: ['Quotes', 'Invoicing'] },
      { label: 'Same', value: 'x' },
      { label: 'Investor mix', value: 'Seed funds' },
    ];
    expect(diffFields(a, b)).toEqual({
      unchanged: 1,
      changes: [
        { label: 'Timeline', kind: 'changed', a: '8 weeks', b: '10 weeks' },
        {
          label: 'Core features',
          kind: 'changed',
          a: ['Quotes', 'Tracking'],
          b: ['Quotes', 'Invoicing'],
          itemsAdded: ['Invoicing'],
          itemsRemoved: ['Tracking'],
        },
        { label: 'Investor mix', kind: 'added', a: null, b: 'Seed funds' },
        { label: 'Dilution', kind: 'removed', a: '20%', b: null },
      ],
    });
  });
});

describe('eval results for the charts', () => {
  it('splits overall metrics from slices and keeps the lift', () => {
    const score = (mean: number) => ({ mean, lo: mean - 0.01, hi: mean + 0.01 });
    const result = toEvalResult('r.json', {
      created_at: '2026-11-22T06:16:02.649Z',
      mode: 'time-split',
      query: ['sector', 'stage'],
      cases: 10,
      lift_recall_at_50: { mean: 1.5, lo: 1.4, hi: 1.6 },
      results: [
        { system: 'matcher', slice: 'all', cases: 10, scores: { 'recall@50': score(0.3) } },
        { system: 'popularity', slice: 'all', cases: 10, scores: { 'recall@50': score(0.2) } },
        { system: 'matcher', slice: 'stage:seed', cases: 4, scores: { 'recall@50': score(0.5) } },
      ],
    });
    expect(result.overall.matcher!['recall@50']).toEqual({ value: 0.3, lo: 0.29, hi: 0.31 });
    expect(result.slices['stage:seed']).toEqual({ cases: 4, systems: { matcher: { 'recall@50': 0.5 } } });
    expect(result.lift).toEqual({ value: 1.5, lo: 1.4, hi: 1.6 });
    // Runs with and without the company's name are not the same measure: the query travels with the result.
    expect(result.query).toEqual(['sector', 'stage']);
    const older = toEvalResult('old.json', {
      created_at: '2026-11-01T00:00:00Z',
      mode: 'time-split',
      cases: 1,
      results: [],
    });
    expect(older.query).toBeNull();
  });
});
