import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { clusterUrl, freePort } from '../../src/db/embedded-postgres';
import { loadOrCreateSecrets } from '../../src/secrets';
import { type AppProcess, appPids, isRunning, killGroup, startAppProcess } from '../helpers/app-process';
import { type Client, onboardedUser } from '../helpers/client';

// npm start itself (tsx's wrapper, the supervising primary, a server process, an analysis worker and the embedded
// Postgres, all real processes on one data dir), stopped every way a machine stops it and started again: SIGKILL of
// the primary (as the out-of-memory killer does), SIGTERM to the whole process group, and a reboot (every process
// gone, a stale postmaster.pid whose pid now names another process). Each start must go on, and nothing be lost:
// the account, the ideas, a finished analysis, and an analysis that was mid-way, which the next start finishes.
const HOLD = path.resolve('tests/fixtures/fault-hold-titled.ts');
let dataDir: string;
let port: number;
let url: string;
const apps: AppProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-restart-'));
  // As root, Postgres runs as its own OS user, which must enter the (otherwise private) folder.
  await chmod(dataDir, 0o755);
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const app of apps) await killGroup(app);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function start(hold?: string) {
  const app = startAppProcess({
    dataDir,
    port,
    preload: hold ? [HOLD] : [],
    // The strategy is a Growth feature: the answers here include it.
    env: hold ? { FAULT_HOLD_TITLE: hold, PLAN_DEFAULT: 'growth' } : { PLAN_DEFAULT: 'growth' },
  });
  apps.push(app);
  return app;
}

