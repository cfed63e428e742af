import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConnectionsCsv } from '../fixtures/contacts/connections';
import { onboardedUser } from '../helpers/client';
import { importContacts, importContactsInTwoHalves } from '../helpers/contacts';
import { startTestApp, type TestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof onboardedUser>>;
let app: TestApp;
let founder: User;
let other: User;

const PLANTED = [
  {
    firstName: 'Anna',
    lastName: 'Schmidt',
    company: 'Earlybird Venture Capital',
    position: 'Partner',
    connectedOn: '2021-03-14',
  },
  {
    firstName: 'Max',
    lastName: 'Weber',
    company: 'Parcelpath',
    position: 'Co-founder & CEO',
    connectedOn: '2019-01-02',
  },
];

beforeAll(async () => {
  app = await startTestApp();
  [founder, other] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Nia Network'),
    onboardedUser(app.url, 'founder', 'Other Founder'),
  ]);
}, 60_000);
afterAll(() => app?.close());

const count = async (user: User) => (await user.client.get('/api/contacts?limit=1')).body.total as number;

describe('importing contacts', () => {
  it("imports LinkedIn's Connections.csv as LinkedIn writes it, and a re-import updates rather than adds", async () => {
    const csv = makeConnectionsCsv({ rows: 300, planted: PLANTED });
    const first = await importContacts(app.url, founder.client, csv);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ format: 'linkedin', rows_read: 300, skipped: 0 });
    const total = await count(founder);
    expect(first.body.added).toBe(total);
    expect(total).toBeGreaterThan(290);

    const again = await importContacts(app.url, founder.client, csv);
    expect(again.body).toMatchObject({ added: 0, updated: 0, rows_read: 300 });
    expect(await count(founder)).toBe(total);

    const moved = csv.replace(
      'Earlybird Venture Capital,Partner',
      'Earlybird Venture Capital,General Partner',
    );
    const changed = await importContacts(app.url, founder.client, moved);
    expect(changed.body).toMatchObject({ added: 0, updated: 1 });
    const anna = (await founder.client.get('/api/contacts?q=anna%20schmidt')).body.contacts;
    expect(anna).toHaveLength(1);
    expect(anna[0]).toMatchObject({
      full_name: 'Anna Schmidt',
      company: 'Earlybird Venture Capital',
      position: 'General Partner',
      connected_on: '2021-03-14',
      source: 'linkedin',
    });
  });

  it('imports a Google Contacts export, keyed by e-mail', async () => {
    const google = [
      'First Name,Middle Name,Last Name,Organization Name,Organization Title,E-mail 1 - Label,E-mail 1 - Value',
      'Grace,,Hopper,Nordic Freight Lines,Head of Operations,* Work,grace@nordicfreight.example',
    ].join('\n');
    const res = await importContacts(app.url, founder.client, google, 'contacts.csv');
    expect(res.body).toMatchObject({ format: 'google', added: 1 });
    const again = await importContacts(app.url, founder.client, google, 'contacts.csv');
    expect(again.body).toMatchObject({ added: 0, updated: 0 });
  });

  it('refuses a file of another format with the columns it lacks, and stores nothing', async () => {
    const before = await count(other);
    const res = await importContacts(app.url, other.client, 'Name,Phone\nAda Lovelace,555\n', 'phones.csv');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('file');
    expect(res.body.error.message).toMatch(/lacks the columns/);
    expect(res.body.error.message).toContain('"Organization Name"');
    expect(await count(other)).toBe(before);
    expect((await other.client.get('/api/contacts/imports/latest')).body.import).toBeNull();
  });

  it('takes one file, in the field "file", of at most 20 MB, and stores nothing otherwise', async () => {
    const before = await count(other);
    const csv = makeConnectionsCsv({ rows: 20, planted: PLANTED });
    const send = async (parts: [string, string][]) => {
      const form = new FormData();
      for (const [field, text] of parts) form.append(field, new Blob([text], { type: 'text/csv' }), 'c.csv');
      const res = await fetch(`${app.url}/api/contacts/import`, {
        method: 'POST',
        body: form,
        headers: { origin: app.url, cookie: other.client.cookieHeader() },
      });
      return { status: res.status, error: (await res.json()).error };
    };
    expect(
      await send([
        ['file', csv],
        ['file', csv],
      ]),
    ).toMatchObject({
      status: 400,
      error: { field: 'file', message: 'file: upload one file at a time' },
    });
    expect(await send([['upload', csv]])).toMatchObject({
      status: 400,
      error: { field: 'file', message: 'file: send the contacts file in a field named "file", not "upload"' },
    });
    expect(await send([])).toMatchObject({
      status: 400,
      error: { message: 'file: choose a file to upload' },
    });
    // 21 MB in 20,000 long rows (the row limit, 50,000, is not what refuses it).
    const huge = await send([['file', `${csv}${`${'x'.repeat(1_100)},y,z,a,b,c,d\n`.repeat(20_000)}`]]);
    expect(huge).toMatchObject({ status: 413, error: { field: 'file' } });
    expect(huge.error.message).toContain('at most 20 MB');
    expect(await count(other)).toBe(before);
  });

  it('takes hostile cells as text and never answers 5xx', async () => {
    const hostile = [
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
      `"=cmd|' /C calc'!A0",Zero\u0000Byte,javascript:alert(1),not-an-email,"@SUM(1,2)","<script>x</script>",31 Feb 2020`,
      `"a""quote",${'x'.repeat(5000)},,,,,`,
      'Only,,,,,,',
    ].join('\r\n');
    const res = await importContacts(app.url, other.client, hostile);
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(3);
    const rows = (await other.client.get('/api/contacts')).body.contacts as {
      full_name: string;
      url: string | null;
      company: string | null;
    }[];
    const text = JSON.stringify(rows);
    expect(text).not.toContain('\\u0000');
    expect(text).not.toContain('javascript:');
    expect(rows.every((r) => !/^[=@+]/.test(r.full_name) && !/^[=@+]/.test(r.company ?? ''))).toBe(true);
    const broken = await importContacts(app.url, other.client, `${'\u0000'.repeat(3000)}\u00ff\u00fe`);
    expect(broken.status).toBe(400);
  });

  it('reports its progress while a 30,000-row file is read, then the outcome', async () => {
    const big = makeConnectionsCsv({ rows: 30_000, seed: 7 });
    const seen: { status: string; rows_read: number; bytes_read: number }[] = [];
    const res = await importContactsInTwoHalves(app.url, other.client, big, async () => {
      for (let i = 0; i < 200; i++) {
        const latest = (await other.client.get('/api/contacts/imports/latest')).body.import;
        if (latest?.status === 'running' && latest.rows_read > 0) {
          seen.push(latest);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.rows_read).toBeLessThan(30_000);
    expect(seen[0]!.bytes_read).toBeGreaterThan(0);
    expect(res.body.rows_read).toBe(30_000);
    const latest = (await other.client.get('/api/contacts/imports/latest')).body.import;
    expect(latest).toMatchObject({ status: 'done', rows_read: 30_000 });
    expect(latest.bytes_read).toBe(Buffer.byteLength(big));
    expect(latest.bytes_total).toBeGreaterThan(latest.bytes_read);
  }, 120_000);
});

describe("a founder's contacts are theirs", () => {
  it('are listed and searched for their founder only, and deleted with every trace', async () => {
    const mine = (await founder.client.get('/api/contacts?q=Schmidt')).body.contacts;
    expect(mine.some((c: { full_name: string }) => c.full_name === 'Anna Schmidt')).toBe(true);
    const theirs = (await other.client.get('/api/contacts?q=Anna%20Schmidt')).body;
    expect(JSON.stringify(theirs)).not.toContain('Earlybird');

    const anna = mine.find((c: { full_name: string }) => c.full_name === 'Anna Schmidt');
    expect((await other.client.del(`/api/contacts/${anna.id}`)).status).toBe(404);
    expect((await founder.client.del(`/api/contacts/${anna.id}`)).body).toEqual({ deleted: 1 });
    expect((await founder.client.get('/api/contacts?q=Anna%20Schmidt')).body.total).toBe(0);

    const all = await founder.client.del('/api/contacts');
    expect(all.body.deleted).toBeGreaterThan(200);
    expect(await count(founder)).toBe(0);
    expect((await founder.client.get('/api/contacts/imports/latest')).body.import).toBeNull();
    const left = await app.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', founder.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('answer bad queries with a 400 naming the field', async () => {
    const res = await founder.client.get('/api/contacts?limit=5000');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('limit');
    expect((await founder.client.del('/api/contacts/not-a-uuid')).status).toBe(400);
  });
});
