import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindDueFollowUps } from '../../src/notifications/follow-up-reminders';
import { Client, onboardedUser } from '../helpers/client';
import { openEventStream } from '../helpers/sse';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 21, the two-sided loop over HTTP with a real Postgres: investors act on deal flow, founders hear of it live
// (on another server process than the one the investor used) and answer, advisors and founders tell each other.
// Each rule is checked from the side of the caller it keeps out.

type User = Awaited<ReturnType<typeof onboardedUser>>;
let app: TestApp;
/** A second server process on the same database: the founder's browser is connected to it. */
let other: TestApp;
let founder: User;
let investor: User;
let europe: User;
let advisor: User;
let ideaId: string;
let deckId: string;

const NEW_YORK_THESIS = {
  role: 'investor',
  firmName: 'Hudson Seed',
  investmentThesis: 'AI for logistics, New York first',
  checkSizeMin: 100,
  checkSizeMax: 500,
  preferredStages: ['seed'],
  focusAreas: ['ai-ml', 'b2b-saas'],
  cities: ['NYC'],
  roundLeadership: 'both',
};

async function upload(name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const res = await fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
    method: 'POST',
    body: form,
    headers: { origin: app.url, cookie: founder.client.cookieHeader() },
  });
  const body = (await res.json()) as { documents: { id: string; name: string }[] };
  return body.documents.find((d) => d.name === name)!.id;
}

const notificationsOf = async (u: User) => (await u.client.get('/api/notifications')).body;

beforeAll(async () => {
  app = await startTestApp();
  other = await startTestApp({ database: app.database, runAnalyses: false });
  [founder, investor, europe, advisor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Fay Founder'),
    onboardedUser(app.url, 'investor', 'Ivy Investor'),
    onboardedUser(app.url, 'investor', 'Emil Europe'),
    onboardedUser(app.url, 'advisor', 'Ada Advisor'),
  ]);
  ideaId = founder.ideaId!;
  const placed = await founder.client.patch(`/api/ideas/${ideaId}`, {
    title: 'Freight copilot',
    description: 'AI assistant that quotes and books loads for freight brokers',
    round: { city: 'New York', country: 'US', stage: 'seed', amount: { value: 1_500_000, currency: 'USD' } },
  });
  expect(placed.status).toBe(200);
  deckId = await upload('deck.txt', 'Freight copilot deck: traction and team');
}, 60_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
});

describe('thesis and preferences', () => {
  it('investors add geography and round leadership, and change their thesis at any time', async () => {
    const saved = await investor.client.request('PUT', '/api/me/preferences', NEW_YORK_THESIS);
    expect(saved.status).toBe(200);
    expect(saved.body.context).toMatchObject({
      firm_name: 'Hudson Seed',
      cities: ['New York, US'],
      regions: [],
      countries: [],
      round_leadership: 'both',
    });
    const eu = await europe.client.request('PUT', '/api/me/preferences', {
      ...NEW_YORK_THESIS,
      firmName: 'Rhine Capital',
      cities: [],
      regions: ['europe'],
      countries: ['IL'],
      roundLeadership: 'lead',
    });
    expect(eu.body.context).toMatchObject({
      regions: ['europe'],
      countries: ['IL'],
      round_leadership: 'lead',
    });
    expect((await investor.client.get('/api/me')).body.context.cities).toEqual(['New York, US']);
  });

  it('refuses a city it does not know, a country code that is none, and another role’s preferences, changing nothing', async () => {
    const city = await investor.client.request('PUT', '/api/me/preferences', {
      ...NEW_YORK_THESIS,
      cities: ['Atlantis'],
    });
    expect(city.status).toBe(400);
    expect(city.body.error).toMatchObject({ field: 'cities' });
    expect(city.body.error.message).toContain('Atlantis');
    const country = await investor.client.request('PUT', '/api/me/preferences', {
      ...NEW_YORK_THESIS,
      countries: ['XX'],
    });
    expect(country.status).toBe(400);
    expect(country.body.error.field).toMatch(/^countries/);
    const role = await investor.client.request('PUT', '/api/me/preferences', {
      role: 'advisor',
      advisoryRoles: ['sales'],
      advisoryStages: ['seed'],
    });
    expect(role.status).toBe(400);
    expect(role.body.error.field).toBe('role');
    expect((await investor.client.get('/api/me')).body.context.cities).toEqual(['New York, US']);
    expect((await founder.client.request('PUT', '/api/me/preferences', NEW_YORK_THESIS)).status).toBe(403);
  });

  it('advisors change their preferences at any time', async () => {
    const res = await advisor.client.request('PUT', '/api/me/preferences', {
      role: 'advisor',
      advisoryRoles: ['operations', 'fundraising'],
      advisoryStages: ['seed', 'series-a'],
      timeCommitment: '5-10_hours_month',
    });
    expect(res.status).toBe(200);
    const me = (await advisor.client.get('/api/me')).body;
    expect(me.profile.advisory_roles).toEqual(['operations', 'fundraising']);
    expect(me.context.advisory_stages).toEqual(['seed', 'series-a']);
  });
});

