import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD_PER_MINUTE, SIGN_IN_PER_MINUTE, SIGN_UP_PER_MINUTE } from '../../src/auth/auth';
import { freePort } from '../../src/db/embedded-postgres';
import { onboardedUser, uniqueEmail } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Sessions that hold (issue 19): a user who works all day is never signed out by the product. Session reads are
// never limited; sign-in, sign-up and password attempts are, per client address, counted in Postgres so that
// several server processes on one database agree.

let app: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(async () => {
  app = await startTestApp();
  founder = await onboardedUser(app.url, 'founder', 'Busy Founder');
}, 60_000);
afterAll(() => app?.close());

let addresses = 0;
/** A client address of its own (the app trusts X-Forwarded-For from loopback, as from a local proxy). */
function address(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

async function call(
  url: string,
  method: string,
  path: string,
  options: { ip: string; cookie?: string; body?: unknown },
) {
  const headers: Record<string, string> = { origin: url, 'x-forwarded-for': options.ip };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The app's server in a child process of its own, on the given database of the test cluster. */
async function serverProcess(database: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const pg = inject('pg');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-second-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/fault-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: pg.urlTemplate.replace('{db}', database),
      DATA_DIR: dataDir,
      LANCEDB_URI: pg.lanceDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_LEVEL: 'silent',
      OPENAI_API_KEY: '',
      TEMPORAL_ADDRESS: '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => {
    out += c;
  });
  child.stderr!.setEncoding('utf8').on('data', (c: string) => {
    err += c;
  });
  const printed = async (key: string) => {
    while (!out.includes(`"${key}"`)) {
      if (child.exitCode !== null) throw new Error(`the second server exited (${child.exitCode}): ${err}`);
      await sleep(50);
    }
  };
  await printed('loaded');
  child.stdin!.write('start\n');
  await printed('serving');
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const signIn = (url: string, ip: string, password = 'wrong-password') =>
  call(url, 'POST', '/api/auth/sign-in/email', { ip, body: { email: founder.email, password } });

describe('session reads', () => {
  it('500 page loads and session checks from one address in two minutes stay signed in', async () => {
    const ip = address();
    const cookie = founder.client.cookieHeader();
    const statuses = new Map<number, number>();
    for (let load = 0; load < 500; load++) {
      // What a page load asks: the session, then the role (the web app's guards and navbar).
      const session = await call(app.url, 'GET', '/api/auth/get-session', { ip, cookie });
      const role = await call(app.url, 'GET', '/api/me/role', { ip, cookie });
      statuses.set(session.status, (statuses.get(session.status) ?? 0) + 1);
      expect(session.body?.user?.id).toBe(founder.id);
      expect(role.body).toMatchObject({ role: 'founder' });
    }
    // The old limit (100 auth calls a minute per address, in memory) refused the 101st of these.
    expect(Object.fromEntries(statuses)).toEqual({ 200: 500 });
  }, 150_000);

  it('are not limited while the same address is locked out of signing in', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_MINUTE + 2; i++) statuses.push((await signIn(app.url, ip)).status);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password waits out the window: the attempts are what is limited, not wrong answers.
    expect((await signIn(app.url, ip, 'secret123')).status).toBe(429);
    const session = await call(app.url, 'GET', '/api/auth/get-session', {
      ip,
      cookie: founder.client.cookieHeader(),
    });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(founder.id);
    // Another address is not locked out by this one.
    expect((await signIn(app.url, address(), 'secret123')).status).toBe(200);
  });
});

describe('attempts that guess or create', () => {
  it('two server processes on one database share the sign-in count', async () => {
    // A real second process (tests/fixtures/fault-server.ts, startServer as npm start calls it): two apps in this
    // one process would share any in-memory counter and prove nothing.
    const second = await serverProcess(app.database);
    try {
      const ip = address();
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_PER_MINUTE + 2; i++) {
        // Alternating processes: each one alone would allow SIGN_IN_PER_MINUTE.
        statuses.push((await signIn(i % 2 ? second.url : app.url, ip)).status);
      }
      const first429 = statuses.indexOf(429);
      expect(first429).toBe(SIGN_IN_PER_MINUTE);
      expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('limits sign-ups per address', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UP_PER_MINUTE; i++) {
      const res = await call(app.url, 'POST', '/api/auth/sign-up/email', {
        ip,
        body: { name: 'Many', email: uniqueEmail('many'), password: 'secret123' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SIGN_UP_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('limits password changes per address', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_PER_MINUTE; i++) {
      const res = await call(app.url, 'POST', '/api/auth/change-password', {
        ip,
        cookie: founder.client.cookieHeader(),
        body: { currentPassword: `wrong-${i}`, newPassword: 'another-secret' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, PASSWORD_PER_MINUTE).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the counts in Postgres', async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from "rateLimit" where key like '%sign-in%'`.execute(app.db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });
});
