import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { AnalyzeIdeaActivities } from '../../core/contracts/analyze-idea';
import { currentActivity } from '../../workflows/engine/activity-context';
import {
  type Run,
  RunAlreadyRunningError,
  type RunEvent,
  type WorkflowEngine,
} from '../../workflows/engine/engine';
import { notFound } from '../../workflows/failures';
import type { ScrapePortfolioActivities } from '../../workflows/scrape-portfolio/types';
import type { JsonValue } from '../../workflows/shared';
import { fakeActivities } from '../fixtures/analyze-idea-fakes';

// The cases both engines must pass alike (issue 22): the local engine in-process, and Temporal on a real server with
// a worker running the same fake activities. Each engine's test file builds a harness and calls engineContract().

export type ContractActivities = AnalyzeIdeaActivities & ScrapePortfolioActivities;

export interface EngineHarness {
  engine: WorkflowEngine;
  /** The activities the engine (or its worker) calls from now on. */
  use(activities: Partial<ContractActivities>): void;
  /** Reports a crawl's progress on its run (and as its heartbeat), as the real crawl activities do. */
  reportProgress(progress: JsonValue): void;
  /** What the engine knows of the running activity's last heartbeat, where it keeps one (Temporal). */
  heartbeatDetails?(runId: string): Promise<unknown>;
}

const meta = (subjectType: string, subjectId: string) => ({ subjectType, subjectId, createdBy: null });
const ops = { reason: 'Started on the wrong investor', by: 'workbench:ops@example.com' };

