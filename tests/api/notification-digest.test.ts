import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger';
import { createSmtpMailer } from '../../src/notifications/mailer';
import { sendDueDigests } from '../../src/notifications/send-digests';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// E-mail digests (issue 21) against a real SMTP server this test starts (smtp-server), sent with nodemailer.
// `app` runs without SMTP_URL, as an install that has none: it sends nothing, says so, and its digests are sent
// here by calling the digest step with a mailer and a clock. `mailing` runs with SMTP_URL and checks every second,
// and must send a due digest by itself.

type User = Awaited<ReturnType<typeof onboardedUser>>;
const received: ParsedMail[] = [];
let reject = false;
let smtp: SMTPServer;
let smtpUrl: string;
let app: TestApp;
let mailing: TestApp;
const logger = createLogger('silent', false);
const HOUR = 3_600_000;

async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (reject) return callback(new Error('Mailbox unavailable'));
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}

async function mailFor(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An investor says Interested in the founder's idea: one notification for the founder. */
async function interest(founder: User, investor: User) {
  const res = await investor.client.request('PUT', `/api/deal-flow/${founder.ideaId}/interest`, {});
  expect(res.status).toBe(200);
}

/** The founder's settings row as if made a day and more ago, so a daily digest is due. */
async function ageSettings(on: TestApp, userId: string, hours: number) {
  await on.db
    .updateTable('notification_settings')
    .set({ created_at: new Date(Date.now() - hours * HOUR) } as never)
    .where('user_id', '=', userId)
    .execute();
}

beforeAll(async () => {
  await startSmtp();
  [app, mailing] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { SMTP_URL: smtpUrl, NOTIFICATION_CHECK_SECONDS: '1' } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([app?.close(), mailing?.close()]);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('without SMTP_URL', () => {
  it('sends nothing, and the settings say so', async () => {
    const founder = await onboardedUser(app.url, 'founder', 'Nora Nomail');
    const res = await founder.client.get('/api/notification-settings');
    expect(res.body).toEqual({ digest: 'daily', email_enabled: false, email: founder.email });
  });
});

describe('a digest', () => {
  const mailer = () => createSmtpMailer(smtpUrl, 'Roundwise <notifications@roundwise.test>');

  it('goes out once a period is over, lists what is unread with links, and carries a one-click unsubscribe', async () => {
    const [founder, investor] = await Promise.all([
      onboardedUser(app.url, 'founder', 'Dana Digest'),
      onboardedUser(app.url, 'investor', 'Ivo <b>Bold</b>'),
    ]);
    await interest(founder, investor);
    const now = new Date();
    const deps = { db: app.db, mailer: mailer(), baseUrl: app.url, logger };
    // The settings were made with the first notification: a day has not passed.
    expect(await sendDueDigests({ ...deps, now })).toBe(0);
    const later = new Date(now.getTime() + 25 * HOUR);
    expect(await sendDueDigests({ ...deps, now: later })).toBe(1);
    expect(await sendDueDigests({ ...deps, now: later })).toBe(0);
    const mail = await mailFor(founder.email);
    expect(mail.subject).toBe('Roundwise: 1 new update for you');
    expect(mail.from?.value).toEqual([{ name: 'Roundwise', address: 'notifications@roundwise.test' }]);
    expect(mail.text).toContain('Ivo <b>Bold</b> is interested in Freight copilot');
    expect(mail.text).toContain(`${app.url}/idea/${founder.ideaId}#interest`);
    // Other people's words are text in the HTML part.
    expect(mail.html).toContain('Ivo &lt;b&gt;Bold&lt;/b&gt; is interested');
    expect(mail.html).not.toContain('<b>Bold</b>');
    const token = /unsubscribe\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    expect(mail.text).toContain(`${app.url}/settings/notifications`);
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <${app.url}/api/notifications/unsubscribe?token=${token}>`,
    );
    // What was e-mailed is not e-mailed again.
    expect(await sendDueDigests({ ...deps, now: new Date(now.getTime() + 50 * HOUR) })).toBe(0);

    // The mail client's one-click POST (RFC 8058) carries no session: the token alone stops the digests.
    const res = await fetch(`${app.url}/api/notifications/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await res.json()).toEqual({ email: founder.email, digest: 'off' });
    expect((await founder.client.get('/api/notification-settings')).body.digest).toBe('off');
    const another = await onboardedUser(app.url, 'investor', 'Iris Other');
    await interest(founder, another);
    expect(await sendDueDigests({ ...deps, now: new Date(now.getTime() + 100 * HOUR) })).toBe(0);
    const bad = await new Client(app.url).post('/api/notifications/unsubscribe', { token: 'x'.repeat(32) });
    expect(bad.status).toBe(404);
    const missing = await new Client(app.url).post('/api/notifications/unsubscribe', {});
    expect(missing.body.error.field).toBe('token');
  });

  it('follows each user’s frequency, and leaves out what they read', async () => {
    const [founder, investor, second] = await Promise.all([
      onboardedUser(app.url, 'founder', 'Wes Weekly'),
      onboardedUser(app.url, 'investor', 'Ina Investor'),
      onboardedUser(app.url, 'investor', 'Otto Second'),
    ]);
    const weekly = await founder.client.request('PUT', '/api/notification-settings', { digest: 'weekly' });
    expect(weekly.body).toMatchObject({ digest: 'weekly', email_enabled: false });
    const invalid = await founder.client.request('PUT', '/api/notification-settings', { digest: 'hourly' });
    expect(invalid.body.error).toMatchObject({
      field: 'digest',
      message: 'Digest must be off, daily or weekly',
    });
    await interest(founder, investor);
    await interest(founder, second);
    const { notifications } = (await founder.client.get('/api/notifications')).body;
    await founder.client.post(`/api/notifications/${notifications[0].id}/read`);
    const deps = { db: app.db, mailer: mailer(), baseUrl: app.url, logger };
    const now = Date.now();
    expect(await sendDueDigests({ ...deps, now: new Date(now + 25 * HOUR) })).toBe(0);
    expect(await sendDueDigests({ ...deps, now: new Date(now + 8 * 24 * HOUR) })).toBe(1);
    const mail = await mailFor(founder.email);
    expect(mail.subject).toBe('Roundwise: 1 new update for you');
    expect(mail.text).toContain('Ina Investor is interested');
    expect(mail.text).not.toContain('Otto Second');
  });

  it('that the SMTP server refuses is kept, and goes out at a later check', async () => {
    const [founder, investor] = await Promise.all([
      onboardedUser(app.url, 'founder', 'Rae Retry'),
      onboardedUser(app.url, 'investor', 'Ian Investor'),
    ]);
    await interest(founder, investor);
    const deps = {
      db: app.db,
      mailer: mailer(),
      baseUrl: app.url,
      logger,
      now: new Date(Date.now() + 25 * HOUR),
    };
    reject = true;
    try {
      expect(await sendDueDigests(deps)).toBe(0);
    } finally {
      reject = false;
    }
    const row = await app.db
      .selectFrom('notifications')
      .select(['emailed_at'])
      .where('user_id', '=', founder.id)
      .executeTakeFirstOrThrow();
    expect(row.emailed_at).toBeNull();
    expect(await sendDueDigests(deps)).toBe(1);
    expect((await mailFor(founder.email)).text).toContain('Ian Investor is interested');
  });
});

describe('with SMTP_URL', () => {
  it('the server sends a due digest by itself', async () => {
    const [founder, investor] = await Promise.all([
      onboardedUser(mailing.url, 'founder', 'Sam Server'),
      onboardedUser(mailing.url, 'investor', 'Vera Vc'),
    ]);
    expect((await founder.client.get('/api/notification-settings')).body.email_enabled).toBe(true);
    await interest(founder, investor);
    await ageSettings(mailing, founder.id, 25);
    const mail = await mailFor(founder.email);
    expect(mail.subject).toBe('Roundwise: 1 new update for you');
    expect(mail.text).toContain(`${mailing.url}/idea/${founder.ideaId}#interest`);
  });
});
