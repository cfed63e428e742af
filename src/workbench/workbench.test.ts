import { describe, expect, it } from 'vitest';
import { compareOutputs, lineDiff, rankChanges } from './compare-runs';
import { toEvalResult } from './eval-results';
import { strategyLines } from './runs';

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

  it('diffs lines in reading order with the longest common part kept', () => {
    expect(lineDiff('one\ntwo\nthree', 'one\n2\nthree\nfour')).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'added', text: '2' },
      { kind: 'removed', text: 'two' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: 'four' },
    ]);
    expect(lineDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
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
        strategy: '',
        intros: [intro('x', 'a'), intro('y', 'b')],
      },
      {
        investors: [],
        partners: [{ name: 'P2' }, { name: 'P3' }],
        strategy: '',
        intros: [intro('x', 'a'), intro('y', 'c')],
      },
    );
    expect(out.partners).toEqual({ added: ['P3'], removed: ['P1'], kept: ['P2'] });
    expect(out.intros.map((i) => [i.investor, i.changed])).toEqual([
      ['x', false],
      ['y', true],
    ]);
  });

  it('writes a strategy as lines: summary, steps, then each field of the phases', () => {
    expect(
      strategyLines({
        summary: 'Raise $1M',
        steps: ['Pitch'],
        strategy: { phase1: { goal: 'MVP', features: ['a', 'b'] } },
      }),
    ).toBe('Raise $1M\n- Pitch\nphase1.goal: MVP\nphase1.features[1]: a\nphase1.features[2]: b');
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
