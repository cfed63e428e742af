import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connect';
import { ensureDatabase, freePort } from '../../src/db/embedded-postgres';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { fakeActivities } from '../fixtures/analyze-idea-fakes';
import { onboardedUser } from '../helpers/client';

// The real server (startServer, as npm start calls it; tests/fixtures/fault-server.ts) in child processes, on a
// database and data dir of their own: the first is SIGKILLed mid-analysis, the second starts on the same ones.
const pg = inject('pg');
const database = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const databaseUrl = pg.urlTemplate.replace('{db}', database);
let dataDir: string;
let port: number;
let baseUrl: string;
let handle: DbHandle;
const children: ChildProcess[] = [];

let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  await ensureDatabase(pg.adminUrl, database, pg.template);
  handle = connect(databaseUrl, 2);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-fault-kill-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // Both processes load the app now, side by side; the second starts serving only after the first is killed.
  [first, second] = await Promise.all([
    loadServerProcess({ holdStrategy: true }),
    loadServerProcess({ holdStrategy: false }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) await kill(child);
  await handle?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface ServerProcess {
  child: ChildProcess;
  /** What it printed on stdout, line by line. */
  lines: string[];
  /** Tells the loaded process to start serving; resolves once it serves. */
  start: () => Promise<void>;
}

/**
 * A server process (tests/fixtures/fault-server.ts: startServer, as npm start calls it) on the test database and
 * data dir, loaded but not yet serving; optionally with the strategy writer held.
 */
async function loadServerProcess(options: { holdStrategy: boolean }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/fault-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LANCEDB_URI: pg.lanceDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      LOG_LEVEL: 'silent',
      // Offline agents on the local engine, whatever the developer's environment says.
      OPENAI_API_KEY: '',
      TEMPORAL_ADDRESS: '',
      FAULT_HOLD_STRATEGY: options.holdStrategy ? '1' : '',
      // The strategy is a Growth feature: the answers here include it.
      PLAN_DEFAULT: 'growth',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const printed = async (key: string) => {
    while (!lines.some((l) => l.includes(`"${key}"`))) {
      if (child.exitCode !== null)
        throw new Error(`the server process exited (${child.exitCode}): ${stderr}`);
      await sleep(50);
    }
  };
  await printed('loaded');
  return {
    child,
    lines,
    start: async () => {
      child.stdin!.write('start\n');
      await printed('serving');
    },
  };
}

async function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

interface EventRow {
  seq: number;
  type: string;
  activity: string | null;
}

const events = (runId: string): Promise<EventRow[]> =>
  handle.db
    .selectFrom('workflow_events')
    .select(['seq', 'type', 'activity'])
    .where('run_id', '=', runId)
    .orderBy('seq')
    .execute();

const brief = (rows: EventRow[]) => rows.map((e) => (e.activity ? `${e.type}:${e.activity}` : e.type));

/** How many agent node runs each activity recorded (every node reports its start, whichever process runs it). */
async function nodeRuns(runId: string): Promise<Record<string, number>> {
  const rows = await handle.db
    .selectFrom('agent_events')
    .select(['activity', 'node'])
    .where('run_id', '=', runId)
    .where('type', '=', 'node_start')
    .execute();
  const counts: Record<string, number> = {};
  for (const r of rows) counts[`${r.activity}/${r.node}`] = (counts[`${r.activity}/${r.node}`] ?? 0) + 1;
  return counts;
}

describe('the server killed mid-analysis', () => {
  it('resumes the run after a restart on the same database and data dir, and completes it exactly once', async () => {
    await first.start();
    const founder = await onboardedUser(baseUrl, 'founder', 'Killed Founder');
    const ideaId = founder.ideaId!;
    const started = await founder.client.post(`/api/ideas/${ideaId}/analyze`);
    expect(started.status).toBe(202);
    const runId = started.body.runId as string;

    // The strategy writer has done its work and its activity is in flight: kill the process there.
    await expect.poll(() => first.lines.some((l) => l.includes('"held"')), { timeout: 60_000 }).toBe(true);
    // ...once what its agent reported is written (the recorder writes in the background).
    await expect
      .poll(async () => (await nodeRuns(runId))['writeStrategy/writeStrategy'], { timeout: 10_000 })
      .toBe(1);
    await kill(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    const before = await events(runId);
    expect(brief(before)).toEqual([
      'WorkflowExecutionStarted',
      'ActivityTaskScheduled:loadIdea',
      'ActivityTaskCompleted:loadIdea',
      // the two matchers, run in parallel: each scheduled and completed, in whatever order they went
      ...brief(before).slice(3, 7),
      'ActivityTaskScheduled:writeStrategy',
    ]);
    expect(brief(before).slice(3, 7).sort()).toEqual([
      'ActivityTaskCompleted:findDesignPartners',
      'ActivityTaskCompleted:matchInvestors',
      'ActivityTaskScheduled:findDesignPartners',
      'ActivityTaskScheduled:matchInvestors',
    ]);
    const runBefore = await handle.db
      .selectFrom('workflow_runs')
      .select(['status', 'lease_owner'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(runBefore.status).toBe('running');
    expect(runBefore.lease_owner).toMatch(new RegExp(`^local:${first.child.pid}:`));
    const agentsBefore = await nodeRuns(runId);
    expect(agentsBefore['writeStrategy/writeStrategy']).toBe(1);

    // The dead process still holds the run's lease (30 s, renewed while it lived). A server takes over only runs
    // whose lease has lapsed, and only as it starts (src/server.ts); end the lease now rather than wait it out.
    await handle.db
      .updateTable('workflow_runs')
      .set({ lease_expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', runId)
      .execute();
    await second.start();
    const runPath = `/api/runs/${encodeURIComponent(runId)}`;
    // The session made before the crash still works: the same data dir holds the same auth secret.
    await expect
      .poll(async () => (await founder.client.get(runPath)).body.status, { timeout: 60_000, interval: 200 })
      .toBe('completed');
    const run = await founder.client.get(runPath);
    expect(run.body).toMatchObject({ status: 'completed', error: null });
    expect(run.body.result).toMatchObject({ investors: expect.any(Number), partners: expect.any(Number) });

    const after = await events(runId);
    expect(after.map((e) => e.seq)).toEqual(after.map((_, i) => i + 1));
    expect(brief(after).slice(0, before.length)).toEqual(brief(before));
    // What the new process recorded: the in-flight activity's completion, the rest of the flow, the end. Nothing
    // finished before the kill was scheduled or completed again, and nothing failed.
    expect(brief(after).slice(before.length)).toEqual([
      'ActivityTaskCompleted:writeStrategy',
      'ActivityTaskScheduled:draftIntros',
      'ActivityTaskCompleted:draftIntros',
      'ActivityTaskScheduled:saveRecommendations',
      'ActivityTaskCompleted:saveRecommendations',
      'WorkflowExecutionCompleted',
    ]);
    for (const activity of [
      'loadIdea',
      'matchInvestors',
      'findDesignPartners',
      'writeStrategy',
      'draftIntros',
      'saveRecommendations',
    ]) {
      expect(
        brief(after).filter((k) => k === `ActivityTaskCompleted:${activity}`),
        activity,
      ).toHaveLength(1);
    }
    expect(brief(after).filter((k) => k === 'WorkflowExecutionCompleted')).toHaveLength(1);
    expect(brief(after).some((k) => k.startsWith('ActivityTaskFailed'))).toBe(false);

    // The agents' own records agree: the matchers ran once (before the kill); only the strategy writer, which was
    // in flight, ran again; the intro drafter ran once, in the new process.
    const agentsAfter = await nodeRuns(runId);
    for (const [key, n] of Object.entries(agentsBefore)) {
      expect(agentsAfter[key], key).toBe(key.startsWith('writeStrategy/') ? n + 1 : n);
    }
    expect(agentsAfter['draftIntros/writeIntros']).toBe(1);

    // One run, and its recommendations on the idea.
    const runs = await handle.db
      .selectFrom('workflow_runs')
      .select(['id', 'status'])
      .where('subject_id', '=', ideaId)
      .execute();
    expect(runs).toEqual([{ id: runId, status: 'completed' }]);
    const idea = await founder.client.get(`/api/ideas/${ideaId}`);
    expect(idea.status).toBe(200);
    expect(idea.body.recommendations).toMatchObject({
      investors: expect.any(Array),
      designPartners: expect.any(Array),
      strategy: expect.any(Object),
      intros: expect.any(Array),
    });
    expect(idea.body.recommendations.investors.length).toBe(run.body.result.investors);

    // The history still replays against the code.
    const replayer = new LocalEngine({
      db: handle.db,
      workflows: { analyzeIdea: { flow: analyzeIdeaFlow, activities: fakeActivities().activities } },
    });
    await expect(replayer.replay(runId)).resolves.toEqual({ ok: true });
  }, 120_000);
});
