import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteRegistry } from './access';
import type { AppDeps } from './deps';

// A session cookie as better-auth names it; the fake auth below accepts any.
const COOKIE = 'better-auth.session_token=token.signature';
const lookups = { count: 0 };
const deps = {
  trustedOrigins: [],
  auth: {
    api: {
      getSession: async () => {
        lookups.count += 1;
        return { user: { id: 'u1', email: 'a@example.com', name: 'A' } };
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

const get = async (path: string) => {
  const res = await fetch(`${url}${path}`, { headers: { cookie: COOKIE } });
  return res.json() as Promise<{ id: string | null }>;
};

describe('public routes and the session', () => {
  it('looks the session up for a public route whose answer depends on who asks', async () => {
    lookups.count = 0;
    expect(await get('/who')).toEqual({ id: 'u1' });
    expect(lookups.count).toBe(1);
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
