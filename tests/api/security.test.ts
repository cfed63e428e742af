import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, type DeclaredRoute } from '../../src/api/access';
import { SIGN_IN_PER_MINUTE } from '../../src/auth/auth';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { Client, onboardedUser, uniqueEmail } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Hostile input (issue 11): every route against every kind of caller, generated from the route table so that a
// new route cannot be forgotten; every zod contract fuzzed over HTTP; injection, forgery, size and header checks.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founderA: User;
let founderB: User;
let advisor: User;
let investor: User;
let admin: User;
let apiKey: string;

beforeAll(async () => {
  app = await startTestApp();
  [founderA, founderB, advisor, investor, admin] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Founder A'),
    onboardedUser(app.url, 'founder', 'Founder B'),
    onboardedUser(app.url, 'advisor', 'Advisor'),
    onboardedUser(app.url, 'investor', 'Investor'),
    onboardedUser(app.url, 'founder', 'Admin'),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  const key = await founderA.client.post('/api/api-keys', { name: 'security test' });
  apiKey = key.body.key;
}, 60_000);
afterAll(() => app?.close());

type CallerKind = 'anonymous' | 'founderA' | 'founderB' | 'advisor' | 'investor' | 'admin' | 'apiKey';
const KINDS: CallerKind[] = ['anonymous', 'founderA', 'founderB', 'advisor', 'investor', 'admin', 'apiKey'];
const ROLES: Record<CallerKind, string[]> = {
  anonymous: [],
  founderA: ['founder'],
  founderB: ['founder'],
  advisor: ['advisor'],
  investor: ['investor'],
  admin: ['founder', 'admin'],
  apiKey: [],
};

/** Calls a route as a kind of caller: a session cookie (with our Origin), an API key, or nothing. */
async function callAs(kind: CallerKind, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: app.url };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (kind === 'apiKey') headers.authorization = `Bearer ${apiKey}`;
  else if (kind !== 'anonymous') {
    const user = { founderA, founderB, advisor, investor, admin }[kind];
    headers.cookie = [...(user.client as any).cookies]
      .map(([k, v]: [string, string]) => `${k}=${v}`)
      .join('; ');
  }
  const res = await fetch(app.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  // A stream let through (the notifications' SSE) never ends by itself: its status and type are the answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, body: null, headers: res.headers };
  }
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A route's path with its parameters filled: founder A's idea, and well-formed ids for the rest. */
function concrete(route: DeclaredRoute): string {
  const filled = route.path
    .replace(
      ':id',
      route.path.startsWith('/ideas/') ? founderA.ideaId! : '00000000-0000-4000-8000-000000000000',
    )
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  return `/api${filled}`;
}

/** What the route's access rule says about a caller: must it be 401, 403 for its role, or let through? */
function expected(route: DeclaredRoute, kind: CallerKind): 'unauthenticated' | 'forbidden' | 'through' {
  const { access } = route;
  if (access === 'public') return 'through';
  if (access === 'api-key') return kind === 'apiKey' ? 'through' : 'unauthenticated';
  if (kind === 'anonymous' || kind === 'apiKey') return 'unauthenticated';
  if (access === 'signed-in') return 'through';
  return (access as readonly string[]).some((r) => ROLES[kind].includes(r)) ? 'through' : 'forbidden';
}

/** Routes whose call has a lasting or slow effect beyond the test (crawls, analyses): called with a bad body only. */
const STARTS_WORK = /\/(analyze|functions\/|rerun|import-openvc)/;