async function settle(engine: WorkflowEngine, runId: string, timeoutMs = 60_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await engine.get(runId);
    if (run && run.status !== 'running') return run;
    if (Date.now() > deadline) throw new Error(`Run ${runId} still running after ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The events' kinds, `Type:activity`, without the Started events only Temporal records. */
const kinds = (events: RunEvent[]) =>
  events
    .filter((e) => e.type !== 'ActivityTaskStarted')
    .map((e) => (e.activity ? `${e.type}:${e.activity}` : e.type));

const scheduled = (engine: WorkflowEngine, runId: string, activity: string) =>
  waitFor(`${activity} to start`, async () =>
    (await engine.events(runId)).some((e) => e.type === 'ActivityTaskScheduled' && e.activity === activity),
  );

export function engineContract(harness: () => EngineHarness) {
  it('runs an analysis to its end with the same history, under a workflow id derived from the idea', async () => {
    const h = harness();
    const fakes = fakeActivities();
    h.use(fakes.activities);
    const ideaId = randomUUID();
    const runId = await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    expect(runId.startsWith(`analyze-idea:${ideaId}:`)).toBe(true);
    const run = await settle(h.engine, runId);
    expect(run).toMatchObject({
      status: 'completed',
      workflowId: `analyze-idea:${ideaId}`,
      result: { investors: 2, partners: 1 },
      error: null,
    });
    const events = kinds(await h.engine.events(runId));
    expect(events[0]).toBe('WorkflowExecutionStarted');
    expect(events.slice(1, 3)).toEqual(['ActivityTaskScheduled:loadIdea', 'ActivityTaskCompleted:loadIdea']);
    expect(events.slice(-7)).toEqual([
      'ActivityTaskScheduled:writeStrategy',
      'ActivityTaskCompleted:writeStrategy',
      'ActivityTaskScheduled:draftIntros',
      'ActivityTaskCompleted:draftIntros',
      'ActivityTaskScheduled:saveRecommendations',
      'ActivityTaskCompleted:saveRecommendations',
      'WorkflowExecutionCompleted',
    ]);
    expect(Object.values(fakes.calls)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await h.engine.replay(runId)).toEqual({ ok: true });
    const history = (await h.engine.history(runId)) as { events: unknown[] };
    expect(history.events.length).toBeGreaterThanOrEqual(14);
  });

  it('fails "Idea not found" at its first attempt (non-retryable), naming the activity', async () => {
    const h = harness();
    const fakes = fakeActivities({
      loadIdea: async (id) => {
        throw notFound(`Idea ${id} not found`);
      },
    });
    h.use(fakes.activities);
    const ideaId = randomUUID();
    const run = await settle(h.engine, await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId)));
    expect(run.status).toBe('failed');
    expect(run.error).toBe(`Activity loadIdea failed: Idea ${ideaId} not found`);
    expect(fakes.calls.loadIdea).toBe(1);
    expect(fakes.calls.matchInvestors).toBe(0);
  });

  it('retries any other failure with the shared policy (three attempts)', async () => {
    const h = harness();
    let failures = 0;
    const fakes = fakeActivities({
      matchInvestors: async () => {
        failures++;
        if (failures < 3) throw new Error('connection reset');
        return [{ investorId: 'inv-1', name: 'Acme Ventures', score: 0.9, reasons: [] }];
      },
    });
    h.use(fakes.activities);
    const ideaId = randomUUID();
    const run = await settle(h.engine, await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId)));
    expect(run).toMatchObject({ status: 'completed', result: { investors: 1, partners: 1 } });
    expect(fakes.calls.matchInvestors).toBe(3);
  });

  it("refuses a second start of the idea's workflow while it runs, and accepts one once it ended", async () => {
    const h = harness();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = fakeActivities();
    h.use(
      fakeActivities({
        writeStrategy: async (input) => {
          await gate;
          return base.activities.writeStrategy(input);
        },
      }).activities,
    );
    const ideaId = randomUUID();
    const first = await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    await scheduled(h.engine, first, 'writeStrategy');
    const second = h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    await expect(second).rejects.toBeInstanceOf(RunAlreadyRunningError);
    await expect(second).rejects.toThrow(`A run of analyze-idea:${ideaId} is already going`);
    // Another idea is not held up.
    const other = randomUUID();
    const otherRun = await h.engine.start('analyzeIdea', { ideaId: other }, meta('idea', other));
    release();
    expect((await settle(h.engine, first)).status).toBe('completed');
    expect((await settle(h.engine, otherRun)).status).toBe('completed');
    const again = await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    expect(again).not.toBe(first);
    expect((await settle(h.engine, again)).status).toBe('completed');
  });

  it('cancels a crawl through its heartbeats, with the reason and who asked in the history', async () => {
    const h = harness();
    let sawCancel = false;
    let saved = 0;
    h.use({
      crawlPortfolio: async () => {
        const scope = currentActivity()!;
        for (let page = 1; !scope.signal.aborted; page++) {
          h.reportProgress({ pagesDone: page, pagesFailed: 0, pagesQueued: 1, itemsFound: page });
          await sleep(200);
        }
        sawCancel = true;
        throw scope.signal.reason;
      },
      savePortfolio: async () => {
        saved++;
        throw new Error('savePortfolio must not run');
      },
    });
    const investorId = `inv-${randomUUID()}`;
    const runId = await h.engine.start('scrapePortfolio', { investorId }, meta('investor', investorId));
    const progress = await waitFor(
      'the crawl to report progress',
      async () => (await h.engine.get(runId))?.progress,
    );
    expect(progress).toMatchObject({ pagesFailed: 0, pagesQueued: 1 });
    if (h.heartbeatDetails) {
      const details = await waitFor('a heartbeat', () => h.heartbeatDetails!(runId));
      expect(details).toMatchObject({ pagesQueued: 1 });
    }
    await h.engine.cancel(runId, ops);
    const run = await settle(h.engine, runId);
    expect(run.status).toBe('cancelled');
    expect(run.error).toBe(`Cancelled by ${ops.by}: ${ops.reason}`);
    await waitFor('the crawl to see the cancellation', async () => sawCancel);
    expect(saved).toBe(0);
    const events = await h.engine.events(runId);
    expect(events.find((e) => e.type === 'WorkflowExecutionCancelRequested')?.payload).toEqual({
      reason: ops.reason,
      identity: ops.by,
    });
    expect(events.at(-1)?.type).toBe('WorkflowExecutionCanceled');
    await expect(h.engine.cancel(runId, ops)).rejects.toThrow(`Run ${runId} is not running`);
  });

  it('terminates a run at once, whatever its activity does, with the reason in the history', async () => {
    const h = harness();
    h.use(fakeActivities({ writeStrategy: () => new Promise(() => {}) }).activities);
    const ideaId = randomUUID();
    const runId = await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    await scheduled(h.engine, runId, 'writeStrategy');
    await h.engine.terminate(runId, { reason: 'Stuck on the strategy', by: ops.by });
    const run = await settle(h.engine, runId);
    expect(run).toMatchObject({
      status: 'cancelled',
      error: `Terminated by ${ops.by}: Stuck on the strategy`,
    });
    const last = (await h.engine.events(runId)).at(-1);
    expect(last?.type).toBe('WorkflowExecutionTerminated');
    expect(last?.payload).toEqual({ reason: 'Stuck on the strategy', identity: ops.by });
    // The idea may be analyzed again straight away.
    h.use(fakeActivities().activities);
    const again = await h.engine.start('analyzeIdea', { ideaId }, meta('idea', ideaId));
    expect((await settle(h.engine, again)).status).toBe('completed');
  });
}
