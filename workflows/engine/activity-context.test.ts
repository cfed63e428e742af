import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { describe, expect, it } from 'vitest';
import { scoped } from '../run-temporal-worker';
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

  it('run in the scope of the run that scheduled them (`<workflowId>:<runId>`, as the run is named)', async () => {
    const env = new MockActivityEnvironment({
      workflowExecution: { workflowId: 'analyze-idea:42', runId: 'temporal-run' },
      attempt: 3,
    });
    expect(await env.run(scoped(activities).whoAmI, 'x')).toBe('x:analyze-idea:42:temporal-run:whoAmI:3');
  });

  it('heartbeat with the progress they report, and end as cancelled when a heartbeat brings a cancellation', async () => {
    const env = new MockActivityEnvironment({
      workflowExecution: { workflowId: 'scrape-portfolio:7', runId: 'r' },
    });
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    let sawAbort = false;
    const crawl = scoped({
      async crawlPortfolio() {
        const scope = currentActivity()!;
        scope.heartbeat({ pagesDone: 1 });
        await new Promise<void>((resolve) => scope.signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
        throw new Error('the fetch was aborted');
      },
    }).crawlPortfolio;
    const running = env.run(crawl);
    await new Promise((r) => setTimeout(r, 20));
    env.cancel('CANCELLED');
    await expect(running).rejects.toBeInstanceOf(CancelledFailure);
    expect(sawAbort).toBe(true);
    expect(beats).toContainEqual({ pagesDone: 1 });
  });
});
