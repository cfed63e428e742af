import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { WORKFLOWS_PATH } from '../../workflows/run-temporal-worker';
import { FIRM_A_PORTFOLIO } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';
import { type Client, onboardedUser } from '../helpers/client';
import { startTemporalDevServer, type TemporalDevServer } from '../helpers/temporal';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The product on a real Temporal server (temporal server start-dev), as the README's third way runs it: the app
// with TEMPORAL_ADDRESS set starts the workflows, worker processes (`npm run worker`) run them. An analysis to the
// saved recommendations, crawls against the fixture sites (one cancelled through its heartbeats), and a worker
// SIGKILLed mid-run whose work a second worker finishes, each completed activity run once. Histories and replay
// come from Temporal itself.

const pg = inject('pg');
let temporal: TemporalDevServer;
let sites: FixtureSites;
let app: TestApp;
let admin: Client;
let lanceDir: string;
const workers: WorkerProcess[] = [];

interface WorkerProcess {
  child: ChildProcess;
  /** Temporal's identity for this worker: `<pid>@<host>` of the node process that runs it. */
  identity: () => string;
  lines: string[];
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

beforeAll(async () => {
  [temporal, sites] = await Promise.all([startTemporalDevServer(), startFixtureSites()]);
  // The crawls write investor vectors: this file works on its own copy of the shared LanceDB folder.
  lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-lance-'));
  await cp(pg.lanceDir, lanceDir, { recursive: true });
  app = await startTestApp({
    env: {
      TEMPORAL_ADDRESS: temporal.address,
      // The strategy is a Growth feature: the answers here include it.
      PLAN_DEFAULT: 'growth',
      LANCEDB_URI: lanceDir,
      CRAWL_ALLOW: `127.0.0.1:${sites.port}`,
    },
  });
  const a = await onboardedUser(app.url, 'investor', 'Ada Admin');
  await grantStaffRole(app.db, a.email, 'admin', 'grant');
  admin = a.client;
}, 120_000);

afterAll(async () => {
  for (const w of workers) await w.stop('SIGKILL');
  await app?.close();
  await sites?.close();
  await temporal?.close();
}, 60_000);

/**
 * A worker process on this file's database, LanceDB and Temporal server: `npm run worker` as the README says, or
 * (`hold`) the worker's entry run by node itself with the strategy writer held after its work
 * (tests/fixtures/held-worker.ts), so a SIGKILL reaches the process that runs the activities.
 */
function startWorker(options: { hold?: boolean } = {}): WorkerProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    // Vitest sets BASE_URL ("/") for Vite; the worker's configuration wants an absolute URL.
    BASE_URL: app.url,
    DATABASE_URL: pg.urlTemplate.replace('{db}', app.database),
    DATA_DIR: app.dataDir,
    LANCEDB_URI: lanceDir,
    TEMPORAL_ADDRESS: temporal.address,
    CRAWL_ALLOW: `127.0.0.1:${sites.port}`,
    OPENAI_API_KEY: '',
    LOG_LEVEL: 'info',
  };
  const child = options.hold
    ? spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/held-worker.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn('npm', ['run', '--silent', 'worker'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    lines.push(...chunk.split('\n').filter(Boolean));
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const worker: WorkerProcess = {
    child,
    lines,
    output: () => output,
    // The pino line of the worker's own process names its pid.
    identity: () => {
      const line = lines.find((l) => l.includes('Temporal worker polling'));
      return line ? `${(JSON.parse(line) as { pid: number }).pid}@${os.hostname()}` : '';
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      // npm runs the worker a few processes down: its whole process group is stopped.
      if (options.hold) child.kill(signal);
      else process.kill(-child.pid!, signal);
      await exited;
    },
  };
  workers.push(worker);
  return worker;
}

async function printed(worker: WorkerProcess, text: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!worker.lines.some((l) => l.includes(text))) {
    if (worker.child.exitCode !== null) throw new Error(`the worker exited: ${worker.output()}`);
    if (Date.now() > deadline) throw new Error(`the worker did not print ${text}: ${worker.output()}`);
    await sleep(100);
  }
}

type RunBody = { status: string; error: string | null; result: unknown; progress: unknown };

