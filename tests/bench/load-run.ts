import os from 'node:os';
import { Pool } from 'undici';
import { createApiKey } from '../../src/auth/api-keys';
import { connect } from '../../src/db/connect';
import { describeCpu, sampleCpu } from './load-cpu';
import { type ClientIdentity, KINDS, type LoadRequest, type MixData, nextRequest, rng } from './load-mix';
import { startMonitor } from './load-monitor';
import type { LoadStats } from './load-stats';

/** A running server to load: its address and its Postgres (for setting up). */
export interface LoadTarget {
  url: string;
  databaseUrl: string;
}

export interface LoadOptions {
  clients: number;
  seconds: number;
  analyses: number;
  /**
   * Each founder starts one analysis, the starts spread over the run (the "10 analyses" during the minute),
   * rather than starting the next as soon as the last one ends (about 250 a minute on 2 cores).
   */
  once?: boolean;
  /** Share of the clients browsing signed in (they page through results with cursors). */
  signedIn: number;
  seed: number;
  /** A request not answered in this many seconds counts as a network error (a timeout); it bounds the drain. */
  timeout: number;
}

const POLL_MS = 250;
/** Sessions the signed-in clients share (signing up costs a password hash each). */
const BROWSER_USERS = 20;

interface Founder {
  cookie: string;
  ideaId: string;
}

export interface Prepared {
  identities: ClientIdentity[];
  founders: Founder[];
  data: MixData;
  summary: string;
}

/** Founders with an idea each, signed-in sessions, an API key per client, the investor ids to ask for. */
export async function prepareLoad(target: LoadTarget, options: LoadOptions): Promise<Prepared> {
  const started = performance.now();
  const handle = connect(target.databaseUrl, 2);
  const db = handle.db;
  try {
    const ids = await db.selectFrom('investors').select(['id', 'investment_count']).execute();
    const data: MixData = {
      investorIds: ids.map((r) => r.id),
      portfolioIds: ids.filter((r) => r.investment_count > 0).map((r) => r.id),
    };

    // An account per client on the scale plan (10,000 requests an hour, shared by an account's keys since issue 32):
    // a client sends a few hundred API requests a minute at most, so no request is refused for its rate in the run.
    const tag = Date.now().toString(36);
    const apiUsers = options.clients;
    const userId = (u: number) => `load-api-${tag}-${u}`;
    const users = Array.from({ length: apiUsers }, (_, u) => ({
      id: userId(u),
      name: `Load API ${u}`,
      email: `load.api.${tag}.${u}@example.com`,
    }));
    await db.insertInto('user').values(users).execute();
    await db
      .insertInto('profiles')
      .values(users.map((u) => ({ id: u.id, email: u.email, plan: 'scale' as const })))
      .execute();
    const keys: string[] = [];
    for (let i = 0; i < options.clients; i++)
      keys.push((await createApiKey(db, userId(i), `load ${i}`, 'scale')).key);

    // Client i is signed in when the share crosses a whole number at it, which spreads them evenly.
    const isSignedIn = (i: number) =>
      Math.floor((i + 1) * options.signedIn) > Math.floor(i * options.signedIn);
    const signedIn = keys.filter((_, i) => isSignedIn(i)).length;
    const browsers = await mapLimit(Math.min(BROWSER_USERS, signedIn), 4, (i) =>
      signUp(target.url, `load.browser.${i}`, i),
    );
    // The signed-in clients spread evenly among the others, sharing the sessions round-robin.
    let sessions = 0;
    const identities: ClientIdentity[] = keys.map((apiKey, i) => ({
      apiKey,
      cookie: isSignedIn(i) ? browsers[sessions++ % browsers.length]! : null,
    }));

    const founders = await mapLimit(options.analyses, 4, async (i): Promise<Founder> => {
      const cookie = await signUp(target.url, `load.founder.${i}`, 1000 + i);
      const [title, description] = IDEAS[i % IDEAS.length]!;
      const res = await fetch(`${target.url}/api/ideas`, {
        method: 'POST',
        headers: { cookie, origin: target.url, 'content-type': 'application/json' },
        body: JSON.stringify({ title, description }),
      });
      if (res.status !== 201) throw new Error(`creating an idea failed: ${res.status} ${await res.text()}`);
      return { cookie, ideaId: ((await res.json()) as { id: string }).id };
    });
    const summary =
      `Prepared in ${((performance.now() - started) / 1000).toFixed(1)} s: ${keys.length} API keys (one per ` +
      `client, each of its own account on the scale plan: 10,000 requests an hour each), ` +
      `${signedIn} signed-in clients sharing ${browsers.length} sessions, ${founders.length} founders with an ` +
      `idea, ${data.investorIds.length} investor ids`;
    return { identities, founders, data, summary };
  } finally {
    await handle.close();
  }
}