describe('deal flow', () => {
  it("fits each idea to the investor's place and cheque, saying why", async () => {
    const ny = (await investor.client.get('/api/deal-flow?order=thesis')).body.ideas;
    const mine = ny.find((i: { id: string }) => i.id === ideaId);
    expect(mine.fit.reasons).toEqual(
      expect.arrayContaining([
        'Invests in New York, United States',
        'Writes $100K–$500K cheques: can lead or join a $1.5M round',
      ]),
    );
    expect(mine.mine).toMatchObject({ decision: null, saved: false, private_note: null, deck_request: null });
    // The startup's own page gives the investor the same fit.
    expect((await investor.client.get(`/api/deal-flow/${ideaId}`)).body.fit).toEqual(mine.fit);
    const eu = (await europe.client.get('/api/deal-flow?order=thesis')).body.ideas;
    const theirs = eu.find((i: { id: string }) => i.id === ideaId);
    expect(theirs.fit.concerns).toEqual(['In New York, United States, outside the investor’s geography']);
    expect(theirs.fit.score).toBeLessThan(mine.fit.score);
    expect((await investor.client.get('/api/deal-flow?list=archived')).body.error.field).toBe('list');
  });

  it('gives the raise as the founder wrote it, in their currency, beside the dollars', async () => {
    const row = await app.db
      .selectFrom('ideas')
      .select('round')
      .where('id', '=', ideaId)
      .executeTakeFirstOrThrow();
    const amount = {
      value: 2_000_000,
      currency: 'CAD',
      usd_k: 1460,
      text: null,
      rate: 0.73,
      rate_date: '2025-06',
    };
    await app.db
      .updateTable('ideas')
      .set({ round: JSON.stringify({ ...row.round!, amount }) })
      .where('id', '=', ideaId)
      .execute();
    try {
      const listed = (await investor.client.get('/api/deal-flow')).body.ideas.find(
        (i: { id: string }) => i.id === ideaId,
      );
      expect(listed.raise).toEqual({ value: 2_000_000, currency: 'CAD' });
      expect((await investor.client.get(`/api/ideas/${ideaId}`)).body.raise).toEqual({
        value: 2_000_000,
        currency: 'CAD',
      });
    } finally {
      await app.db
        .updateTable('ideas')
        .set({ round: JSON.stringify(row.round) })
        .where('id', '=', ideaId)
        .execute();
    }
  });
});

