import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let c: Client;
beforeAll(async () => {
  app = await startTestApp();
  c = new Client(app.url);
});
afterAll(() => app.close());

const count = async () =>
  (
    await app.db
      .selectFrom('waitlist')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('waitlist', () => {
  it('joins a tier, trimmed, without signing in', async () => {
    const res = await c.post('/api/waitlist', {
      name: '  Lin  ',
      email: ' lin@example.com ',
      tier: 'Growth',
    });
    expect(res.status).toBe(201);
    const row = await app.db
      .selectFrom('waitlist')
      .selectAll()
      .where('email', '=', 'lin@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Lin', tier: 'Growth' });
  });

  it('refuses the same address twice, whatever its case (the 23505 path)', async () => {
    const before = await count();
    const res = await c.post('/api/waitlist', { name: 'Lin again', email: 'LIN@example.com', tier: 'Scale' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'already_on_waitlist',
      message: 'This email is already registered.',
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ name: ' ', email: 'a@b.co', tier: 'Growth' }, 'name', 'Name is required'],
    [
      { name: 'x'.repeat(101), email: 'a@b.co', tier: 'Growth' },
      'name',
      'Name must be less than 100 characters',
    ],
    [{ name: 'A', email: 'not-an-email', tier: 'Growth' }, 'email', 'Invalid email address'],
    [
      { name: 'A', email: `${'a'.repeat(250)}@b.com`, tier: 'Growth' },
      'email',
      'Email must be less than 255 characters',
    ],
    [{ name: 'A', email: 'a@b.co', tier: 'Starter' }, 'tier', 'Tier must be Growth or Scale'],
  ])('refuses %j with the spec message', async (body, field, message) => {
    const before = await count();
    const res = await c.post('/api/waitlist', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field, message });
    expect(await count()).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await c.request('POST', '/api/waitlist', '{not json');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Request body is not valid JSON');
  });
});