async function follow(client: Client, runId: string, timeoutMs = 150_000): Promise<RunBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<RunBody>(`/api/runs/${encodeURIComponent(runId)}`);
    expect(res.status).toBe(200);
    if (res.body.status !== 'running') return res.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still running after ${timeoutMs} ms`);
    await sleep(250);
  }
}

type Detail = {
  events: { type: string; activity: string | null; payload: Record<string, unknown> }[];
  agentEvents: {
    activity: string;
    attempt: number;
    graph: string;
    node: string;
    type: string;
    payload: Record<string, unknown>;
  }[];
};
const detail = async (runId: string) =>
  (await admin.get<Detail>(`/api/workbench/runs/${encodeURIComponent(runId)}`)).body;

/** Per activity, the attempts Temporal's history says it started (ActivityTaskStarted) and by which worker. */
const starts = (events: Detail['events']): Record<string, { attempt: unknown; identity: unknown }> =>
  Object.fromEntries(
    events
      .filter((e) => e.type === 'ActivityTaskStarted')
      .map((e) => [e.activity, { attempt: e.payload.attempt, identity: e.payload.identity }]),
  );

describe('an analysis on Temporal', () => {
  let worker: WorkerProcess;
  beforeAll(() => {
    worker = startWorker();
  });
  afterAll(() => worker.stop());

  it('runs through `npm run worker` to the saved recommendations, and replays from Temporal history', async () => {
    const founder = await onboardedUser(app.url, 'founder', 'Lee LedgerLoop');
    const ideaId = founder.ideaId!;
    const start = await founder.client.post(`/api/ideas/${ideaId}/analyze`);
    expect(start.status).toBe(202);
    const runId = start.body.runId as string;
    expect(runId).toMatch(new RegExp(`^analyze-idea:${ideaId}:[0-9a-f-]{36}$`));
    // Temporal itself refuses a second start of the idea's workflow while it runs.
    const again = await founder.client.post(`/api/ideas/${ideaId}/analyze`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This idea is already being analyzed');

    const run = await follow(founder.client, runId);
    expect(run).toMatchObject({ status: 'completed', error: null });
    await printed(worker, 'Temporal worker polling');
    const idea = await founder.client.get(`/api/ideas/${ideaId}`);
    expect(idea.body.recommendations.investors.length).toBeGreaterThan(0);
    expect(idea.body.recommendations.strategy).toBeTruthy();

    const d = await detail(runId);
    const done = d.events.filter((e) => e.type === 'ActivityTaskCompleted').map((e) => e.activity);
    expect(done.sort()).toEqual(
      [
        'draftIntros',
        'findDesignPartners',
        'loadIdea',
        'matchInvestors',
        'saveRecommendations',
        'writeStrategy',
      ].sort(),
    );
    // Which worker ran each activity, from Temporal's own history.
    expect(Object.values(starts(d.events)).every((s) => s.identity === worker.identity())).toBe(true);
    // The matcher's nodes with their state, and its retrieval as a tool call of retrieveCandidates.
    const matcher = d.agentEvents.filter((e) => e.graph === 'InvestorMatcher');
    const retrieve = matcher.find((e) => e.node === 'retrieveCandidates' && e.type === 'tool_call');
    expect(retrieve?.payload).toMatchObject({ tool: 'match', ok: true });
    expect(
      matcher.find((e) => e.node === 'rerankByKeywords' && e.type === 'node_end')?.payload.output,
    ).toMatchObject({
      ranked: expect.any(Array),
    });

    const replay = await admin.post(`/api/workbench/runs/${encodeURIComponent(runId)}/replay`);
    expect(replay.body).toEqual({ ok: true });
    // The downloaded history is Temporal's own JSON: the SDK's replayer takes it as it is.
    const download = await admin.get(`/api/workbench/runs/${encodeURIComponent(runId)}/history`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.history\.json"/);
    expect(download.body.events[0].eventType).toBe('EVENT_TYPE_WORKFLOW_EXECUTION_STARTED');
    await Worker.runReplayHistory({ workflowsPath: WORKFLOWS_PATH }, historyFromJSON(download.body), runId);
  }, 240_000);

  it('crawls a portfolio on Temporal, with its progress, against the fixture sites', async () => {
    const id = await investorWithWebsite(`${sites.origin}/firm-a/`);
    const start = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    expect(start.status).toBe(202);
    const run = await follow(admin, start.body.runId);
    expect(run.status).toBe('completed');
    expect(run.result).toMatchObject({ companies_found: FIRM_A_PORTFOLIO.length });
    expect(run.progress).toMatchObject({ pagesDone: expect.any(Number) });
    const d = await detail(start.body.runId);
    expect(d.agentEvents.some((e) => e.type === 'tool_call' && e.payload.tool === 'fetchPage')).toBe(true);
  }, 120_000);

  it('cancels a crawl through its heartbeats, with the reason in Temporal history', async () => {
    const id = await investorWithWebsite(`${sites.origin}/hang`);
    const start = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    const runId = start.body.runId as string;
    const deadline = Date.now() + 60_000;
    while (sites.hits('/hang') === 0 && Date.now() < deadline) await sleep(100);
    expect(sites.hits('/hang')).toBeGreaterThan(0);
    const cancel = await admin.post(`/api/workbench/runs/${encodeURIComponent(runId)}/cancel`, {
      reason: 'The website hangs',
    });
    expect(cancel.status).toBe(202);
    const run = await follow(admin, runId, 60_000);
    expect(run.status).toBe('cancelled');
    expect(run.error).toMatch(/^Cancelled by workbench:.+: The website hangs$/);
    const types = (await detail(runId)).events.map((e) => e.type);
    // The crawl acknowledged the cancellation (it came back with a heartbeat) before the workflow ended.
    expect(types.indexOf('ActivityTaskCanceled')).toBeGreaterThan(
      types.indexOf('WorkflowExecutionCancelRequested'),
    );
    expect(types.at(-1)).toBe('WorkflowExecutionCanceled');
  }, 120_000);
});

describe('a worker killed mid-run', () => {
  it('has its in-flight activity finished by a second worker, each completed activity run once', async () => {
    const first = startWorker({ hold: true });
    const founder = await onboardedUser(app.url, 'founder', 'Kim Killtest');
    const runId = (await founder.client.post(`/api/ideas/${founder.ideaId}/analyze`)).body.runId as string;
    await printed(first, '"held":"writeStrategy"', 120_000);
    // What the strategy writer reported in the first attempt is written before the worker dies (its activity only
    // completes after its telemetry; here it never completes, so the test waits for the writes to land).
    await waitForAgentEvent(runId, 'writeStrategy', 1, 'writeStrategy', 'node_end');
    const firstIdentity = first.identity();
    await first.stop('SIGKILL');
    const second = startWorker();

    const run = await follow(founder.client, runId, 180_000);
    expect(run.status).toBe('completed');
    const idea = await founder.client.get(`/api/ideas/${founder.ideaId}`);
    expect(idea.body.recommendations.investors.length).toBeGreaterThan(0);

    const d = await detail(runId);
    const s = starts(d.events);
    const secondIdentity = second.identity();
    expect(secondIdentity).not.toBe(firstIdentity);
    // What the first worker completed stayed completed: started once, by it.
    for (const activity of ['loadIdea', 'matchInvestors', 'findDesignPartners'])
      expect(s[activity]).toEqual({ attempt: 1, identity: firstIdentity });
    // The activity in flight when it died was retried by the second worker after the heartbeat timeout.
    expect(s.writeStrategy).toEqual({ attempt: 2, identity: secondIdentity });
    for (const activity of ['draftIntros', 'saveRecommendations'])
      expect(s[activity]).toEqual({ attempt: 1, identity: secondIdentity });
    const completed = d.events.filter((e) => e.type === 'ActivityTaskCompleted').map((e) => e.activity);
    expect(completed).toHaveLength(6);
    expect(new Set(completed).size).toBe(6);
    // The agents' own record agrees: the matchers ran once, the strategy writer twice (once per attempt).
    const nodeStarts = (graph: string) =>
      d.agentEvents.filter((e) => e.graph === graph && e.type === 'node_start').map((e) => e.attempt);
    expect(nodeStarts('InvestorMatcher').every((a) => a === 1)).toBe(true);
    expect(nodeStarts('InvestorMatcher')).toHaveLength(3);
    expect(new Set(nodeStarts('StrategyWriter'))).toEqual(new Set([1, 2]));
    expect((await admin.post(`/api/workbench/runs/${encodeURIComponent(runId)}/replay`)).body).toEqual({
      ok: true,
    });
    await second.stop();
  }, 300_000);
});

async function waitForAgentEvent(
  runId: string,
  activity: string,
  attempt: number,
  node: string,
  type: string,
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await app.db
      .selectFrom('agent_events')
      .select('id')
      .where('run_id', '=', runId)
      .where('activity', '=', activity)
      .where('attempt', '=', attempt)
      .where('node', '=', node)
      .where('type', '=', type as 'node_end')
      .executeTakeFirst();
    if (row) return;
    if (Date.now() > deadline)
      throw new Error(`no ${type} of ${activity}/${node} attempt ${attempt} recorded`);
    await sleep(100);
  }
}

async function investorWithWebsite(website: string): Promise<string> {
  const row = await app.db
    .selectFrom('investors')
    .select('id')
    .where('website', 'is not', null)
    .orderBy('id')
    .offset(Math.floor(Math.random() * 500))
    .limit(1)
    .executeTakeFirstOrThrow();
  await app.db.updateTable('investors').set({ website }).where('id', '=', row.id).execute();
  return row.id;
}
