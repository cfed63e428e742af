import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('schema', () => {
  it('has every table and column better-auth expects, so it never has to migrate by itself', async () => {
    const poolUrl = (await sql<{ current_database: string }>`select current_database()`.execute(app.db))
      .rows[0]!.current_database;
    const pool = new pg.Pool({ connectionString: inject('pg').urlTemplate.replace('{db}', poolUrl), max: 1 });
    try {
      const { toBeCreated, toBeAdded } = await getMigrations({
        database: pool,
        emailAndPassword: { enabled: true },
        // Sign-in attempts are counted in Postgres (src/auth/auth.ts): its rateLimit table too.
        rateLimit: { storage: 'database' },
      });
      expect(toBeCreated.map((t) => t.table)).toEqual([]);
      expect(toBeAdded.map((t) => t.table)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('enforces enums, ranges and foreign keys in the database itself', async () => {
    const investor = { id: 'x', name: 'X', stages: [], focus_areas: [], recent_investments: '[]' };
    await expect(
      app.db
        .insertInto('investors')
        .values({ ...investor, status: 'lukewarm' as 'hot' })
        .execute(),
    ).rejects.toThrow(/check/);
    await expect(
      app.db
        .insertInto('investors')
        .values({ ...investor, status: 'hot', check_size_min: 500, check_size_max: 100 })
        .execute(),
    ).rejects.toThrow(/investors_check_size_range/);
    await expect(
      app.db.insertInto('ideas').values({ user_id: 'nobody', title: 't', description: 'd' }).execute(),
    ).rejects.toThrow(/foreign key/);
    await expect(
      app.db
        .insertInto('waitlist')
        .values({ name: 'n', email: 'e@x.co', tier: 'Starter' as 'Growth' })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('deleting a user removes their profile, ideas and context (cascade)', async () => {
    const founder = await onboardedUser(app.url, 'founder');
    await app.db.deleteFrom('user').where('id', '=', founder.id).execute();
    expect(
      await app.db.selectFrom('profiles').where('id', '=', founder.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await app.db.selectFrom('ideas').where('user_id', '=', founder.id).selectAll().execute(),
    ).toHaveLength(0);
    expect(
      await app.db.selectFrom('user_context').where('user_id', '=', founder.id).selectAll().execute(),
    ).toHaveLength(0);
  });
});

describe('npm run admin (grantStaffRole)', () => {
  it('makes an existing user an admin, which /api/me/role then reports', async () => {
    const user = await onboardedUser(app.url, 'founder');
    expect(await grantStaffRole(app.db, user.email.toUpperCase(), 'admin', 'grant')).toMatch(/is now admin/);
    expect((await user.client.get('/api/me/role')).body).toEqual({ role: 'founder', staffRoles: ['admin'] });
    // Both staff roles, in order whatever order they were granted in.
    await grantStaffRole(app.db, user.email, 'ops', 'grant');
    expect((await user.client.get('/api/me/role')).body).toEqual({
      role: 'founder',
      staffRoles: ['admin', 'ops'],
    });
    await grantStaffRole(app.db, user.email, 'admin', 'revoke');
    await grantStaffRole(app.db, user.email, 'ops', 'revoke');
    expect((await user.client.get('/api/me/role')).body.staffRoles).toEqual([]);
  });

  it('refuses an unknown e-mail', async () => {
    await expect(grantStaffRole(app.db, 'ghost@example.com', 'admin', 'grant')).rejects.toThrow(
      /must sign up first/,
    );
  });
});

describe('ideas API validation', () => {
  it('creates a trimmed idea and refuses bad input naming the field', async () => {
    const { client } = await onboardedUser(app.url, 'founder');
    const ok = await client.post('/api/ideas', { title: '  Robo-advisor  ', description: '  For dentists ' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      title: 'Robo-advisor',
      description: 'For dentists',
      recommendations: null,
      documents: [],
    });
    const cases = [
      [{ title: '', description: 'd' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201), description: 'd' }, 'title', 'Title must be at most 200 characters'],
      [
        { title: 't', description: 'x'.repeat(5001) },
        'description',
        'Description must be at most 5000 characters',
      ],
      [{ title: 't', description: 'd', user_id: 'someone-else' }, '', ''],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/ideas', body);
      expect(res.status).toBe(400);
      if (field) expect(res.body.error).toMatchObject({ field, message });
    }
    const list = await client.get('/api/ideas');
    expect(list.body.ideas.map((i: { title: string }) => i.title)).toEqual([
      'Robo-advisor',
      'Freight copilot',
    ]);
  });

  it('an unknown API path is a JSON 404, not the web app', async () => {
    const res = await new Client(app.url).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
