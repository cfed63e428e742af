import { MockActivityEnvironment } from '@temporalio/testing';
import { describe, expect, it } from 'vitest';
import { scoped } from '../worker';
import { currentActivity, runInActivity } from './activity-context';

describe('runInActivity', () => {
  it('gives the body its scope, and nothing outside it', async () => {
    expect(currentActivity()).toBeUndefined();
    const seen = await runInActivity({ runId: 'r1', activity: 'matchInvestors', attempt: 2 }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return currentActivity();
    });
    expect(seen).toMatchObject({ runId: 'r1', activity: 'matchInvestors', attempt: 2 });
    expect(currentActivity()).toBeUndefined();
  });

  it('returns only after the writes the body started, even when the body fails', async () => {
    const order: string[] = [];
    const slowWrite = () =>
      currentActivity()!.writes.push(new Promise((r) => setTimeout(r, 20)).then(() => order.push('write')));
    await runInActivity({ runId: 'r', activity: 'a', attempt: 1 }, async () => {
      slowWrite();
      return 1;
    });
    order.push('returned');
    await expect(
      runInActivity({ runId: 'r', activity: 'a', attempt: 1 }, async () => {
        slowWrite();
        throw new Error('agent failed');
      }),
    ).rejects.toThrow('agent failed');
    order.push('threw');
    expect(order).toEqual(['write', 'returned', 'write', 'threw']);
  });
});

describe('scoped Temporal activities', () => {
  const activities = {
    async whoAmI(prefix: string) {
      const scope = currentActivity();
      return `${prefix}:${scope?.runId}:${scope?.activity}:${scope?.attempt}`;
    },
  };

  it("run in the scope of the workflow that scheduled them (its id is the run's)", async () => {
    const env = new MockActivityEnvironment({
      workflowExecution: { workflowId: 'analyze-idea:42', runId: 'temporal-run' },
      attempt: 3,
    });
    expect(await env.run(scoped(activities).whoAmI, 'x')).toBe('x:analyze-idea:42:whoAmI:3');
  });
});
