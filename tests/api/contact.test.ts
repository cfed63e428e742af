import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof onboardedUser>>;
let founder: Awaited<ReturnType<typeof onboardedUser>>;

beforeAll(async () => {
  app = await startTestApp();
  [admin, founder] = await Promise.all([
    onboardedUser(app.url, 'investor', 'Ada Admin'),
    onboardedUser(app.url, 'founder', 'Fay Founder'),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
});
afterAll(() => app?.close());

describe('contact form', () => {
  it('stores a message from anyone, trimmed, and admins read it newest first', async () => {
    const visitor = new Client(app.url);
    const sent = await visitor.post('/api/contact', {
      name: '  Grace Hopper ',
      email: 'grace@example.com',
      message: 'Do you cover deep tech?',
    });
    expect(sent.status).toBe(201);
    await visitor.post('/api/contact', { name: 'Alan', email: 'alan@example.com', message: 'Second' });
    const list = await admin.client.get('/api/admin/contact-messages?limit=2');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.messages.map((m: { name: string }) => m.name)).toEqual(['Alan', 'Grace Hopper']);
    expect(list.body.messages[1]).toMatchObject({
      email: 'grace@example.com',
      message: 'Do you cover deep tech?',
    });
  });

  it('refuses bad input naming the field and stores nothing; only admins read', async () => {
    const visitor = new Client(app.url);
    const cases = [
      [{ name: ' ', email: 'a@example.com', message: 'x' }, 'name', 'Name is required'],
      [{ name: 'A', email: 'not-an-email', message: 'x' }, 'email', 'Invalid email address'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message', 'Message is required'],
      [
        { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
        'message',
        'Message must be less than 5000 characters',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await visitor.post('/api/contact', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field, message });
    }
    expect((await admin.client.get('/api/admin/contact-messages')).body.total).toBe(2);
    expect((await founder.client.get('/api/admin/contact-messages')).status).toBe(403);
    expect((await visitor.get('/api/admin/contact-messages')).status).toBe(401);
  });
});
