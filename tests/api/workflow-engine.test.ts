import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApplicationFailure } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeChatModel } from '../../agents/models/fake-model';
import { graph as strategyWriter } from '../../agents/strategy-writer/graph';
import type { AnalyzeIdeaActivities, AnalyzeIdeaInput } from '../../core/contracts/analyze-idea';
import { loadDataset, shippedWriterSources } from '../../data/load-dataset';
import { connect, type DbHandle } from '../../src/db/connect';
import { ensureDatabase } from '../../src/db/embedded-postgres';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder, listAgentEvents } from '../../workflows/engine/agent-events';
import type { RunEvent } from '../../workflows/engine/engine';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { progressReporter } from '../../workflows/engine/run-progress';
import { scrapeLinkedinFlow } from '../../workflows/scrape-linkedin/workflow';
import { fakeActivities, overlapping } from '../fixtures/analyze-idea-fakes';

const pg = inject('pg');
const database = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const databaseUrl = pg.urlTemplate.replace('{db}', database);
let handle: DbHandle;
const meta = { subjectType: 'idea', subjectId: 'idea-1', createdBy: null };
const fastRetry = { maximumAttempts: 3, initialIntervalMs: 1, backoffCoefficient: 2 };

beforeAll(async () => {
  await ensureDatabase(pg.adminUrl, database, pg.template);
  handle = connect(databaseUrl, 5);
});
afterAll(() => handle.close());

function engineWith(activities: AnalyzeIdeaActivities, flow = analyzeIdeaFlow) {
  return new LocalEngine({
    db: handle.db,
    workflows: { analyzeIdea: { flow, activities } },
    retry: fastRetry,
    leaseMs: 1_000,
  });
}

const brief = (events: RunEvent[]) => events.map((e) => (e.activity ? `${e.type}:${e.activity}` : e.type));

/** The same flow with the two parallel steps asked for in the other order. */
const reorderedFlow = (acts: AnalyzeIdeaActivities) => async (input: AnalyzeIdeaInput) => {
  const idea = await acts.loadIdea(input.ideaId);
  const [partners, investors] = await Promise.all([acts.findDesignPartners(idea), acts.matchInvestors(idea)]);
  const strategy = await acts.writeStrategy({ idea, investors, partners });
  const intros = await acts.draftIntros({ idea, investors, partners, strategy });
  await acts.saveRecommendations({ idea, investors, partners, strategy, intros });
  return { investors: investors.length, partners: partners.length };
};

