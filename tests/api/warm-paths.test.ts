import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { makeConnectionsCsv } from '../fixtures/contacts/connections';
import { analyzeIdea } from '../helpers/analysis';
import { onboardedUser } from '../helpers/client';
import { importContacts } from '../helpers/contacts';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Warm paths (issue 33) through the API: from the founder's own contacts to the investors of their analysis, in
// the idea's network, the pipeline and POST /api/v1/match, for that founder alone.

type User = Awaited<ReturnType<typeof onboardedUser>>;
type Rec = { id: string; name: string; score: number };
let app: TestApp;
let founder: User;
let other: User;
let admin: User;
let ideaId: string;
let before: Rec[];
let firm: Rec;
let backer: Rec;
let portfolioCompany: string;

const IDEA = {
  title: 'Pickwise',
  description:
    'Pickwise builds autonomous picking robots for third-party logistics (3PL) warehouses in Boston. Raising a $2M seed round.',
};

beforeAll(async () => {
  app = await startTestApp();
  [founder, other, admin] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Nia Network'),
    onboardedUser(app.url, 'founder', 'Oscar Other'),
    onboardedUser(app.url, 'founder', 'Ada Admin'),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  ideaId = founder.ideaId!;
  await founder.client.patch(`/api/ideas/${ideaId}`, IDEA);
  await analyzeIdea(founder.client, ideaId);
  before = (await founder.client.get(`/api/ideas/${ideaId}`)).body.recommendations.investors;
  // A partner at one investor of the analysis, and a founder of a company another one backed (its rounds).
  firm = before[4]!;
  for (const inv of before.slice(5)) {
    const portfolio = await app.investors.portfolio(inv.id);
    const company = portfolio?.companies.find((c) => c.rounds.some((r) => r.funded_at));
    if (company) {
      backer = inv;
      portfolioCompany = company.name;
      break;
    }
  }
  const csv = makeConnectionsCsv({
    rows: 400,
    planted: [
      {
        firstName: 'Anna',
        lastName: 'Schmidt',
        company: firm.name,
        position: 'Partner',
        connectedOn: '2021-03-14',
      },
      {
        firstName: 'Max',
        lastName: 'Weber',
        company: portfolioCompany,
        position: 'Co-founder & CEO',
        connectedOn: '2019-01-02',
      },
    ],
  });
  expect((await importContacts(app.url, founder.client, csv)).status).toBe(200);
}, 240_000);
afterAll(() => app?.close());

describe("the idea's network", () => {
  it('says who the founder knows at each investor, and how, in plain dated words', async () => {
    const res = await founder.client.get(`/api/ideas/${ideaId}/network`);
    expect(res.status).toBe(200);
    expect(res.body.contacts).toBeGreaterThan(390);
    const atFirm = res.body.investors[firm.id][0];
    expect(atFirm).toMatchObject({
      kind: 'works_there',
      contact: { name: 'Anna Schmidt', position: 'Partner' },
    });
    expect(atFirm.text).toBe(`You know Anna Schmidt, Partner at ${firm.name}, connected 2021.`);
    // Other contacts may work at companies it backed too (the filler's Twilio or Zendesk): Max is one of them.
    const viaPortfolio = res.body.investors[backer.id].find(
      (p: { kind: string; contact: { name: string } }) =>
        p.kind === 'portfolio' && p.contact.name === 'Max Weber',
    );
    expect(viaPortfolio.contact.company).toBe(portfolioCompany);
    expect(viaPortfolio.text).toMatch(
      new RegExp(`${backer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} backed .+\\(.*\\d{4}\\)\\.$`),
    );
  });

  it('writes a forwardable, double opt-in request to the contact of each warm investor', async () => {
    const { intros } = (await founder.client.get(`/api/ideas/${ideaId}/network`)).body;
    const toAnna = intros.find((i: { investor_id: string }) => i.investor_id === firm.id);
    expect(toAnna.contact.name).toBe('Anna Schmidt');
    expect(toAnna.kind).toBe('works_there');
    expect(toAnna.body).toMatch(/^Hi Anna,/);
    expect(toAnna.blurb).toHaveLength(3);
    const toMax = intros.find((i: { investor_id: string }) => i.investor_id === backer.id);
    expect(toMax.body).toContain('Only if they say yes, forward the note below');
    expect(toMax.kind).toBe('portfolio');
  });

  it('is read by the idea founder alone', async () => {
    for (const user of [other, admin]) {
      const res = await user.client.get(`/api/ideas/${ideaId}/network`);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Schmidt');
    }
  });

  it('weighs a warm path in the ranking of a new analysis', async () => {
    await analyzeIdea(founder.client, ideaId);
    const after: Rec[] = (await founder.client.get(`/api/ideas/${ideaId}`)).body.recommendations.investors;
    const was = before.find((i) => i.id === firm.id)!;
    const now = after.find((i) => i.id === firm.id)!;
    expect(now.score).toBeGreaterThan(was.score);
    expect(after.findIndex((i) => i.id === firm.id)).toBeLessThanOrEqual(
      before.findIndex((i) => i.id === firm.id),
    );
  }, 120_000);
});

describe('the pipeline', () => {
  it("fills in the contact of an investor the founder can reach, and forgets them when they're deleted", async () => {
    const add = await founder.client.post(`/api/ideas/${ideaId}/pipeline/entries`, {
      investor_id: firm.id,
      source: 'matches',
    });
    expect(add.status).toBe(201);
    expect(add.body.warm.contact).toMatchObject({ name: 'Anna Schmidt', position: 'Partner' });
    expect(add.body.intro_body).toMatch(/^Hi Anna,/);

    const anna = (await founder.client.get('/api/contacts?q=Anna%20Schmidt')).body.contacts[0];
    expect((await founder.client.del(`/api/contacts/${anna.id}`)).status).toBe(200);
    const entry = (await founder.client.get(`/api/ideas/${ideaId}/pipeline`)).body.entries.find(
      (e: { investor_id: string }) => e.investor_id === firm.id,
    );
    expect(entry.warm.contact).toBeNull();
    expect(JSON.stringify(entry)).not.toContain('Anna');
    const network = (await founder.client.get(`/api/ideas/${ideaId}/network`)).body;
    expect(JSON.stringify(network)).not.toContain('Anna Schmidt');
  });
});

describe('POST /api/v1/match', () => {
  async function keyOf(user: User) {
    return (await user.client.post('/api/api-keys', { name: 'warm' })).body.key as string;
  }
  async function match(key: string) {
    const res = await fetch(`${app.url}/api/v1/match`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idea: IDEA.description,
        stage: 'seed',
        check_size: 2000,
        location: 'Boston, MA',
        limit: 50,
      }),
    });
    expect(res.status).toBe(200);
    return res.json();
  }

  it("answers each investor's warm paths from the key owner's contacts only", async () => {
    const mine = await match(await keyOf(founder));
    const warm = mine.matches.filter((m: { warm_paths: unknown[] }) => m.warm_paths.length);
    expect(warm.length).toBeGreaterThan(0);
    const max = warm
      .flatMap((m: { warm_paths: { contact_name: string }[] }) => m.warm_paths)
      .find((p: { contact_name: string }) => p.contact_name === 'Max Weber');
    expect(max).toMatchObject({ company: portfolioCompany, position: 'Co-founder & CEO', kind: 'portfolio' });
    expect(max.explanation).toMatch(/^You know Max Weber/);

    const theirs = await match(await keyOf(other));
    expect(theirs.matches.every((m: { warm_paths: unknown[] }) => m.warm_paths.length === 0)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Max Weber');
  });
});