export interface LoadResult {
  elapsed: number;
  /** Completed analyses' durations in ms, sorted. */
  durations: number[];
  failedRuns: string[];
  /** Ages in ms of the runs still going at the deadline, sorted. */
  unfinished: number[];
  /** Lines describing how the server and the machine fared. */
  notes: string[];
}

/**
 * The load itself: every client sends its next request as soon as the last one answered, until the deadline;
 * meanwhile each founder keeps an analysis running. Every response lands in `stats`.
 */
export async function runLoad(
  target: LoadTarget,
  prepared: Prepared,
  options: LoadOptions,
  stats: LoadStats,
): Promise<LoadResult> {
  const { identities, founders, data } = prepared;
  const pool = new Pool(target.url, {
    connections: options.clients + options.analyses + 4,
    pipelining: 1,
    headersTimeout: options.timeout * 1000,
    bodyTimeout: options.timeout * 1000,
  });
  const send = async (req: LoadRequest, expected: readonly number[] = []) => {
    const start = performance.now();
    try {
      const res = await pool.request({
        method: req.method,
        path: req.path,
        headers: req.headers,
        body: req.body,
      });
      const text = await res.body.text();
      stats.record(req.route, performance.now() - start, { status: res.statusCode }, text, expected);
      return { status: res.statusCode, text };
    } catch (err) {
      const e = err as Error & { code?: string };
      stats.record(req.route, performance.now() - start, { network: e.code ?? e.name }, e.message);
      return { status: 0, text: '' };
    }
  };

  // One unrecorded pass over the routes, so first-use costs (LanceDB opening its table) are not in the figures.
  for (const kind of KINDS) {
    const req = nextRequest(rng(options.seed), identities[0]!, data, kind);
    const res = await pool.request({
      method: req.method,
      path: req.path,
      headers: req.headers,
      body: req.body,
    });
    await res.body.dump();
  }

  const start = performance.now();
  stats.startRun(start);
  const deadline = start + options.seconds * 1000;
  const durations: number[] = [];
  const failedRuns: string[] = [];
  /** Runs still going at the deadline: how long they had run, in ms. */
  const unfinished: number[] = [];
  const monitor = startMonitor(target, pool, stats, start, options.timeout, () => durations.length);
  const cpuBefore = sampleCpu();

  const client = async (i: number) => {
    const random = rng(options.seed + i);
    const who = identities[i]!;
    let follow: LoadRequest | null = null;
    while (performance.now() < deadline) {
      const req: LoadRequest = follow ?? nextRequest(random, who, data);
      const { status, text } = await send(req);
      follow = status === 200 && req.followUp ? req.followUp(text) : null;
    }
  };
  // A founder starts an analysis and follows it to the end, then starts the next. When the start answers 409
  // (a run of the idea is still going) or not at all, the founder follows the running one, as the idea page does.
  const analyst = async (founder: Founder, index: number) => {
    const headers = { cookie: founder.cookie, origin: target.url, 'content-type': 'application/json' };
    const get = (route: string, path: string) => send({ route, method: 'GET', path, headers });
    let started = 0;
    if (options.once) await sleep((index * options.seconds * 1000 * 0.8) / Math.max(1, founders.length));
    while (performance.now() < deadline && !(options.once && started > 0)) {
      const res = await send(
        {
          route: 'POST /api/ideas/:id/analyze',
          method: 'POST',
          path: `/api/ideas/${founder.ideaId}/analyze`,
          headers,
          body: '{}',
        },
        [409],
      );
      let runId: string | null = null;
      started += 1;
      if (res.status === 202) runId = (JSON.parse(res.text) as { runId: string }).runId;
      else if (res.status === 409 || res.status === 0) {
        const running = await get('GET /api/ideas/:id/analysis', `/api/ideas/${founder.ideaId}/analysis`);
        if (running.status === 200)
          runId = (JSON.parse(running.text) as { running: { runId: string } | null }).running?.runId ?? null;
      }
      if (!runId) {
        await sleep(res.status >= 500 ? 1000 : POLL_MS);
        continue;
      }
      let settled = false;
      while (!settled && performance.now() < deadline) {
        await sleep(POLL_MS);
        const poll = await get('GET /api/runs/:id', `/api/runs/${runId}`);
        if (poll.status !== 200) continue;
        const run = JSON.parse(poll.text) as Run;
        if (run.status === 'running') continue;
        if (run.status === 'completed')
          durations.push(Date.parse(run.finishedAt ?? '') - Date.parse(run.startedAt));
        else failedRuns.push(`${runId} ${run.status}: ${run.error ?? ''}`);
        settled = true;
      }
      if (!settled) {
        // Still going at the deadline: how long it has run so far (asked once more, not counted in the figures).
        const res = await pool
          .request({ method: 'GET', path: `/api/runs/${runId}`, headers })
          .then((r) => r.body.json() as Promise<Run>)
          .catch(() => null);
        if (res?.status === 'running') unfinished.push(Date.now() - Date.parse(res.startedAt));
      }
    }
  };

  await Promise.all([
    ...Array.from({ length: options.clients }, (_, i) => client(i)),
    ...founders.map((f, i) => analyst(f, i)),
  ]);
  const elapsed = (performance.now() - start) / 1000;
  const cpuAfter = sampleCpu();
  const health = await monitor.stop();
  await pool.close();
  durations.sort((a, b) => a - b);
  unfinished.sort((a, b) => a - b);
  return {
    elapsed,
    durations,
    failedRuns,
    unfinished,
    notes: [health, describeCpu(cpuBefore, cpuAfter, os.availableParallelism())],
  };
}