describe('local workflow engine', () => {
  it('runs analyzeIdea, records its events in order with the two matchers overlapping, and saves the result', async () => {
    const fakes = fakeActivities(overlapping());
    const engine = engineWith(fakes.activities);
    const seen: string[] = [];
    const runId = await engine.start('analyzeIdea', { ideaId: 'idea-1' }, meta);
    expect(runId).toMatch(/^analyze-idea:idea-1:[0-9a-f-]{36}$/);
    const unsubscribe = engine.subscribe(runId, (e) => seen.push(e.type));
    await engine.settled(runId);
    unsubscribe();

    const run = await engine.get(runId);
    expect(run).toMatchObject({ status: 'completed', result: { investors: 2, partners: 1 }, error: null });
    expect(run?.finishedAt).toBeInstanceOf(Date);
    const events = await engine.events(runId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const kinds = brief(events);
    expect(kinds[0]).toBe('WorkflowExecutionStarted');
    expect(kinds.slice(1, 3)).toEqual(['ActivityTaskScheduled:loadIdea', 'ActivityTaskCompleted:loadIdea']);
    // Both matchers are scheduled before either completes.
    expect(kinds.slice(3, 5).sort()).toEqual([
      'ActivityTaskScheduled:findDesignPartners',
      'ActivityTaskScheduled:matchInvestors',
    ]);
    expect(kinds.slice(-7)).toEqual([
      'ActivityTaskScheduled:writeStrategy',
      'ActivityTaskCompleted:writeStrategy',
      'ActivityTaskScheduled:draftIntros',
      'ActivityTaskCompleted:draftIntros',
      'ActivityTaskScheduled:saveRecommendations',
      'ActivityTaskCompleted:saveRecommendations',
      'WorkflowExecutionCompleted',
    ]);
    expect(fakes.log.indexOf('start:findDesignPartners')).toBeLessThan(
      fakes.log.indexOf('end:matchInvestors'),
    );
    expect(
      events.find((e) => e.activity === 'writeStrategy' && e.type === 'ActivityTaskScheduled')?.payload,
    ).toMatchObject({ input: { investors: [{ investorId: 'inv-1' }, { investorId: 'inv-2' }] } });
    expect(seen.at(-1)).toBe('WorkflowExecutionCompleted');
    await expect(
      engine.list({ subjectId: 'idea-1', status: 'completed' }, { limit: 50, offset: 0 }),
    ).resolves.toMatchObject({
      runs: expect.arrayContaining([expect.objectContaining({ id: runId })]),
    });
  });

  it('retries a failing activity, then fails the run with its message', async () => {
    const fakes = fakeActivities({
      writeStrategy: async () => {
        throw new Error('the model is down');
      },
    });
    const engine = engineWith(fakes.activities);
    const runId = await engine.start('analyzeIdea', { ideaId: 'idea-2' }, meta);
    await engine.settled(runId);

    const run = await engine.get(runId);
    expect(run?.status).toBe('failed');
    expect(run?.error).toContain('the model is down');
    expect(fakes.calls.writeStrategy).toBe(3);
    expect(fakes.calls.draftIntros).toBe(0);
    const failures = (await engine.events(runId)).filter((e) => e.type === 'ActivityTaskFailed');
    expect(failures.map((e) => e.payload)).toMatchObject([
      { attempt: 1, willRetry: true, error: 'the model is down' },
      { attempt: 2, willRetry: true },
      { attempt: 3, willRetry: false },
    ]);
    expect(brief(await engine.events(runId)).at(-1)).toBe('WorkflowExecutionFailed');
  });

  it('drains: waits for the runs it drives up to the time given, and leaves one still going to its lease', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fakes = fakeActivities({
      writeStrategy: async () => {
        await gate;
        return { summary: 'Raise from fintech seed funds', steps: ['Warm intros first'] };
      },
    });
    const engine = engineWith(fakes.activities);
    const runId = await engine.start(
      'analyzeIdea',
      { ideaId: 'idea-drain' },
      { ...meta, subjectId: 'idea-drain' },
    );
    await engine.drain(50);
    expect((await engine.get(runId))?.status).toBe('running');
    release();
    await engine.drain(30_000);
    expect((await engine.get(runId))?.status).toBe('completed');
  });

  it('replays a finished run against the code, and reports non-determinism once the code changed', async () => {
    const engine = engineWith(fakeActivities().activities);
    const runId = await engine.start('analyzeIdea', { ideaId: 'idea-3' }, meta);
    await engine.settled(runId);
    const forbidden = fakeActivities({
      loadIdea: async () => {
        throw new Error('replay must not call activities');
      },
    });

    await expect(engineWith(forbidden.activities).replay(runId)).resolves.toEqual({ ok: true });
    const changed = await engineWith(forbidden.activities, reorderedFlow).replay(runId);
    expect(changed.ok).toBe(false);
    expect(!changed.ok && changed.error).toMatch(/^Non-determinism: activity #2 is findDesignPartners/);
    expect(forbidden.calls.loadIdea).toBe(0);
  });

  it('fails a resumed run whose code no longer matches its history', async () => {
    const blocked = fakeActivities({ writeStrategy: () => new Promise(() => {}) });
    const first = engineWith(blocked.activities);
    const runId = await first.start('analyzeIdea', { ideaId: 'idea-4' }, meta);
    await waitForEvent(first, runId, 'ActivityTaskScheduled', 'writeStrategy');
    // Hand the run over as if this process had died.
    await handle.db
      .updateTable('workflow_runs')
      .set({ lease_expires_at: null })
      .where('id', '=', runId)
      .execute();

    const changed = engineWith(fakeActivities().activities, reorderedFlow);
    expect(await changed.resumeUnfinished()).toContain(runId);
    await changed.settled(runId);
    const run = await changed.get(runId);
    expect(run?.status).toBe('failed');
    expect(run?.error).toMatch(
      /^Non-determinism: activity #2 is findDesignPartners in the code but matchInvestors/,
    );
  });

  it('resumes a run after its process is killed, without redoing the finished activities, exactly once', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/fixtures/run-blocked-analyze-idea.ts', databaseUrl],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = (await once(child.stdout!, 'data')) as [Buffer];
      const { runId } = JSON.parse(line.toString()) as { runId: string };
      const a = fakeActivities();
      const b = fakeActivities();
      const engineA = engineWith(a.activities);
      const engineB = engineWith(b.activities);
      await waitForEvent(engineA, runId, 'ActivityTaskScheduled', 'writeStrategy');
      const before = brief(await engineA.events(runId));
      expect(before).toContain('ActivityTaskCompleted:matchInvestors');
      expect(before).toContain('ActivityTaskCompleted:findDesignPartners');
      await kill(child);

      // Two processes race to take the run over once the dead one's lease lapses: one of them gets it.
      let resumed: string[] = [];
      while (!resumed.includes(runId)) {
        const [byA, byB] = await Promise.all([engineA.resumeUnfinished(), engineB.resumeUnfinished()]);
        expect(byA.includes(runId) && byB.includes(runId)).toBe(false);
        resumed = [...byA, ...byB];
        if (!resumed.includes(runId)) await sleep(100);
      }
      await Promise.all([engineA.settled(runId), engineB.settled(runId)]);

      const run = await engineA.get(runId);
      expect(run).toMatchObject({ status: 'completed', result: { investors: 2, partners: 1 } });
      const calls = (name: keyof AnalyzeIdeaActivities) => a.calls[name] + b.calls[name];
      expect([calls('loadIdea'), calls('matchInvestors'), calls('findDesignPartners')]).toEqual([0, 0, 0]);
      expect([calls('writeStrategy'), calls('draftIntros'), calls('saveRecommendations')]).toEqual([1, 1, 1]);
      const events = await engineA.events(runId);
      expect(events.filter((e) => e.type === 'WorkflowExecutionCompleted')).toHaveLength(1);
      // writeStrategy was scheduled once, by the dead process; the new one ran it under that event.
      expect(brief(events).filter((k) => k === 'ActivityTaskScheduled:writeStrategy')).toHaveLength(1);
      await expect(engineA.replay(runId)).resolves.toEqual({ ok: true });
    } finally {
      if (child.exitCode === null && child.signalCode === null) await kill(child);
    }
  });
});

