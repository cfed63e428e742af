import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Advisors' recommendations and interest, the founder's view of it, and investors' deal flow, over HTTP with a
// real Postgres; every rule of access is checked from the side of the caller it keeps out.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;
let other: User;
let advisor: User;
let advisor2: User;
let investor: User;
let seedIdea: string;
let laterIdea: string;
let hiddenIdea: string;

async function onboardAdvisor(name: string, roles: string[], stages: string[]) {
  const client = new Client(app.url);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.com`;
  await client.signUp({ name, email });
  await client.post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/advisor-x',
    userType: 'advisor',
    headline: 'COO, ex-Flexport, scaled freight operations',
    skills: ['Logistics', 'Operations', 'B2B sales'],
  });
  const done = await client.post('/api/onboarding/complete', {
    role: 'advisor',
    advisoryRoles: roles,
    advisoryStages: stages,
    timeCommitment: '5-10_hours_month',
  });
  expect(done.status).toBe(200);
  const me = await client.get('/api/me');
  return { client, email, id: me.body.user.id as string, ideaId: null };
}

beforeAll(async () => {
  app = await startTestApp();
  [founder, other, investor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Fay Founder'),
    onboardedUser(app.url, 'founder', 'Otto Other'),
    onboardedUser(app.url, 'investor', 'Ivy Investor'),
  ]);
  advisor = await onboardAdvisor('Ada Advisor', ['operations', 'sales'], ['seed']);
  advisor2 = await onboardAdvisor('Bo Advisor', ['legal'], ['series-b']);

  // Fay's onboarding idea (freight brokers) at seed, a later-stage one, and one kept out of deal flow.
  seedIdea = founder.ideaId!;
  await app.db
    .updateTable('ideas')
    .set({ stage: 'seed', target_check_size: 1500 })
    .where('id', '=', seedIdea)
    .execute();
  const later = await founder.client.post('/api/ideas', {
    title: 'Clinic scheduling',
    description: 'Scheduling software for physiotherapy clinics, HIPAA compliant.',
  });
  laterIdea = later.body.id;
  await app.db.updateTable('ideas').set({ stage: 'series-b' }).where('id', '=', laterIdea).execute();
  const hidden = await other.client.post('/api/ideas', {
    title: 'Stealth payments',
    description: 'Payments infrastructure for B2B SaaS, not public yet.',
  });
  hiddenIdea = hidden.body.id;
  const off = await other.client.patch(`/api/ideas/${hiddenIdea}`, { show_in_deal_flow: false });
  expect(off.status).toBe(200);
  expect(off.body.show_in_deal_flow).toBe(false);
});
afterAll(() => app.close());

describe('advisor recommendations', () => {
  it('rank ideas by the advisor stages and areas, with the percent and reasons, and no interest yet', async () => {
    const res = await advisor.client.get('/api/advisor/recommendations');
    expect(res.status).toBe(200);
    const recs = res.body.recommendations as any[];
    const seed = recs.find((r) => r.idea_id === seedIdea);
    const later = recs.find((r) => r.idea_id === laterIdea);
    expect(seed).toMatchObject({
      title: 'Freight copilot',
      stage: 'seed',
      interest_status: null,
      profiles: { full_name: 'Fay Founder' },
    });
    expect(seed.reasons).toEqual(expect.arrayContaining(['Seed, a stage you advise']));
    expect(seed.reasons.join(' ')).toMatch(/Needs .*(operations|sales)/);
    // A seed freight idea fits a seed operations advisor better than a series-B clinic tool does.
    expect(seed.similarity).toBeGreaterThan(later.similarity);
    expect(recs.indexOf(seed)).toBeLessThan(recs.indexOf(later));
    for (const r of recs) expect(r.similarity).toBeGreaterThanOrEqual(0);
    for (const r of recs) expect(r.similarity).toBeLessThanOrEqual(1);

    // Another advisor, of legal at series B, sees the order the other way round.
    const theirs = (await advisor2.client.get('/api/advisor/recommendations')).body.recommendations as any[];
    const ids = theirs.map((r) => r.idea_id);
    expect(ids.indexOf(laterIdea)).toBeLessThan(ids.indexOf(seedIdea));
  });

  it('are for advisors only', async () => {
    for (const u of [founder, investor]) {
      expect((await u.client.get('/api/advisor/recommendations')).status).toBe(403);
    }
    expect((await new Client(app.url).get('/api/advisor/recommendations')).status).toBe(401);
  });
});

describe('advisor interest', () => {
  it('is recorded once, for the advisor calling, and the founder sees it and marks it contacted', async () => {
    // The advisor is always the caller: naming another is refused as an unknown field (issue 32), not ignored.
    const forged = await advisor.client.post('/api/advisor/interests', {
      idea_id: seedIdea,
      interest_level: 'very_interested',
      advisor_id: advisor2.id,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.field).toBe('advisor_id');
    const rec = await advisor.client.post('/api/advisor/interests', {
      idea_id: seedIdea,
      interest_level: 'very_interested',
    });
    expect(rec.status).toBe(201);
    expect(rec.body).toMatchObject({
      idea_id: seedIdea,
      advisor_id: advisor.id,
      interest_level: 'very_interested',
    });
    const again = await advisor.client.post('/api/advisor/interests', {
      idea_id: seedIdea,
      interest_level: 'interested',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already recorded your interest in this startup');

    const mine = (await advisor.client.get('/api/advisor/recommendations')).body.recommendations as any[];
    expect(mine.find((r) => r.idea_id === seedIdea).interest_status).toBe('very_interested');
    const theirs = (await advisor2.client.get('/api/advisor/recommendations')).body.recommendations as any[];
    expect(theirs.find((r) => r.idea_id === seedIdea).interest_status).toBeNull();

    const list = await founder.client.get(`/api/ideas/${seedIdea}/advisor-interests`);
    expect(list.status).toBe(200);
    expect(list.body.interests).toHaveLength(1);
    expect(list.body.interests[0]).toMatchObject({
      advisor_id: advisor.id,
      interest_level: 'very_interested',
      advisor: {
        full_name: 'Ada Advisor',
        advisory_roles: ['operations', 'sales'],
        headline: expect.any(String),
      },
    });

    const contacted = await founder.client.post(
      `/api/ideas/${seedIdea}/advisor-interests/${advisor.id}/contacted`,
    );
    expect(contacted.status).toBe(200);
    expect(contacted.body.interest_level).toBe('contacted');
    const after = (await advisor.client.get('/api/advisor/recommendations')).body.recommendations as any[];
    expect(after.find((r) => r.idea_id === seedIdea).interest_status).toBe('contacted');
  });

  it('refuses bad input and everyone but the idea founder for the list and contacted', async () => {
    const bad = await advisor.client.post('/api/advisor/interests', {
      idea_id: seedIdea,
      interest_level: 'contacted',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('interest_level');
    const missing = await advisor.client.post('/api/advisor/interests', {
      idea_id: '00000000-0000-4000-8000-000000000000',
      interest_level: 'interested',
    });
    expect(missing.status).toBe(404);
    expect(
      (
        await founder.client.post('/api/advisor/interests', {
          idea_id: laterIdea,
          interest_level: 'interested',
        })
      ).status,
    ).toBe(403);

    for (const u of [other, advisor, investor]) {
      expect((await u.client.get(`/api/ideas/${seedIdea}/advisor-interests`)).status).toBe(403);
      expect(
        (await u.client.post(`/api/ideas/${seedIdea}/advisor-interests/${advisor.id}/contacted`)).status,
      ).toBe(403);
    }
    const none = await founder.client.post(
      `/api/ideas/${seedIdea}/advisor-interests/${advisor2.id}/contacted`,
    );
    expect(none.status).toBe(404);
  });
});

describe('investor deal flow', () => {
  it('lists visible ideas with the founder, newest first, never a hidden one', async () => {
    const res = await investor.client.get('/api/deal-flow');
    expect(res.status).toBe(200);
    const ids = res.body.ideas.map((i: { id: string }) => i.id);
    expect(ids).toContain(seedIdea);
    expect(ids).not.toContain(hiddenIdea);
    const item = res.body.ideas.find((i: { id: string }) => i.id === seedIdea);
    // The founder's name and LinkedIn, never their e-mail address (an idea's public view, issue 19).
    expect(item.profiles).toEqual({
      full_name: 'Fay Founder',
      company_name: null,
      linkedin_url: 'https://www.linkedin.com/in/test-user',
    });
    expect(JSON.stringify(res.body)).not.toContain(founder.email);
    expect(item).not.toHaveProperty('recommendations');
    const dates = res.body.ideas.map((i: { created_at: string }) => i.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.ideas.length).toBeLessThanOrEqual(20);
  });

  it('orders by the investor thesis when asked, with the reasons', async () => {
    // Ivy invests at seed in B2B SaaS, $100K-$500K checks.
    const res = await investor.client.get('/api/deal-flow?order=thesis');
    expect(res.body.order).toBe('thesis');
    const ideas = res.body.ideas as any[];
    const scores = ideas.map((i) => i.fit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const seed = ideas.find((i) => i.id === seedIdea);
    expect(seed.fit.reasons).toEqual(
      expect.arrayContaining([
        'Invests at seed',
        'Writes $100K–$500K cheques: can lead or join a $1.5M round',
      ]),
    );
    expect(ideas.map((i) => i.id)).not.toContain(hiddenIdea);
    expect((await investor.client.get('/api/deal-flow?order=best')).body.error.field).toBe('order');
  });

  it('lets investors and advisors read an idea but never change it; a hidden idea stays hidden from investors and advisors', async () => {
    for (const u of [investor, advisor]) {
      const read = await u.client.get(`/api/ideas/${seedIdea}`);
      expect(read.status).toBe(200);
      expect(read.body.title).toBe('Freight copilot');
      expect((await u.client.patch(`/api/ideas/${seedIdea}`, { title: 'Mine now' })).status).toBe(403);
      expect((await u.client.post(`/api/ideas/${seedIdea}/analyze`)).status).toBe(403);
    }
    expect((await investor.client.get(`/api/ideas/${hiddenIdea}`)).status).toBe(404);
    // Advisors too (issue 32): neither by id nor among their recommendations.
    expect((await advisor.client.get(`/api/ideas/${hiddenIdea}`)).status).toBe(404);
    const recs = (await advisor.client.get('/api/advisor/recommendations')).body.recommendations as {
      idea_id: string;
    }[];
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.map((r) => r.idea_id)).not.toContain(hiddenIdea);
    // The founder's switch is theirs alone, and the idea is unchanged.
    expect((await founder.client.patch(`/api/ideas/${hiddenIdea}`, { show_in_deal_flow: true })).status).toBe(
      403,
    );
    expect((await other.client.get(`/api/ideas/${hiddenIdea}`)).body.show_in_deal_flow).toBe(false);
    expect((await founder.client.get(`/api/ideas/${seedIdea}`)).body.title).toBe('Freight copilot');
  });

  it('is for investors only', async () => {
    for (const u of [founder, advisor]) expect((await u.client.get('/api/deal-flow')).status).toBe(403);
  });
});
