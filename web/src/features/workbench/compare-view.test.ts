import type { TRunComparison, TRunSummary } from '@core/contracts/workbench';
import { describe, expect, it } from 'vitest';
import { movementLabel, toCompareView } from './compare-view';

const run = (id: string): TRunSummary => ({
  id,
  workflowId: 'analyze-idea:i1',
  workflow: 'analyzeIdea',
  status: 'completed',
  engine: 'local',
  subjectType: 'idea',
  subjectId: 'i1',
  subjectLabel: 'Freight',
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:00:02.000Z',
  durationMs: 2000,
  modelCalls: 0,
  tokens: 0,
  error: null,
  startedBy: { kind: 'user', userId: 'u1', name: 'Lee', email: 'lee@example.com', label: 'Lee' },
  sandbox: false,
});

const change = (name: string, rankA: number | null, rankB: number | null) => ({
  investorId: name,
  name,
  rankA,
  rankB,
  scoreA: rankA ? 1 / rankA : null,
  scoreB: rankB ? 1 / rankB : null,
  delta: rankA !== null && rankB !== null ? rankA - rankB : null,
});

const comparison: TRunComparison = {
  a: run('a'),
  b: run('b'),
  idea: { id: 'i1', title: 'Freight' },
  investors: [
    change('Alpha', 1, 2),
    change('Beta', 4, 1),
    change('Gamma', 3, 3),
    change('Delta', 2, null),
    change('Epsilon', null, 4),
  ],
  partners: { added: ['New Co'], removed: ['Old Co'], kept: ['Same Co'] },
  strategy: {
    changes: [{ label: 'Phase 3 · Fundraising › Recommended amount', kind: 'changed', a: '$1M', b: '$1.5M' }],
    unchanged: 12,
  },
  intros: [
    { investor: 'Alpha', a: 'Hi', b: 'Hello', changed: true },
    { investor: 'Gamma', a: 'Hi', b: 'Hi', changed: false },
  ],
};

describe('toCompareView', () => {
  it('labels rank changes ▲/▼ with the delta, new and dropped', () => {
    const view = toCompareView(comparison);
    expect(view.investors.map((r) => [r.name, r.movement, r.label])).toEqual([
      ['Beta', 'up', '▲ 3'],
      ['Alpha', 'down', '▼ 1'],
      ['Gamma', 'same', '='],
      ['Epsilon', 'new', 'New'],
      ['Delta', 'dropped', 'Dropped'],
    ]);
    expect(view.moved).toEqual({ up: 1, down: 1, same: 1, new: 1, dropped: 1 });
    // Unchanged ranks are left out until asked for.
    expect(view.changedInvestors.map((r) => r.name)).toEqual(['Beta', 'Alpha', 'Epsilon', 'Delta']);
  });

  it('keeps partners and the strategy diff, and only the intros that changed', () => {
    const view = toCompareView(comparison);
    expect(view.partners).toEqual(comparison.partners);
    expect(view.strategyChanged).toBe(true);
    expect(view.intros.changed.map((i) => i.investor)).toEqual(['Alpha']);
    expect(view.intros.unchanged).toBe(1);
    expect(toCompareView({ ...comparison, strategy: { changes: [], unchanged: 13 } }).strategyChanged).toBe(
      false,
    );
  });

  it('derives the delta when the server left it out', () => {
    expect(movementLabel({ ...change('X', 5, 2), delta: null })).toBe('▲ 3');
  });
});