async function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function waitForEvent(engine: LocalEngine, runId: string, type: string, activity: string) {
  for (;;) {
    const events = await engine.events(runId);
    if (events.some((e) => e.type === type && e.activity === activity)) return;
    await sleep(50);
  }
}

describe("the agents' events on a run", () => {
  const clinicflow = {
    title: 'Clinicflow',
    description: 'AI intake for clinics',
    industry: 'healthcare',
    stage: 'seed',
  };

  it('are recorded against the run and activity, and the model calls and tokens add up on the run', async () => {
    await loadDataset();
    const errors: unknown[] = [];
    const onEvent = agentEventRecorder(handle.db, (err) => errors.push(err));
    // The model's prose must keep the plan's regulatory milestones, so the accepted answer starts from the offline
    // plan for this idea. The first answer invents a figure and is sent back; the second is accepted: two calls.
    const { strategy: offline } = await strategyWriter.invoke(
      { idea: clinicflow, investors: [] },
      { configurable: { sources: shippedWriterSources() } },
    );
    const prose = {
      phase1_mvp: offline!.phase1_mvp,
      phase2_validation: offline!.phase2_validation,
      keyTractionMetrics: offline!.phase3_fundraising.keyTractionMetrics,
      aiAutomationStrategy: 'Models draft, staff approve.',
    };
    const model = fakeChatModel([{ ...prose, aiAutomationStrategy: 'Cut no-shows by 37%.' }, prose]);
    const fakes = fakeActivities(overlapping());
    const engine = engineWith({
      ...fakes.activities,
      async writeStrategy(input) {
        await strategyWriter.invoke(
          { idea: clinicflow, investors: [] },
          { configurable: { model, onEvent, sources: shippedWriterSources() } },
        );
        return fakes.activities.writeStrategy(input);
      },
    });
    const runId = await engine.start(
      'analyzeIdea',
      { ideaId: 'idea-1' },
      { ...meta, subjectId: 'idea-agents' },
    );
    await engine.settled(runId);
    expect(errors).toEqual([]);

    const events = await listAgentEvents(handle.db, runId);
    expect(events.every((e) => e.activity === 'writeStrategy' && e.graph === 'StrategyWriter')).toBe(true);
    expect(events.map((e) => `${e.node}:${e.type}`)).toEqual([
      'computeRoundFigures:node_start',
      'computeRoundFigures:node_end',
      'writeStrategy:node_start',
      'writeStrategy:model_call',
      'writeStrategy:model_call',
      'writeStrategy:node_end',
    ]);
    const calls = events.filter((e) => e.type === 'model_call');
    expect(calls.map((e) => (e.payload as { ok: boolean }).ok)).toEqual([false, true]);
    expect(calls.map((e) => e.tokens)).toEqual([150, 150]);
    const run = await handle.db
      .selectFrom('workflow_runs')
      .select(['model_calls', 'tokens'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ model_calls: 2, tokens: 300 });
    expect(await engine.get(runId)).toMatchObject({ modelCalls: 2, tokens: 300 });
  }, 60_000);
});

