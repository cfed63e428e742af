import { pipelineTotals } from '@core/contracts/pipeline-totals';
import { describe, expect, it } from 'vitest';
import {
  boardIds,
  coverage,
  dropTarget,
  expectedInPlay,
  groupByStage,
  keyboardStep,
  keyboardTarget,
  locate,
  moveEntry,
  moveId,
  needsPassReason,
  neighbours,
  optimistic,
  patchEntry,
  removeEntry,
  upsertEntry,
} from './board';
import { entry, pipeline } from './test-fixtures';

const names = (p: { entries: { name: string; stage: string; position: number }[] }, stage: string) =>
  p.entries.filter((e) => e.stage === stage).map((e) => `${e.name}@${e.position}`);

function sample() {
  return pipeline([
    entry({ id: 'a', name: 'Accel', stage: 'contacted', position: 1, expected_amount: 200_000 }),
    entry({ id: 'b', name: 'Benchmark', stage: 'contacted', position: 0, expected_amount: 300_000 }),
    entry({ id: 'c', name: 'Cowboy', stage: 'meeting', position: 0, committed_amount: 50_000 }),
    entry({
      id: 'd',
      name: 'Data Collective',
      stage: 'committed',
      position: 0,
      expected_amount: 400_000,
      committed_amount: 400_000,
    }),
    entry({ id: 'p', name: 'Pass Capital', stage: 'passed', position: 0, committed_amount: 999 }),
  ]);
}

describe('the board model', () => {
  it('groups cards into every stage, ordered by position', () => {
    const columns = groupByStage(sample().entries);
    expect(Object.keys(columns)).toHaveLength(8);
    expect(columns.contacted.map((e) => e.name)).toEqual(['Benchmark', 'Accel']);
    expect(columns.need_to_reach_out).toEqual([]);
    expect(boardIds(columns).contacted).toEqual(['b', 'a']);
  });

  it('totals each column and counts committed money without passes', () => {
    const p = sample();
    expect(p.totals.byStage.contacted).toEqual({ count: 2, expected: 500_000, committed: 0 });
    expect(p.totals.byStage.passed).toEqual({ count: 1, expected: 0, committed: 999 });
    expect(p.totals.committed).toBe(450_000);
    expect(p.totals.progress).toBeCloseTo(0.45);
    expect(p.totals.oversubscribed).toBe(false);
    expect(expectedInPlay(p.entries)).toBe(500_000);
    expect(pipelineTotals(p.entries, null).progress).toBeNull();
  });

  it('marks a round oversubscribed past 100%', () => {
    const full = pipelineTotals(
      [{ stage: 'committed', expected_amount: null, committed_amount: 1_000_000 }],
      1e6,
    );
    expect(full.progress).toBe(1);
    expect(full.oversubscribed).toBe(false);
    const over = pipelineTotals(
      [{ stage: 'term_sheet', expected_amount: null, committed_amount: 1_200_000 }],
      1e6,
    );
    expect(over.oversubscribed).toBe(true);
  });

  it('moves a card to another column and renumbers both', () => {
    const moved = moveEntry(sample(), 'b', 'meeting', 1);
    expect(names(moved, 'contacted')).toEqual(['Accel@0']);
    expect(names(moved, 'meeting')).toEqual(['Cowboy@0', 'Benchmark@1']);
    expect(moved.totals.byStage.meeting.expected).toBe(300_000);
    expect(moved.totals.byStage.contacted.expected).toBe(200_000);
  });

  it('reorders within a column and clamps places past the end', () => {
    expect(names(moveEntry(sample(), 'b', 'contacted', 1), 'contacted')).toEqual(['Accel@0', 'Benchmark@1']);
    expect(names(moveEntry(sample(), 'a', 'committed', 99), 'committed')).toEqual([
      'Data Collective@0',
      'Accel@1',
    ]);
  });

  it('changes the committed total when a committed card passes, and carries the reason', () => {
    const passed = moveEntry(sample(), 'd', 'passed', 0, { pass_reason: 'Fund is closed' });
    expect(passed.totals.committed).toBe(50_000);
    expect(passed.entries.find((e) => e.id === 'd')?.pass_reason).toBe('Fund is closed');
  });

  it('patches amounts and recomputes totals; a stage in the patch moves the card to the end', () => {
    const p = patchEntry(sample(), 'c', { committed_amount: 700_000 });
    expect(p.totals.committed).toBe(1_100_000);
    expect(p.totals.oversubscribed).toBe(true);
    const moved = patchEntry(sample(), 'c', { stage: 'contacted' });
    expect(names(moved, 'contacted')).toEqual(['Benchmark@0', 'Accel@1', 'Cowboy@2']);
  });

  it('applies a move optimistically and rolls it back to the very same value', () => {
    const before = sample();
    const { next, rollback } = optimistic(before, (p) => moveEntry(p, 'a', 'term_sheet', 0));
    expect(names(next, 'term_sheet')).toEqual(['Accel@0']);
    expect(names(before, 'term_sheet')).toEqual([]); // the previous value is untouched
    expect(rollback()).toBe(before);
  });

  it('adds, replaces and removes cards', () => {
    const added = upsertEntry(
      sample(),
      entry({ id: 'n', name: 'New Fund', stage: 'contacted', position: 2 }),
    );
    expect(names(added, 'contacted')).toEqual(['Benchmark@0', 'Accel@1', 'New Fund@2']);
    const gone = removeEntry(added, 'b');
    expect(names(gone, 'contacted')).toEqual(['Accel@0', 'New Fund@1']);
  });

  it('finds where a drag lands: a column, a card of another column, a card of its own', () => {
    const ids = boardIds(groupByStage(sample().entries));
    expect(locate(ids, 'a')).toEqual({ stage: 'contacted', index: 1 });
    expect(locate(ids, 'meeting')).toEqual({ stage: 'meeting', index: 1 });
    expect(locate(ids, 'zzz')).toBeNull();
    expect(dropTarget(ids, 'a', 'meeting')).toEqual({ stage: 'meeting', index: 1 });
    expect(dropTarget(ids, 'a', 'contacted')).toEqual({ stage: 'contacted', index: 1 });
    expect(dropTarget(ids, 'a', 'c')).toEqual({ stage: 'meeting', index: 0 });
    expect(dropTarget(ids, 'a', 'c', true)).toEqual({ stage: 'meeting', index: 1 });
    expect(dropTarget(ids, 'a', 'b')).toEqual({ stage: 'contacted', index: 0 });
    const moved = moveId(ids, 'a', 'meeting', 0);
    expect(moved.contacted).toEqual(['b']);
    expect(moved.meeting).toEqual(['a', 'c']);
  });

  it('knows the neighbouring stages and when a reason is needed', () => {
    expect(neighbours('need_to_reach_out')).toEqual({ prev: null, next: 'waiting_for_intro' });
    expect(neighbours('passed')).toEqual({ prev: 'committed', next: null });
    expect(needsPassReason({ stage: 'meeting' }, 'passed')).toBe(true);
    expect(needsPassReason({ stage: 'passed' }, 'passed')).toBe(false);
    expect(needsPassReason({ stage: 'meeting' }, 'committed')).toBe(false);
  });
});

