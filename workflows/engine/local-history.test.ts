import { describe, expect, it } from 'vitest';
import type { RunEvent } from './engine';
import { backoffMs, historyFromEvents, matchRecorded, NonDeterminismError } from './local-history';

const event = (
  seq: number,
  type: string,
  activity: string | null,
  payload: RunEvent['payload'],
): RunEvent => ({
  runId: 'r',
  seq,
  type,
  activity,
  payload,
  createdAt: new Date(0),
});

describe('local history', () => {
  const history = historyFromEvents([
    event(1, 'WorkflowExecutionStarted', null, { input: { ideaId: 'i' } }),
    event(2, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1, input: 'i' }),
    event(3, 'ActivityTaskCompleted', 'loadIdea', { activityId: 1, result: { id: 'i' } }),
    event(4, 'ActivityTaskScheduled', 'matchInvestors', { activityId: 2, input: null }),
    event(5, 'ActivityTaskFailed', 'matchInvestors', {
      activityId: 2,
      attempt: 1,
      error: 'x',
      willRetry: true,
    }),
    event(6, 'ActivityTaskScheduled', 'findDesignPartners', { activityId: 3, input: null }),
    event(7, 'ActivityTaskFailed', 'findDesignPartners', {
      activityId: 3,
      attempt: 3,
      error: 'y',
      willRetry: false,
    }),
  ]);

  it('keeps each activity call by its sequence number, with its result, failure and attempts', () => {
    expect(history.get(1)).toEqual({ name: 'loadIdea', attempts: 0, result: { value: { id: 'i' } } });
    expect(history.get(2)).toEqual({ name: 'matchInvestors', attempts: 1 });
    expect(history.get(3)).toEqual({ name: 'findDesignPartners', attempts: 3, failure: 'y' });
  });

  it('accepts the recorded activity and refuses another one at the same sequence number', () => {
    expect(matchRecorded(history, 1, 'loadIdea')?.result).toEqual({ value: { id: 'i' } });
    expect(matchRecorded(history, 4, 'writeStrategy')).toBeUndefined();
    expect(() => matchRecorded(history, 2, 'findDesignPartners')).toThrow(NonDeterminismError);
  });

  it('backs off exponentially', () => {
    const retry = { initialIntervalMs: 100, backoffCoefficient: 2 };
    expect([1, 2, 3].map((attempt) => backoffMs(retry, attempt))).toEqual([100, 200, 400]);
  });
});
