import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, uniqueEmail } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('accounts', () => {
  it('sign-up creates a session and a founder profile with the full name', async () => {
    const c = new Client(app.url);
    const email = uniqueEmail();
    const res = await c.signUp({ name: 'Grace Hopper', email });
    expect(res.status).toBe(200);
    expect(c.hasSession).toBe(true);
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect(me.body.profile).toMatchObject({
      full_name: 'Grace Hopper',
      user_type: 'founder',
      onboarding_completed: false,
    });
    expect(me.body.role).toBe('founder');
    expect((await c.get('/api/me/role')).body).toEqual({ role: 'founder', staffRoles: [] });
  });

  it('refuses a password shorter than 6 characters and creates no user', async () => {
    const c = new Client(app.url);
    const email = uniqueEmail();
    const res = await c.signUp({ name: 'Short', email, password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/i);
    const found = await app.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(found).toHaveLength(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = uniqueEmail();
    expect((await new Client(app.url).signUp({ name: 'A', email })).status).toBe(200);
    const again = await new Client(app.url).signUp({ name: 'B', email });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const found = await app.db.selectFrom('profiles').select('id').where('email', '=', email).execute();
    expect(found).toHaveLength(1);
  });

  it('signs in with the right password only, and the session persists across requests', async () => {
    const email = uniqueEmail();
    await new Client(app.url).signUp({ name: 'Returning', email });
    const wrong = new Client(app.url);
    expect((await wrong.signIn(email, 'not-the-password')).status).toBe(401);
    expect((await wrong.get('/api/me')).status).toBe(401);

    const c = new Client(app.url);
    expect((await c.signIn(email)).status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(200);
    expect((await c.get('/api/me')).body.user.email).toBe(email);
  });

  it('answers get-session without the session token, which stays in the HttpOnly cookie alone (issue 32)', async () => {
    const c = new Client(app.url);
    await c.signUp({ name: 'Tokenless', email: uniqueEmail() });
    const token = decodeURIComponent(c.cookieHeader().match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
    const res = await c.get('/api/auth/get-session');
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Tokenless');
    expect(res.body.session.expiresAt).toEqual(expect.any(String));
    expect(res.body.session).not.toHaveProperty('token');
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('sign-out ends this session only', async () => {
    const email = uniqueEmail();
    const first = new Client(app.url);
    await first.signUp({ name: 'Two Devices', email });
    const second = new Client(app.url);
    await second.signIn(email);
    expect((await first.post('/api/auth/sign-out')).status).toBe(200);
    expect((await first.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(200);
  });
});
