import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionLookup } from '../../src/auth/session-lookup';
import { findRoles } from '../../src/profiles/profile.repository';
import { onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A signed-in request's caller is read in one round trip (src/auth/session-lookup.ts) instead of through
// better-auth's getSession and a roles query. It must answer exactly as they do, and nothing may linger: a signed-out,
// expired or tampered session, or a changed role, counts from the next request.

let app: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(async () => {
  app = await startTestApp();
  founder = await onboardedUser(app.url, 'founder', 'Lookup Founder');
}, 60_000);
afterAll(() => app?.close());

/** As the test app's better-auth is set up (tests/helpers/test-app.ts, src/auth/auth.ts): over http, no prefix. */
const lookup = () =>
  createSessionLookup(app.db, {
    cookieName: 'better-auth.session_token',
    secret: 'test-secret-at-least-32-characters-long!!',
    expiresIn: 30 * 24 * 60 * 60,
    updateAge: 24 * 60 * 60,
  });

const sessionRow = async (userId: string) =>
  (
    await sql<{ token: string; expires_at: Date }>`
      select token, "expiresAt" as expires_at from session where "userId" = ${userId}`.execute(app.db)
  ).rows;

describe('the one-query session lookup', () => {
  it('finds the same caller as better-auth and the roles query: id, email, name, role and staff roles', async () => {
    await sql`insert into user_roles (user_id, role) values (${founder.id}, 'ops')`.execute(app.db);
    const cookie = founder.client.cookieHeader();
    const found = await lookup().callerOf(cookie);
    // better-auth's own answer, from its endpoint.
    const { user } = (await founder.client.get('/api/auth/get-session')).body;
    expect(found).toEqual({
      id: user.id,
      email: user.email,
      name: 'Lookup Founder',
      ...(await findRoles(app.db, founder.id)),
    });
    expect(found).toMatchObject({ role: 'founder', staffRoles: ['ops'] });
    // And over HTTP, the next request sees the new role.
    expect((await founder.client.get('/api/me/role')).body).toEqual({ role: 'founder', staffRoles: ['ops'] });
    await sql`delete from user_roles where user_id = ${founder.id}`.execute(app.db);
    expect((await founder.client.get('/api/me/role')).body).toEqual({ role: 'founder', staffRoles: [] });
  });

  it('refuses a cookie whose signature is not ours, or is missing, and a token with no session', async () => {
    const cookie = founder.client.cookieHeader();
    expect(await lookup().callerOf(cookie)).toMatchObject({ id: founder.id });
    const [name, value] = decodeURIComponent(cookie.split(';')[0]!).split('=') as [string, string];
    const token = value.slice(0, value.lastIndexOf('.'));
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect(await lookup().callerOf(forged)).toBeNull();
    expect(await lookup().callerOf(`${name}=${token}`)).toBeNull();
    expect(
      await lookup().callerOf(
        `${name}=${encodeURIComponent(`nosuchtoken.${value.slice(value.lastIndexOf('.') + 1)}`)}`,
      ),
    ).toBeNull();
    expect(await lookup().callerOf(undefined)).toBeNull();
    const res = await fetch(`${app.url}/api/me`, { headers: { cookie: forged } });
    expect(res.status).toBe(401);
  });

  it('signs out at once: the next request with the old cookie is refused', async () => {
    const user = await onboardedUser(app.url, 'advisor', 'Leaving Advisor');
    const cookie = user.client.cookieHeader();
    expect((await user.client.get('/api/me')).status).toBe(200);
    expect((await user.client.post('/api/auth/sign-out', {})).status).toBe(200);
    const res = await fetch(`${app.url}/api/me`, { headers: { cookie } });
    expect(res.status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await onboardedUser(app.url, 'investor', 'Expired Investor');
    await sql`update session set "expiresAt" = now() - interval '1 minute' where "userId" = ${user.id}`.execute(
      app.db,
    );
    expect((await user.client.get('/api/me')).status).toBe(401);
  });

  it('lets better-auth move on the expiry of a session last refreshed over a day ago', async () => {
    const user = await onboardedUser(app.url, 'founder', 'Returning Founder');
    // Thirty days from the last refresh, which was two days ago.
    await sql`update session set "expiresAt" = now() + interval '28 days' where "userId" = ${user.id}`.execute(
      app.db,
    );
    const before = (await sessionRow(user.id))[0]!.expires_at.getTime();
    expect(await lookup().callerOf(user.client.cookieHeader())).toBe('refresh');
    expect((await user.client.get('/api/me')).status).toBe(200);
    const after = (await sessionRow(user.id))[0]!.expires_at.getTime();
    expect(after - before).toBeGreaterThan(36 * 60 * 60 * 1000);
    // Refreshed, it is read in one query again, and still works.
    expect(await lookup().callerOf(user.client.cookieHeader())).toMatchObject({ id: user.id });
    expect((await user.client.get('/api/me/role')).body).toEqual({ role: 'founder', staffRoles: [] });
  });
});
