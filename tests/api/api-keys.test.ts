import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/auth/api-keys';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let alice: Awaited<ReturnType<typeof onboardedUser>>;
let bob: Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Alice'),
    onboardedUser(app.url, 'investor', 'Bob'),
  ]);
});
afterAll(() => app.close());

/**
 * A v1 call with the key. Authentication comes before parameters, so a bad `limit` answers 400 to a valid key
 * and 401 to any other, without touching investor data.
 */
const useKey = (key: string) =>
  fetch(`${app.url}/api/v1/investors?limit=0`, { headers: { authorization: `Bearer ${key}` } });
const ACCEPTED = 400;

describe('API keys', () => {
  it('shows a new key once, and stores only its hash and a display prefix', async () => {
    const res = await alice.client.post('/api/api-keys', { name: '  CRM sync  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { key, ...shown } = res.body;
    expect(key).toMatch(/^rw_live_[A-Za-z0-9_-]{43}$/);
    expect(shown).toEqual({
      id: expect.any(String),
      name: 'CRM sync',
      prefix: key.slice(0, 12),
      plan: 'starter',
      created_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
    });

    const row = await app.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', shown.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    const secret = key.slice(12);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);

    // Listing never shows the key again.
    const list = await alice.client.get('/api/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.keys).toEqual([shown]);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    expect((await useKey(key)).status).toBe(ACCEPTED);
  });

  it('lists only the caller’s own keys, newest first', async () => {
    await bob.client.post('/api/api-keys', { name: 'Bob first' });
    await bob.client.post('/api/api-keys', { name: 'Bob second' });
    const bobs = await bob.client.get('/api/api-keys');
    expect(bobs.body.keys.map((k: { name: string }) => k.name)).toEqual(['Bob second', 'Bob first']);
    const alices = await alice.client.get('/api/api-keys');
    expect(alices.body.keys.map((k: { name: string }) => k.name)).not.toContain('Bob first');
  });

  it('validates the name', async () => {
    const blank = await alice.client.post('/api/api-keys', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ field: 'name', message: 'Name is required' });
    const long = await alice.client.post('/api/api-keys', { name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error.field).toBe('name');
  });

  it('revokes a key for good: it never authenticates again', async () => {
    const { key, id } = (await alice.client.post('/api/api-keys', { name: 'Short-lived' })).body;
    expect((await useKey(key)).status).toBe(ACCEPTED);

    const res = await alice.client.del(`/api/api-keys/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, revoked_at: expect.any(String) });
    expect(res.body).not.toHaveProperty('key');

    const refused = await useKey(key);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('unauthenticated');

    // Revoking again keeps the first time; the key stays listed as revoked.
    const again = await alice.client.del(`/api/api-keys/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.revoked_at).toBe(res.body.revoked_at);
    const listed = (await alice.client.get('/api/api-keys')).body.keys.find(
      (k: { id: string }) => k.id === id,
    );
    expect(listed.revoked_at).toBe(res.body.revoked_at);
    expect((await useKey(key)).status).toBe(401);
  });

  it('another user cannot revoke a key, nor learn that it exists', async () => {
    const { key, id } = (await alice.client.post('/api/api-keys', { name: 'Mine' })).body;
    const res = await bob.client.del(`/api/api-keys/${id}`);
    const missing = await bob.client.del('/api/api-keys/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    const row = await app.db
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
    expect((await useKey(key)).status).toBe(ACCEPTED);
  });

  it('refuses a malformed id with 400', async () => {
    const res = await alice.client.del('/api/api-keys/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('id');
  });

  it('needs a session', async () => {
    const anonymous = new Client(app.url);
    expect((await anonymous.get('/api/api-keys')).status).toBe(401);
    expect((await anonymous.post('/api/api-keys', { name: 'X' })).status).toBe(401);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const { key, id } = (await alice.client.post('/api/api-keys', { name: 'Usage' })).body;
    const lastUsed = async () =>
      (
        await app.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await useKey(key);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await useKey(key);
    expect(await lastUsed()).toEqual(first);

    // Older than a minute: the next request refreshes it.
    const old = new Date(Date.now() - 5 * 60_000);
    await app.db.updateTable('api_keys').set({ last_used_at: old }).where('id', '=', id).execute();
    await useKey(key);
    // Counted in a batch: written with the next flush, within 100 ms.
    await expect.poll(async () => (await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});