interface Run {
  status: string;
  error?: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * Signs a user up and returns the session cookie. Each sign-up comes from its own client address (sent as
 * X-Forwarded-For, which the app trusts from loopback), as real users would: better-auth allows an address
 * only 3 sign-ups in 10 s.
 */
async function signUp(url: string, name: string, n: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: url,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ name, email: `${name}.${Date.now()}@example.com`, password: 'load-secret' }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (res.ok && cookie) return cookie;
    if (res.status !== 429 || attempt >= 3)
      throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    await sleep(Number(res.headers.get('retry-after') ?? 10) * 1000);
  }
}

const IDEAS = [
  [
    'Freight copilot',
    'An AI assistant that quotes and books loads for freight brokers. Raising a seed round.',
  ],
  [
    'Clinic scheduling',
    'Books and reschedules patient appointments for outpatient clinics, cutting no-shows.',
  ],
  ['Payroll for nannies', 'Payroll, taxes and benefits for households that employ nannies, as a mobile app.'],
  ['Solar permits', 'Software that prepares and files rooftop solar permits for installers in the US.'],
  [
    'Tutor marketplace',
    'A marketplace that matches high-school students with vetted maths and science tutors.',
  ],
  ['Fraud API', 'A real-time fraud scoring API for card payments at small online merchants.'],
] as const;

async function mapLimit<T>(n: number, limit: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await run(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, n) }, worker));
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