describe('keyboard moves on the board', () => {
  it('steps a card a column sideways at its place, or a place up and down, and stops at the edges', () => {
    const ids = boardIds(groupByStage(sample().entries));
    expect(keyboardStep('ArrowRight')).toBe('right');
    expect(keyboardStep('KeyA')).toBeNull();
    expect(keyboardTarget(ids, 'a', 'right')).toEqual({ stage: 'meeting', index: 1 });
    expect(keyboardTarget(ids, 'b', 'right')).toEqual({ stage: 'meeting', index: 0 });
    expect(keyboardTarget(ids, 'a', 'left')).toEqual({ stage: 'waiting_for_intro', index: 0 });
    expect(keyboardTarget(ids, 'b', 'down')).toEqual({ stage: 'contacted', index: 1 });
    expect(keyboardTarget(ids, 'b', 'up')).toBeNull();
    expect(keyboardTarget(ids, 'a', 'down')).toBeNull();
    expect(keyboardTarget(ids, 'p', 'right')).toBeNull();
    expect(keyboardTarget(ids, 'zzz', 'right')).toBeNull();
  });
});

describe('pipeline coverage', () => {
  it('sums expected money per stage without passes, against the target', () => {
    const c = coverage(sample().entries, 1_000_000);
    expect(c.total).toBe(900_000);
    expect(c.ratio).toBeCloseTo(0.9);
    expect(c.segments).toEqual([
      { stage: 'contacted', amount: 500_000, share: 0.5 },
      { stage: 'committed', amount: 400_000, share: 0.4 },
    ]);
    const over = coverage(sample().entries, 300_000);
    expect(over.ratio).toBe(3);
    expect(over.segments.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1);
    expect(coverage([], null)).toEqual({ ratio: null, total: 0, segments: [] });
  });
});