describe('the access matrix, from the route table', () => {
  it('covers every declared route and every kind of caller', () => {
    expect(app.routes.length).toBeGreaterThan(60);
    const paths = app.routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers each caller as the route access rule says', async () => {
    const failures: string[] = [];
    for (const route of app.routes) {
      const path = concrete(route);
      // A body the contract refuses, so that a route let through answers 400 rather than doing anything.
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { '§': 1 };
      for (const kind of KINDS) {
        if (route.method === 'DELETE' && expected(route, kind) === 'through' && kind === 'founderA') continue;
        const res = await callAs(kind, route.method, path, body);
        const want = expected(route, kind);
        const roleDenied =
          res.status === 403 && /^This needs the .* role$/.test(res.body?.error?.message ?? '');
        const ok =
          want === 'unauthenticated'
            ? res.status === 401
            : want === 'forbidden'
              ? roleDenied
              : res.status !== 401 && !roleDenied && res.status < 500;
        if (!ok) failures.push(`${route.method} ${route.path} as ${kind}: wanted ${want}, got ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('fuzzing every contract over HTTP', () => {
  const hostile = fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE ideas; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000\u202e',
    'x'.repeat(10_001),
    '{{7*7}}',
    '1e309',
    '-1',
  );
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    hostile,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );

  /** Who may call a route, so the fuzzed input reaches its contract. */
  function allowed(route: DeclaredRoute): CallerKind {
    if (route.access === 'public') return 'anonymous';
    if (route.access === 'api-key') return 'apiKey';
    if (route.access === 'signed-in') return 'founderA';
    const roles = route.access as readonly string[];
    return (KINDS.find((k) => k !== 'anonymous' && roles.some((r) => ROLES[k].includes(r))) ??
      'admin') as CallerKind;
  }

  /** Keys the contract knows (for an object schema), so fuzzed bodies reach past the first missing field. */
  function keysOf(schema: unknown): string[] {
    const shape = (schema as { shape?: Record<string, unknown>; def?: { shape?: Record<string, unknown> } })
      ?.shape;
    return shape ? Object.keys(shape) : [];
  }

  it('never answers 5xx or leaks a stack, whatever the body or query', async () => {
    const problems: string[] = [];
    const targets = app.routes.filter((r) => r.schemas?.body || r.schemas?.query);
    expect(targets.length).toBeGreaterThan(25);
    for (const route of targets) {
      const kind = allowed(route);
      const keys = [...keysOf(route.schemas?.body), ...keysOf(route.schemas?.query), 'extra'];
      const input = fc.oneof(value, fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }));
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          let path = concrete(route);
          let body: unknown;
          if (route.method === 'GET' || route.method === 'DELETE') {
            const params = new URLSearchParams();
            if (generated && typeof generated === 'object' && !Array.isArray(generated))
              for (const [k, v] of Object.entries(generated))
                params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
            path += `?${params}`;
          } else body = generated;
          // Work-starting routes get only bodies their contract refuses (an array is never an object).
          if (STARTS_WORK.test(route.path) && body !== undefined) body = [body];
          const res = await callAs(kind, route.method, path, body);
          const text = JSON.stringify(res.body ?? '');
          if (res.status >= 500 || /\bat .*\.(ts|js):\d+/.test(text) || text.includes('"stack"'))
            problems.push(
              `${route.method} ${route.path} ${JSON.stringify(generated).slice(0, 120)} → ${res.status}`,
            );
        }),
        { numRuns: 12, seed: 20261124 },
      );
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

describe('injection, forgery and size', () => {
  it('treats SQL as text: searches and stored ideas stay intact', async () => {
    const search = await founderA.client.get(`/api/investors?q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(search.status).toBe(200);
    const all = await founderA.client.get('/api/investors');
    expect(search.body.total).toBeLessThan(all.body.total);
    const title = "Robert'); DROP TABLE ideas; --";
    const idea = await founderA.client.post('/api/ideas', { title, description: 'Little Bobby Tables' });
    expect(idea.status).toBe(201);
    expect((await founderA.client.get(`/api/ideas/${idea.body.id}`)).body.title).toBe(title);
    expect((await founderA.client.get('/api/ideas')).body.ideas.length).toBeGreaterThan(1);
  });

  it('refuses a change made with a session cookie from a foreign page, or from no page', async () => {
    const cookie = [...(founderA.client as any).cookies]
      .map(([k, v]: [string, string]) => `${k}=${v}`)
      .join('; ');
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/ideas`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'Forged', description: 'From elsewhere' }),
      });
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toMatch(/^Cross-site request refused/);
    expect((await post({})).status).toBe(403);
    expect((await post({ referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await post({ referer: `${app.url}/dashboard` })).status).toBe(201);
    const ideas = (await founderA.client.get('/api/ideas')).body.ideas.map((i: { title: string }) => i.title);
    expect(ideas.filter((t: string) => t === 'Forged')).toHaveLength(1);
    // Reading is not a change: a foreign page may not read the answer anyway (no CORS), and GET is allowed.
    expect(
      (await fetch(`${app.url}/api/ideas`, { headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });

  it('limits each route body: 100 KB by default, more only where a route needs it', async () => {
    expect(DEFAULT_BODY_LIMIT).toBe('100kb');
    const big = await founderA.client.post('/api/ideas', { title: 'Big', description: 'x'.repeat(150_000) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'payload_too_large', message: 'Request body is too large' });
    // 1,500 investors with long firm names: about 400 KB, which the import route takes (up to 2 MB of CSV).
    const csv = `name,firm,stage\n${Array.from({ length: 1500 }, (_, i) => `Angel ${i},${'Fund '.repeat(38)}${i},Meeting`).join('\n')}\n`;
    expect(csv.length).toBeGreaterThan(300_000);
    const ok = await founderA.client.post(`/api/ideas/${founderA.ideaId}/pipeline/import`, { csv });
    expect(ok.status).toBe(200);
    expect(ok.body.added).toBe(1500);
    const huge = await founderA.client.post(`/api/ideas/${founderA.ideaId}/pipeline/import`, {
      csv: 'x'.repeat(3_500_000),
    });
    expect(huge.status).toBe(413);
  }, 60_000);
});

describe('hardening', () => {
  it('sends security headers on pages and API answers', async () => {
    for (const path of ['/api/health', '/api/investors/meta']) {
      const res = await fetch(app.url + path);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: founderB.email, password: 'secret123' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('limits sign-in attempts per client address', async () => {
    const email = uniqueEmail('guess');
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_MINUTE + 2; i++) {
      const res = await new Client(app.url).signIn(email, `wrong-${i}`);
      statuses.push(res.status);
    }
    // Wrong passwords are 401 until the address has used its attempts; from then on every try is 429.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(SIGN_IN_PER_MINUTE);
    expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  });

  it('writes what admins change to the audit log, without secrets, and only admins read it', async () => {
    const res = await admin.client.post('/api/functions/generate-embeddings', {
      type: 'profile',
      id: founderA.id,
    });
    expect(res.status).toBe(200);
    const refused = await admin.client.post('/api/functions/scrape-portfolio', {
      investor_id: 'no-such-investor',
    });
    expect(refused.status).toBe(404);
    const log = await admin.client.get('/api/admin/audit-log?limit=10');
    expect(log.status).toBe(200);
    const actions = log.body.entries.map(
      (e: { action: string; status: number }) => `${e.action} ${e.status}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'POST /functions/generate-embeddings 200',
        'POST /functions/scrape-portfolio 404',
      ]),
    );
    expect(log.body.entries[0]).toMatchObject({ actor_email: admin.email });
    expect((await founderA.client.get('/api/admin/audit-log')).status).toBe(403);
  });
});