async function createIdea(client: Client, title: string) {
  const res = await client.post('/api/ideas', {
    title,
    description: 'Software that quotes and books loads for freight brokers, raising a seed round.',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function analyze(client: Client, ideaId: string) {
  const res = await client.post(`/api/ideas/${ideaId}/analyze`);
  expect(res.status).toBe(202);
  return res.body.runId as string;
}

const runStatus = async (client: Client, runId: string) =>
  (await client.get(`/api/runs/${encodeURIComponent(runId)}`)).body.status as string;

async function completedOnce(runId: string) {
  const secrets = await loadOrCreateSecrets(dataDir);
  const { postgres } = appPids(dataDir);
  const pgPort = Number(
    (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3],
  );
  expect(isRunning(postgres)).toBe(true);
  const handle = connect(clusterUrl(secrets.postgresPassword, pgPort, 'roundwise'), 1);
  try {
    const rows = await handle.db
      .selectFrom('workflow_events')
      .select(['type', 'activity'])
      .where('run_id', '=', runId)
      .execute();
    const count = (type: string, activity: string | null = null) =>
      rows.filter((r) => r.type === type && r.activity === activity).length;
    for (const activity of [
      'loadIdea',
      'matchInvestors',
      'findDesignPartners',
      'writeStrategy',
      'draftIntros',
    ])
      expect(count('ActivityTaskCompleted', activity), activity).toBe(1);
    expect(count('WorkflowExecutionCompleted')).toBe(1);
  } finally {
    await handle.close();
  }
}

const held = (app: AppProcess, title: string) => app.json().some((l) => l.held === title);
const logged = (app: AppProcess, text: string) => app.json().some((l) => String(l.msg ?? '').includes(text));

describe('npm start after any stop', () => {
  let founder: Awaited<ReturnType<typeof onboardedUser>>;
  let finishedIdea: string;
  let heldRun: string;

  it('starts again after its primary is SIGKILLed, stops the Postgres it left, and finishes the analysis it held', async () => {
    const first = start('Held by the first');
    await first.serving();
    founder = await onboardedUser(url, 'founder', 'Restart Founder');
    finishedIdea = await createIdea(founder.client, 'Freight quotes');
    const finishedRun = await analyze(founder.client, finishedIdea);
    await expect.poll(() => runStatus(founder.client, finishedRun), { timeout: 60_000 }).toBe('completed');
    const heldIdea = await createIdea(founder.client, 'Held by the first');
    heldRun = await analyze(founder.client, heldIdea);
    await expect.poll(() => held(first, 'Held by the first'), { timeout: 60_000 }).toBe(true);

    const before = appPids(dataDir);
    process.kill(before.primary!, 'SIGKILL');
    await first.exited;
    // What the out-of-memory killer leaves: Postgres still running, orphaned, and our lock file.
    expect(isRunning(before.postgres)).toBe(true);

    const second = start();
    await second.serving();
    expect(logged(second, `Stopped the embedded Postgres (pid ${before.postgres})`)).toBe(true);
    expect(isRunning(before.postgres)).toBe(false);
    // The session made before the kill still works, and everything is there.
    const idea = await founder.client.get(`/api/ideas/${finishedIdea}`);
    expect(idea.status).toBe(200);
    expect(idea.body.recommendations.investors.length).toBeGreaterThan(0);
    await expect.poll(() => runStatus(founder.client, heldRun), { timeout: 60_000 }).toBe('completed');
    await completedOnce(heldRun);
    const ideaHeld = await founder.client.get(`/api/ideas/${heldIdea}`);
    expect(ideaHeld.body.recommendations.strategy).toBeTruthy();

    // A live Roundwise still holds the data dir: a second start on it refuses, and changes nothing.
    const third = startAppProcess({ dataDir, port: await freePort() });
    apps.push(third);
    const { code } = await third.exited;
    expect(code).not.toBe(0);
    expect(third.output()).toContain(`Roundwise is already running on ${dataDir}`);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    process.kill(-second.wrapper.pid!, 'SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(second.output()).toContain('Stopped cleanly');
  }, 400_000);

  it('starts again after SIGTERM to its whole process group mid-analysis, and finishes that analysis', async () => {
    const app = start('Held by the group');
    await app.serving();
    const ideaId = await createIdea(founder.client, 'Held by the group');
    const runId = await analyze(founder.client, ideaId);
    await expect.poll(() => held(app, 'Held by the group'), { timeout: 60_000 }).toBe(true);
    const pids = appPids(dataDir);

    // Every process gets it at once: tsx's wrapper, the primary, the server, the analysis worker, Postgres.
    process.kill(-app.wrapper.pid!, 'SIGTERM');
    const { code } = await app.exited;
    expect(code).toBe(0);
    expect(isRunning(pids.primary)).toBe(false);
    await expect.poll(() => isRunning(pids.postgres), { timeout: 30_000 }).toBe(false);

    const next = start();
    await next.serving();
    await expect.poll(() => runStatus(founder.client, runId), { timeout: 60_000 }).toBe('completed');
    await completedOnce(runId);
    expect((await founder.client.get(`/api/ideas/${finishedIdea}`)).body.recommendations).toBeTruthy();
    process.kill(-next.wrapper.pid!, 'SIGTERM');
    expect((await next.exited).code).toBe(0);
  }, 400_000);

  it('starts again after a reboot: a stale postmaster.pid and lock whose pid now names another process', async () => {
    const app = start();
    await app.serving();
    const pids = appPids(dataDir);
    // A power cut: every process gone at once, Postgres too, with no clean shutdown.
    process.kill(-app.wrapper.pid!, 'SIGKILL');
    await app.exited;
    await expect.poll(() => isRunning(pids.postgres), { timeout: 10_000 }).toBe(false);
    // After the reboot the old pids name other processes (here a `sleep`): Postgres alone would refuse to start.
    const stranger = spawn('sleep', ['300'], { stdio: 'ignore' });
    try {
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const lines = (await readFile(pidFile, 'utf8')).split('\n');
      lines[0] = String(stranger.pid);
      await writeFile(pidFile, lines.join('\n'));
      const lockFile = path.join(dataDir, 'roundwise.pid');
      const lock = JSON.parse(await readFile(lockFile, 'utf8')) as Record<string, unknown>;
      await writeFile(lockFile, JSON.stringify({ ...lock, pid: stranger.pid }));

      const next = start();
      await next.serving();
      expect(logged(next, 'Removed a stale postmaster.pid')).toBe(true);
      expect(isRunning(stranger.pid!)).toBe(true);
      const idea = await founder.client.get(`/api/ideas/${finishedIdea}`);
      expect(idea.status).toBe(200);
      expect(idea.body.recommendations.investors.length).toBeGreaterThan(0);
      process.kill(-next.wrapper.pid!, 'SIGTERM');
      expect((await next.exited).code).toBe(0);
    } finally {
      stranger.kill('SIGKILL');
      await sleep(10);
    }
  }, 400_000);
});
