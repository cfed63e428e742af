import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brokenAnswers, createRouteRegistry } from './access';
import type { AppDeps } from './deps';

// A session cookie as better-auth names it; the fake lookups below accept any, and one due for its refresh goes
// to the fake better-auth.
const COOKIE = 'better-auth.session_token=token.signature';
const DUE = 'better-auth.session_token=due.signature';
const lookups = { count: 0, auth: 0 };
const deps = {
  trustedOrigins: [],
  sessions: {
    callerOf: async (cookie: string) => {
      lookups.count += 1;
      if (cookie === DUE) return 'refresh';
      return { id: 'u1', email: 'a@example.com', name: 'A', role: 'founder', staffRoles: [] };
    },
  },
  auth: {
    api: {
      getSession: async () => {
        lookups.auth += 1;
        return { user: { id: 'u2', email: 'b@example.com', name: 'B' } };
      },
    },
  },
  roles: { rolesOf: async () => ({ role: 'founder', staffRoles: [] }) },
} as unknown as AppDeps;

let url = '';
let close = () => {};
beforeAll(async () => {
  const router = express.Router();
  const { defineRoute } = createRouteRegistry(deps, router);
  defineRoute({
    method: 'get',
    path: '/who',
    access: 'public',
    handler: async ({ caller }) => ({ id: caller?.id ?? null }),
  });
  defineRoute({
    method: 'get',
    path: '/same',
    access: 'public',
    sameForEveryone: true,
    handler: async ({ caller }) => ({ id: caller?.id ?? null }),
  });
  const server = express().use(router).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string, cookie = COOKIE) => {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  return res.json() as Promise<{ id: string | null }>;
};

describe('public routes and the session', () => {
  it('looks the session up for a public route whose answer depends on who asks', async () => {
    lookups.count = 0;
    expect(await get('/who')).toEqual({ id: 'u1' });
    expect(lookups.count).toBe(1);
  });

  it('leaves a session due for its daily refresh to better-auth, which moves its expiry on', async () => {
    lookups.count = 0;
    lookups.auth = 0;
    expect(await get('/who', DUE)).toEqual({ id: 'u2' });
    expect([lookups.count, lookups.auth]).toEqual([1, 1]);
    expect(await get('/who')).toEqual({ id: 'u1' });
    expect(lookups.auth).toBe(1);
  });

  it('does not look it up for a route that is the same for everyone, whose handler gets no caller', async () => {
    lookups.count = 0;
    expect(await get('/same')).toEqual({ id: null });
    expect(lookups.count).toBe(0);
  });

  it('refuses to declare a signed-in route the same for everyone', () => {
    const { defineRoute } = createRouteRegistry(deps, express.Router());
    expect(() =>
      defineRoute({
        method: 'get',
        path: '/mine',
        access: 'signed-in',
        sameForEveryone: true,
        handler: async () => ({}),
      }),
    ).toThrow('only a public route can be the same for everyone');
  });
});

describe('declared response schemas', () => {
  it('under the tests, answers a route that breaks its declared answer with a 500, and passes one that keeps it', async () => {
    const before = process.env.CHECK_RESPONSES;
    process.env.CHECK_RESPONSES = '1';
    const router = express.Router();
    const { defineRoute, declared } = createRouteRegistry(deps, router);
    process.env.CHECK_RESPONSES = before;
    const response = z.object({ at: z.iso.datetime(), n: z.number() });
    // A Date is checked as the client reads it: an ISO string once it went through JSON.
    defineRoute({
      method: 'get',
      path: '/kept',
      access: 'public',
      response,
      handler: async () => ({ at: new Date(), n: 1 }),
    });
    // The typecheck refuses this handler against its schema; widened, it shows the run-time check.
    const loose: z.ZodType = response;
    defineRoute({
      method: 'get',
      path: '/broken',
      access: 'public',
      response: loose,
      handler: async () => ({ at: 'yesterday', n: '1' }),
    });
    // A field the schema does not name is refused too (zod alone would drop it quietly).
    defineRoute({
      method: 'get',
      path: '/leaky',
      access: 'public',
      response: z.object({ items: z.array(z.object({ name: z.string() })) }),
      handler: async () => ({ items: [{ name: 'Ada', email: 'ada@example.com' }] }),
    });
    // A route that declares an answer and gives none fails, rather than leaving the request hanging.
    defineRoute({
      method: 'get',
      path: '/silent',
      access: 'public',
      response: loose,
      handler: async () => undefined,
    });
    const errors: string[] = [];
    const app = express()
      .use(router)
      .use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        errors.push(err.message);
        res.status(500).json({ error: err.message });
      });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/kept`)).status).toBe(200);
      expect((await fetch(`${base}/broken`)).status).toBe(500);
      expect((await fetch(`${base}/leaky`)).status).toBe(500);
      expect((await fetch(`${base}/silent`)).status).toBe(500);
      expect(errors).toHaveLength(3);
      expect(errors[0]).toContain('GET /broken answered outside its response schema');
      expect(errors[0]).toContain('n');
      expect(errors[1]).toBe('GET /leaky answered fields its response schema does not name: items[0].email');
      expect(errors[2]).toBe('GET /silent declares an answer and gave none');
      // Kept for the test harness, which fails a suite on any (tests/helpers/test-app.ts).
      expect(brokenAnswers).toEqual(errors.slice(0, 2));
      expect(declared.map((d) => Boolean(d.schemas?.response))).toEqual([true, true, true, true]);
    } finally {
      server.close();
    }
  });
});