describe('investors act, founders hear of it', () => {
  it('Interested with a note reaches the founder live on another server process, with profile, thesis and fit', async () => {
    const stream = await openEventStream(
      `${other.url}/api/notifications/stream`,
      founder.client.cookieHeader(),
    );
    expect(stream.status).toBe(200);
    const first = await stream.next((e) => e.event === 'unread');
    const res = await investor.client.request('PUT', `/api/deal-flow/${ideaId}/interest`, {
      note: 'Love the broker wedge; can we talk this week?',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      decision: 'interested',
      note: 'Love the broker wedge; can we talk this week?',
    });
    const live = await stream.next((e) => e.event === 'notification');
    stream.close();
    expect(live.data.notification).toMatchObject({
      kind: 'investor_interested',
      title: 'Ivy Investor (Hudson Seed) is interested in Freight copilot',
      link: `/idea/${ideaId}#interest`,
      read_at: null,
    });
    expect(live.data.unread).toBe(first.data.unread + 1);

    const activity = (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body;
    const ivy = activity.investors.find((i: { investor_id: string }) => i.investor_id === investor.id);
    expect(ivy).toMatchObject({
      decision: 'interested',
      note: 'Love the broker wedge; can we talk this week?',
      pass_reason: null,
      pipeline_entry_id: null,
      investor: {
        full_name: 'Ivy Investor',
        firm_name: 'Hudson Seed',
        email: investor.email,
        thesis: { investment_thesis: 'AI for logistics, New York first', cities: ['New York, US'] },
      },
    });
    expect(ivy.fit.reasons).toContain('Invests in New York, United States');
  });

  it('a pass leaves the main list for the passed tab; the founder sees "passed", and the reason only when allowed', async () => {
    const bad = await europe.client.request('PUT', `/api/deal-flow/${ideaId}/pass`, { reason: 'other' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('details');
    const pass = await europe.client.request('PUT', `/api/deal-flow/${ideaId}/pass`, {
      reason: 'stage',
      details: 'SECRET-PASS-DETAIL',
    });
    expect(pass.body).toMatchObject({ decision: 'passed', pass_reason: 'stage', share_reason: false });
    const main = (await europe.client.get('/api/deal-flow')).body.ideas.map((i: { id: string }) => i.id);
    expect(main).not.toContain(ideaId);
    const passed = (await europe.client.get('/api/deal-flow?list=passed')).body.ideas;
    expect(passed.map((i: { id: string }) => i.id)).toEqual([ideaId]);
    const founderSees = async () => ({
      activity: (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body,
      notifications: await notificationsOf(founder),
    });
    let seen = await founderSees();
    expect(JSON.stringify(seen)).not.toContain('SECRET-PASS-DETAIL');
    const emil = seen.activity.investors.find((i: { investor_id: string }) => i.investor_id === europe.id);
    expect(emil).toMatchObject({
      decision: 'passed',
      pass_reason: null,
      note: null,
      fit: null,
      // Who passed, never how to reach them (the pass dialog says name and firm).
      investor: {
        full_name: 'Emil Europe',
        firm_name: 'Rhine Capital',
        linkedin_url: null,
        email: null,
        thesis: null,
      },
    });
    expect(seen.notifications.notifications[0]).toMatchObject({
      kind: 'investor_passed',
      title: 'Emil Europe (Rhine Capital) passed on Freight copilot',
      body: null,
    });
    await europe.client.request('PUT', `/api/deal-flow/${ideaId}/pass`, {
      reason: 'stage',
      details: 'We do Series A and later',
      share_reason: true,
    });
    seen = await founderSees();
    expect(seen.activity.investors.find((i: any) => i.investor_id === europe.id).pass_reason).toBe(
      'Not our stage: We do Series A and later',
    );
    // Changing the reason is not news: one notification for the pass.
    expect(seen.notifications.notifications.filter((n: any) => n.kind === 'investor_passed')).toHaveLength(1);
    const back = await europe.client.request('DELETE', `/api/deal-flow/${ideaId}/decision`);
    expect(back.body.decision).toBeNull();
    expect((await europe.client.get('/api/deal-flow')).body.ideas.map((i: any) => i.id)).toContain(ideaId);
    await europe.client.request('PUT', `/api/deal-flow/${ideaId}/pass`, { reason: 'timing' });
  });

  it("saved ideas and private notes are the investor's alone", async () => {
    await investor.client.request('PUT', `/api/deal-flow/${ideaId}/saved`, { saved: true });
    const noted = await investor.client.request('PUT', `/api/deal-flow/${ideaId}/note`, {
      note: 'PRIVATE-NOTE: check churn',
    });
    expect(noted.body).toMatchObject({ saved: true, private_note: 'PRIVATE-NOTE: check churn' });
    const saved = (await investor.client.get('/api/deal-flow?list=saved')).body.ideas;
    expect(saved.map((i: { id: string }) => i.id)).toEqual([ideaId]);
    expect((await europe.client.get('/api/deal-flow?list=saved')).body.ideas).toEqual([]);
    const theirs = (await europe.client.get(`/api/deal-flow/${ideaId}`)).body;
    expect(theirs).toMatchObject({ saved: false, private_note: null });
    const founderText = JSON.stringify([
      (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body,
      await notificationsOf(founder),
      (await founder.client.get(`/api/ideas/${ideaId}`)).body,
    ]);
    expect(founderText).not.toContain('PRIVATE-NOTE');
    expect((await founder.client.get(`/api/deal-flow/${ideaId}`)).status).toBe(403);
    const tooLong = await investor.client.request('PUT', `/api/deal-flow/${ideaId}/note`, {
      note: 'x'.repeat(5001),
    });
    expect(tooLong.body.error).toMatchObject({
      field: 'note',
      message: 'Note must be at most 5000 characters',
    });
  });

  it('a deck request is asked once, granted through the shared switch, and the investor gets the document', async () => {
    const asked = await investor.client.post(`/api/deal-flow/${ideaId}/deck-requests`, {
      message: 'Could you share the deck?',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.deck_request).toMatchObject({ status: 'pending', document: null });
    const twice = await investor.client.post(`/api/deal-flow/${ideaId}/deck-requests`, {});
    expect(twice.status).toBe(409);
    const { requests } = (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body;
    expect(requests[0]).toMatchObject({
      status: 'pending',
      message: 'Could you share the deck?',
      requester: { id: investor.id, full_name: 'Ivy Investor', firm_name: 'Hudson Seed' },
    });
    const id = requests[0].id;
    expect((await investor.client.get(`/api/ideas/${ideaId}`)).body.documents).toEqual([]);
    const unknown = await founder.client.post(`/api/ideas/${ideaId}/deck-requests/${id}/grant`, {
      document_id: 'no-such-document',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field).toBe('document_id');
    for (const outsider of [investor, europe, advisor])
      expect(
        (
          await outsider.client.post(`/api/ideas/${ideaId}/deck-requests/${id}/grant`, {
            document_id: deckId,
          })
        ).status,
      ).toBe(403);
    const granted = await founder.client.post(`/api/ideas/${ideaId}/deck-requests/${id}/grant`, {
      document_id: deckId,
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: 'granted', document_id: deckId });
    const founderIdea = (await founder.client.get(`/api/ideas/${ideaId}`)).body;
    expect(founderIdea.documents.find((d: { id: string }) => d.id === deckId).shared).toBe(true);
    const state = (await investor.client.get(`/api/deal-flow/${ideaId}`)).body;
    expect(state.deck_request).toMatchObject({
      status: 'granted',
      document: { id: deckId, name: 'deck.txt' },
    });
    const file = await fetch(`${app.url}${state.deck_request.document.url}`, {
      headers: { cookie: investor.client.cookieHeader() },
    });
    expect(await file.text()).toContain('Freight copilot deck');
    expect((await notificationsOf(investor)).notifications[0]).toMatchObject({
      kind: 'deck_granted',
      title: 'Fay Founder shared deck.txt of Freight copilot',
      link: `/idea/${ideaId}`,
    });
    expect(
      (await founder.client.post(`/api/ideas/${ideaId}/deck-requests/${id}/grant`, { document_id: deckId }))
        .status,
    ).toBe(409);
  });

  it('a deck request can be declined, with a word to the investor', async () => {
    await europe.client.post(`/api/deal-flow/${ideaId}/deck-requests`, {});
    const { requests } = (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body;
    const pending = requests.find((r: any) => r.status === 'pending');
    const declined = await founder.client.post(`/api/ideas/${ideaId}/deck-requests/${pending.id}/decline`, {
      answer: 'After our seed closes',
    });
    expect(declined.body).toMatchObject({ status: 'declined', answer: 'After our seed closes' });
    expect((await europe.client.get(`/api/deal-flow/${ideaId}`)).body.deck_request).toMatchObject({
      status: 'declined',
      answer: 'After our seed closes',
    });
    expect((await notificationsOf(europe)).notifications[0]).toMatchObject({
      kind: 'deck_declined',
      body: '“After our seed closes”',
    });
  });

  it('one click adds an interested investor to the pipeline at Contacted, with the note on the timeline', async () => {
    const path = `/api/ideas/${ideaId}/investor-activity/${investor.id}/pipeline`;
    expect((await investor.client.post(path)).status).toBe(403);
    const byHand = await founder.client.post(`/api/ideas/${ideaId}/pipeline/entries`, { name: 'Jane Angel' });
    expect(byHand.status).toBe(201);
    const added = await founder.client.post(path);
    expect(added.status).toBe(201);
    const pipeline = (await founder.client.get(`/api/ideas/${ideaId}/pipeline`)).body;
    const entry = pipeline.entries.find((e: { id: string }) => e.id === added.body.entry_id);
    expect(entry).toMatchObject({
      name: 'Ivy Investor',
      firm: 'Hudson Seed',
      email: investor.email,
      stage: 'contacted',
      from_interest: true,
    });
    // Cards added any other way do not claim an interest.
    expect(
      pipeline.entries
        .filter((e: { from_interest: boolean }) => e.from_interest)
        .map((e: { id: string }) => e.id),
    ).toEqual([entry.id]);
    const timeline = (
      await founder.client.get(`/api/ideas/${ideaId}/pipeline/entries/${entry.id}/timeline`)
    ).body.events.map((e: { text: string }) => e.text);
    expect(timeline).toEqual([
      'Said Interested on Roundwise: “Love the broker wedge; can we talk this week?”',
      'Added from their interest on Roundwise to Contacted',
    ]);
    expect((await founder.client.post(path)).status).toBe(409);
    const passed = await founder.client.post(`/api/ideas/${ideaId}/investor-activity/${europe.id}/pipeline`);
    expect(passed.status).toBe(404);
    const activity = (await founder.client.get(`/api/ideas/${ideaId}/investor-activity`)).body;
    expect(activity.investors.find((i: any) => i.investor_id === investor.id).pipeline_entry_id).toBe(
      entry.id,
    );
  });
});

describe('advisors and founders tell each other', () => {
  it("an advisor's interest reaches the founder, the founder's contact reaches the advisor", async () => {
    await advisor.client.post('/api/advisor/interests', {
      idea_id: ideaId,
      interest_level: 'very_interested',
    });
    expect((await notificationsOf(founder)).notifications[0]).toMatchObject({
      kind: 'advisor_interested',
      title: 'Ada Advisor, an advisor, is very interested in Freight copilot',
      link: `/idea/${ideaId}#interest`,
    });
    await founder.client.post(`/api/ideas/${ideaId}/advisor-interests/${advisor.id}/contacted`);
    expect((await notificationsOf(advisor)).notifications[0]).toMatchObject({
      kind: 'advisor_contacted',
      title: 'Fay Founder is reaching out about Freight copilot',
      link: `/idea/${ideaId}`,
    });
  });

  it("counts what happened on each of the founder's ideas for the dashboard", async () => {
    const { ideas } = (await founder.client.get('/api/idea-activity')).body;
    expect(ideas.find((i: { idea_id: string }) => i.idea_id === ideaId)).toEqual({
      idea_id: ideaId,
      interested_investors: 1,
      passed_investors: 1,
      interested_advisors: 1,
      pending_requests: 0,
    });
    expect((await investor.client.get('/api/idea-activity')).status).toBe(403);
  });
});

describe('notifications', () => {
  it('are read one by one or all at once, each user their own, and the other tabs hear of it', async () => {
    const before = await notificationsOf(founder);
    expect(before.unread).toBeGreaterThanOrEqual(4);
    const stream = await openEventStream(
      `${app.url}/api/notifications/stream`,
      founder.client.cookieHeader(),
    );
    await stream.next((e) => e.event === 'unread');
    const target = before.notifications[0];
    expect((await investor.client.post(`/api/notifications/${target.id}/read`)).status).toBe(404);
    const one = await founder.client.post(`/api/notifications/${target.id}/read`);
    expect(one.body.unread).toBe(before.unread - 1);
    expect((await stream.next((e) => e.event === 'unread')).data.unread).toBe(before.unread - 1);
    const all = await founder.client.post('/api/notifications/read-all');
    expect(all.body.unread).toBe(0);
    expect((await stream.next((e) => e.event === 'unread')).data.unread).toBe(0);
    stream.close();
    const after = await notificationsOf(founder);
    expect(after.notifications.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    // Nobody else's were touched.
    expect((await notificationsOf(investor)).unread).toBeGreaterThan(0);
    expect((await new Client(app.url).get('/api/notifications')).status).toBe(401);
    expect((await founder.client.get('/api/notifications?limit=500')).body.error.field).toBe('limit');
  });

  it('remind a founder of a follow-up once, when it falls due', async () => {
    const { entries } = (await founder.client.get(`/api/ideas/${ideaId}/pipeline`)).body;
    const ivy = entries.find((e: { name: string }) => e.name === 'Ivy Investor');
    const today = new Date().toISOString().slice(0, 10);
    await founder.client.patch(`/api/ideas/${ideaId}/pipeline/entries/${ivy.id}`, {
      next_follow_up: today,
    });
    expect(await remindDueFollowUps(app.db)).toBe(1);
    expect(await remindDueFollowUps(app.db)).toBe(0);
    expect((await notificationsOf(founder)).notifications[0]).toMatchObject({
      kind: 'follow_up_due',
      title: 'Follow up with Ivy Investor',
      link: `/idea/${ideaId}/pipeline`,
      read_at: null,
    });
  });

  it('tell the founder when an analysis finished, once per run', async () => {
    const { runId } = (await founder.client.post(`/api/ideas/${ideaId}/analyze`)).body;
    for (let i = 0; i < 120; i++) {
      const run = await founder.client.get(`/api/runs/${encodeURIComponent(runId)}`);
      if (run.body.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const finished = (await notificationsOf(founder)).notifications.filter(
      (n: { kind: string }) => n.kind === 'analysis_finished',
    );
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({
      title: 'The analysis of Freight copilot is ready',
      link: `/idea/${ideaId}`,
    });
    expect(finished[0].body).toMatch(/^Found \d+ investors and \d+ design partners\.$/);
  }, 90_000);
});