describe('crawl runs on the local engine', () => {
  const linkedinMeta = { subjectType: 'profile', subjectId: null, createdBy: null };

  it("fails at once on a non-retryable failure (Temporal's ApplicationFailure), retries anything else", async () => {
    let calls = 0;
    const blocked = new LocalEngine({
      db: handle.db,
      workflows: {
        scrapeLinkedin: {
          flow: scrapeLinkedinFlow,
          activities: {
            readProfile: async () => {
              calls++;
              throw ApplicationFailure.create({ message: 'LinkedIn asked to sign in', nonRetryable: true });
            },
          },
        },
      },
      retry: fastRetry,
    });
    const runId = await blocked.start(
      'scrapeLinkedin',
      { linkedinUrl: 'https://www.linkedin.com/in/x' },
      linkedinMeta,
    );
    await blocked.settled(runId);
    expect(await blocked.get(runId)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/sign in/),
    });
    expect(calls).toBe(1);

    let flaky = 0;
    const retrying = new LocalEngine({
      db: handle.db,
      workflows: {
        scrapeLinkedin: {
          flow: scrapeLinkedinFlow,
          activities: {
            readProfile: async () => {
              flaky++;
              if (flaky < 3) throw new Error('connection reset');
              return { fullName: 'Jane Doe', headline: null, skills: [], isTechnical: false };
            },
          },
        },
      },
      retry: fastRetry,
    });
    const second = await retrying.start(
      'scrapeLinkedin',
      { linkedinUrl: 'https://www.linkedin.com/in/x' },
      linkedinMeta,
    );
    await retrying.settled(second);
    expect(await retrying.get(second)).toMatchObject({
      status: 'completed',
      result: { fullName: 'Jane Doe' },
    });
    expect(flaky).toBe(3);
  });

  it('keeps the progress an activity reports on its run, the last report included', async () => {
    const report = progressReporter(handle.db, (err) => {
      throw err;
    });
    const seen: unknown[] = [];
    let runId = '';
    const engine = new LocalEngine({
      db: handle.db,
      workflows: {
        scrapeLinkedin: {
          flow: scrapeLinkedinFlow,
          activities: {
            readProfile: async () => {
              for (let page = 1; page <= 5; page++) {
                report({ pagesDone: page, pagesFailed: 0, pagesQueued: 5 - page, itemsFound: page * 2 });
                await sleep(150);
                seen.push((await engine.get(runId))?.progress);
              }
              return { fullName: 'Jane Doe', headline: null, skills: [], isTechnical: false };
            },
          },
        },
      },
      retry: fastRetry,
    });
    runId = await engine.start(
      'scrapeLinkedin',
      { linkedinUrl: 'https://www.linkedin.com/in/x' },
      linkedinMeta,
    );
    await engine.settled(runId);
    // Throttled while it ran (not every report is written at once), but visible before the end...
    expect(seen.some((p) => p !== null)).toBe(true);
    // ...and the last report is on the finished run.
    expect((await engine.get(runId))?.progress).toEqual({
      pagesDone: 5,
      pagesFailed: 0,
      pagesQueued: 0,
      itemsFound: 10,
    });
  });

  it('refuses to start a workflow it was not given', async () => {
    const engine = engineWith(fakeActivities(overlapping()).activities);
    await expect(engine.start('importVcs', { recipe: 'openvc' }, meta)).rejects.toThrow(
      'No workflow importVcs is registered',
    );
  });
});
