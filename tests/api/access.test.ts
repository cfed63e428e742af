import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let founderA: Awaited<ReturnType<typeof onboardedUser>>;
let founderB: Awaited<ReturnType<typeof onboardedUser>>;
let advisor: Awaited<ReturnType<typeof onboardedUser>>;
let investor: Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(async () => {
  app = await startTestApp();
  [founderA, founderB, advisor, investor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Founder A'),
    onboardedUser(app.url, 'founder', 'Founder B'),
    onboardedUser(app.url, 'advisor', 'Advisor'),
    onboardedUser(app.url, 'investor', 'Investor'),
  ]);
});
afterAll(() => app.close());

const SAMPLE_PARAM = '00000000-0000-4000-8000-000000000000';

describe('every /api route declares who may call it', () => {
  it('declares routes, each with an access rule', () => {
    expect(app.routes.length).toBeGreaterThan(8);
    for (const r of app.routes)
      expect(
        r.access === 'public' ||
          r.access === 'signed-in' ||
          r.access === 'api-key' ||
          Array.isArray(r.access),
      ).toBe(true);
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const anonymous = new Client(app.url);
    const guarded = app.routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const res = await anonymous.request(
        r.method,
        `/api${r.path.replace(/:\w+/g, SAMPLE_PARAM)}`,
        r.method === 'GET' ? undefined : {},
      );
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
      });
      expect(res.body.error.code).toBe('unauthenticated');
    }
  });

  it('answers 403 to a signed-in caller without the role, on every role-restricted route', async () => {
    const restricted = app.routes.filter((r) => Array.isArray(r.access));
    expect(restricted.length).toBeGreaterThan(2);
    const byRole = { founder: founderA.client, advisor: advisor.client, investor: investor.client };
    for (const r of restricted) {
      const roles = r.access as readonly string[];
      const outsider = Object.entries(byRole).find(([role]) => !roles.includes(role));
      if (!outsider) continue;
      const res = await outsider[1].request(
        r.method,
        `/api${r.path.replace(/:\w+/g, SAMPLE_PARAM)}`,
        r.method === 'GET' ? undefined : {},
      );
      expect({ route: `${r.method} ${r.path}`, as: outsider[0], status: res.status }).toEqual({
        route: `${r.method} ${r.path}`,
        as: outsider[0],
        status: 403,
      });
    }
  });
});

describe('ideas belong to their founder', () => {
  it('a founder reads and changes their own idea', async () => {
    expect((await founderA.client.get(`/api/ideas/${founderA.ideaId}`)).status).toBe(200);
    const res = await founderA.client.patch(`/api/ideas/${founderA.ideaId}`, { title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Renamed');
  });

  it('another founder can neither read nor change it, nor see it in their list', async () => {
    expect((await founderB.client.get(`/api/ideas/${founderA.ideaId}`)).status).toBe(403);
    const patch = await founderB.client.patch(`/api/ideas/${founderA.ideaId}`, { title: 'Hijacked' });
    expect(patch.status).toBe(403);
    const list = await founderB.client.get('/api/ideas');
    expect(list.body.ideas.map((i: { id: string }) => i.id)).not.toContain(founderA.ideaId);
    const row = await app.db
      .selectFrom('ideas')
      .select('title')
      .where('id', '=', founderA.ideaId!)
      .executeTakeFirstOrThrow();
    expect(row.title).not.toBe('Hijacked');
  });

  it('advisors and investors may read an idea but never change it', async () => {
    for (const reader of [advisor, investor]) {
      expect((await reader.client.get(`/api/ideas/${founderA.ideaId}`)).status).toBe(200);
      expect((await reader.client.patch(`/api/ideas/${founderA.ideaId}`, { title: 'Nope' })).status).toBe(
        403,
      );
      expect((await reader.client.post('/api/ideas', { title: 'X', description: 'Y' })).status).toBe(403);
    }
  });

  it('an unknown idea is 404 and a malformed id is 400', async () => {
    expect((await founderA.client.get(`/api/ideas/${SAMPLE_PARAM}`)).status).toBe(404);
    const bad = await founderA.client.get('/api/ideas/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('id');
  });
});

describe('profiles belong to their user', () => {
  it('a user reads and updates their own profile', async () => {
    const res = await founderA.client.patch(`/api/profiles/${founderA.id}`, { full_name: 'Founder Alpha' });
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('Founder Alpha');
  });

  it('another user can neither read nor change it', async () => {
    expect((await founderB.client.get(`/api/profiles/${founderA.id}`)).status).toBe(403);
    expect(
      (await founderB.client.patch(`/api/profiles/${founderA.id}`, { full_name: 'Mallory' })).status,
    ).toBe(403);
    const row = await app.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', founderA.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Founder Alpha');
  });
});

describe('deal flow', () => {
  it('is for investors only and shows the newest ideas with the founder', async () => {
    const res = await investor.client.get('/api/deal-flow');
    expect(res.status).toBe(200);
    const ids = res.body.ideas.map((i: { id: string }) => i.id);
    expect(ids).toContain(founderA.ideaId);
    expect(ids).toContain(founderB.ideaId);
    const mine = res.body.ideas.find((i: { id: string }) => i.id === founderB.ideaId);
    expect(mine.profiles).toMatchObject({ full_name: 'Founder B' });
    expect(mine.profiles).not.toHaveProperty('email');
    expect((await founderA.client.get('/api/deal-flow')).status).toBe(403);
  });
});
