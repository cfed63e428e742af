import { describe, expect, it } from 'vitest';
import { pipelineTotals } from './pipeline-totals';

describe('pipeline totals', () => {
  it('sums each column, counts committed money against the target except passes, and marks oversubscription', () => {
    const totals = pipelineTotals(
      [
        { stage: 'meeting', expected_amount: 100, committed_amount: null },
        { stage: 'committed', expected_amount: 300, committed_amount: 600 },
        { stage: 'committed', expected_amount: null, committed_amount: 500 },
        { stage: 'passed', expected_amount: 50, committed_amount: 50 },
      ],
      1000,
    );
    expect(totals.byStage.committed).toEqual({ count: 2, expected: 300, committed: 1100 });
    expect(totals.byStage.meeting).toEqual({ count: 1, expected: 100, committed: 0 });
    expect(totals.byStage.contacted).toEqual({ count: 0, expected: 0, committed: 0 });
    expect(totals.committed).toBe(1100);
    expect(totals.progress).toBeCloseTo(1.1, 10);
    expect(totals.oversubscribed).toBe(true);
    expect(pipelineTotals([], null)).toMatchObject({ committed: 0, progress: null, oversubscribed: false });
  });
});
