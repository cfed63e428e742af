import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { onboardedUser } from '../helpers/client';
import { type RouteCallers, routeCallers } from '../helpers/route-callers';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 32: an unknown query parameter is refused like an unknown body field (a 400 naming it, nothing changed),
// where it used to be dropped: `?limt=5` answered the default 20 rows and a typo'd filter seemed to apply.

let app: TestApp;
let callers: RouteCallers;
type User = Awaited<ReturnType<typeof onboardedUser>>;
const users: Record<string, User> = {};
let apiKey: string;

beforeAll(async () => {
  app = await startTestApp();
  callers = await routeCallers(app, 'Query');
  Object.assign(users, callers.users);
  apiKey = callers.apiKey;
}, 60_000);
afterAll(() => app?.close());

const founder = () => users.founder!.client;
const refusal = (field: string, takes: string) => ({
  error: {
    code: 'bad_request',
    field,
    message: `${field} is not a query parameter of this request (it takes ${takes})`,
  },
});
const v1 = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
  });

describe('unknown query parameters', () => {
  it('are refused on a list with a query contract, whose own parameters still work', async () => {
    const typo = await founder().get('/api/notifications?limt=1');
    expect(typo.status).toBe(400);
    expect(typo.body).toEqual(refusal('limt', 'limit'));
    const known = await founder().get('/api/notifications?limit=1');
    expect(known.status).toBe(200);
    expect(known.body.notifications.length).toBeLessThanOrEqual(1);
    const search = await founder().get('/api/investors?q=fintech&limit=2&sort=name');
    expect(search.status).toBe(200);
    expect(search.body.investors).toHaveLength(2);
    expect((await founder().get('/api/investors?q=fintech&stages=seed')).body.error.field).toBe('stages');
  });

  it('are refused on a list and a read by id that take none, which answer as before without them', async () => {
    const list = await founder().get('/api/ideas?sort=new');
    expect(list.status).toBe(400);
    expect(list.body).toEqual(refusal('sort', 'none'));
    expect((await founder().get('/api/ideas')).status).toBe(200);
    const id = users.founder!.ideaId!;
    const one = await founder().get(`/api/ideas/${id}?include=all`);
    expect(one.status).toBe(400);
    expect(one.body).toEqual(refusal('include', 'none'));
    const plain = await founder().get(`/api/ideas/${id}`);
    expect(plain.status).toBe(200);
    expect(plain.body.id ?? plain.body.idea?.id).toBe(id);
  });

  it('refuse a write whole: nothing is created or changed', async () => {
    const count = async () =>
      (
        await app.db
          .selectFrom('ideas')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const created = await founder().post('/api/ideas?draft=1', {
      title: 'Query string idea',
      description: 'An idea sent with a query parameter no route takes',
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refusal('draft', 'none'));
    expect(await count()).toBe(before);

    const id = users.founder!.ideaId!;
    const titleOf = async () =>
      (await app.db.selectFrom('ideas').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title;
    const title = await titleOf();
    const edited = await founder().patch(`/api/ideas/${id}?notify=0`, { title: 'Changed by a refused call' });
    expect(edited.status).toBe(400);
    expect(edited.body.error.field).toBe('notify');
    expect(await titleOf()).toBe(title);
  });

  it('are refused by the public API alike, in its error shape, and its parameters still work', async () => {
    const typo = await v1('/investors?q=fintech&stages=seed');
    expect(typo.status).toBe(400);
    expect((await typo.json()).error).toMatchObject({ code: 'bad_request', field: 'stages' });
    const known = await v1('/investors?q=fintech&stage=seed&limit=3');
    expect(known.status).toBe(200);
    expect((await known.json()).investors.length).toBeGreaterThan(0);
    const match = await v1('/match?limit=3', {
      method: 'POST',
      body: JSON.stringify({ description: 'AI assistant for freight brokers' }),
    });
    expect(match.status).toBe(400);
    expect(await match.json()).toEqual(refusal('limit', 'none'));
    expect((await v1('/openapi.json?v=2')).status).toBe(400);
  });

  it('leave better-auth’s own routes alone', async () => {
    const session = await founder().get('/api/auth/get-session?disableCookieCache=true');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(users.founder!.email);
  });

  it('are refused by every declared route before its handler runs', async () => {
    const UUID = '00000000-0000-4000-8000-000000000000';
    expect(app.routes.length).toBeGreaterThan(90); // the app's 94 and /api/v1's 5, at the time of writing
    const problems: string[] = [];
    for (const route of app.routes) {
      const { headers } = callers.callerFor(route);
      const path = route.path.replace(/:(\w+)/g, UUID);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const res = await fetch(`${app.url}/api${path}?zz_unknown=1`, {
        method: route.method,
        headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
        body: hasBody ? '{}' : undefined,
        redirect: 'manual',
      });
      const text = await res.text();
      if (res.status !== 400 || !text.includes('"field":"zz_unknown"'))
        problems.push(`${route.method} ${route.path} → ${res.status} ${text.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });
});

/** Headers of a caller the route admits, so that only the query can refuse it. */
