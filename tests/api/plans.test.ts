import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../src/plans/account-plan';
import { onboardedUser } from '../helpers/client';
import { connectMcp } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 32, item 4: paid content is withheld by the server, not blurred by the page. The strategy and the intros
// written for each investor (Growth's) are not in the answers of a Starter account's idea (web API and MCP alike),
// which say why; an operator grants a plan to one account (npm run admin -- --plan, audited) or to every account
// (PLAN_DEFAULT).

const STRATEGY_SECRET = 'Raise $750K from angels in Lagos, then a seed round';
const INTRO_SECRET = 'Your record includes Paystack; would Future Africa consider taking part?';
const TEMPLATE = 'Hi [partner’s first name], I am raising a $750K seed round for a Lagos payments company.';
const ANALYSIS = {
  industry: 'fintech',
  stage: 'seed',
  targetCheckSize: 750,
  investors: [],
  designPartners: [],
  strategy: { phase3_fundraising: { recommendedAmount: '$750K', summary: STRATEGY_SECRET } },
  introTemplate: { subject: 'A $750K seed round', body: TEMPLATE },
  intros: [
    { recipient: 'INVESTOR', kind: 'investor', subject: 'Kudi, for Lagos traders', body: INTRO_SECRET },
  ],
  analyzedAt: '2026-11-05T12:00:00.000Z',
};

let app: TestApp;
let growthApp: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;

/** An investor of the database, whom the analysis wrote its intro to. */
let investorId: string;

async function analysed(target: TestApp, user: User) {
  investorId = (await target.db.selectFrom('investors').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const analysis = { ...ANALYSIS, intros: ANALYSIS.intros.map((i) => ({ ...i, recipient: investorId })) };
  await target.db
    .updateTable('ideas')
    .set({ recommendations: JSON.stringify(analysis) })
    .where('id', '=', user.ideaId!)
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  founder = await onboardedUser(app.url, 'founder', 'Plan Founder');
  await analysed(app, founder);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await growthApp?.close();
});

describe('the strategy and the personalised intros on the Starter plan', () => {
  it('are not in the answers at all, and they say why; the intro template is', async () => {
    const one = await founder.client.get(`/api/ideas/${founder.ideaId}`);
    expect(one.status).toBe(200);
    for (const secret of [STRATEGY_SECRET, INTRO_SECRET])
      expect(JSON.stringify(one.body)).not.toContain(secret);
    expect(one.body.recommendations).toMatchObject({
      strategy: null,
      intros: [],
      introTemplate: { body: TEMPLATE },
      withheld: ['strategy', 'intros'],
    });
    const list = await founder.client.get('/api/ideas');
    for (const secret of [STRATEGY_SECRET, INTRO_SECRET])
      expect(JSON.stringify(list.body)).not.toContain(secret);

    const { key } = (await founder.client.post('/api/api-keys', { name: 'mcp' })).body;
    const session = await connectMcp('http', app.url, key);
    try {
      const result = await session.client.callTool({
        name: 'get_idea_analysis',
        arguments: { idea_id: founder.ideaId },
      });
      const text = JSON.stringify(result);
      expect(text).not.toContain(STRATEGY_SECRET);
      expect(text).not.toContain(INTRO_SECRET);
      expect(text).toContain('part of the Growth plan');
    } finally {
      await session.close();
    }
  });

  it('nor in a pipeline entry: an investor added from the matches starts from the template', async () => {
    const add = await founder.client.post(`/api/ideas/${founder.ideaId}/pipeline/entries`, {
      investor_id: investorId,
      stage: 'need_to_reach_out',
      source: 'matches',
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ intro_body: TEMPLATE });
    const pipeline = await founder.client.get(`/api/ideas/${founder.ideaId}/pipeline`);
    expect(JSON.stringify(pipeline.body)).not.toContain(INTRO_SECRET);
    await founder.client.request('DELETE', `/api/ideas/${founder.ideaId}/pipeline/entries/${add.body.id}`);
  });

  it('are in them once an operator grants the account Growth, on the record', async () => {
    expect(await grantPlan(app.db, founder.email, 'growth')).toBe(
      `${founder.email} is now on the growth plan.`,
    );
    const one = await founder.client.get(`/api/ideas/${founder.ideaId}`);
    expect(one.body.recommendations.strategy.phase3_fundraising.summary).toBe(STRATEGY_SECRET);
    expect(one.body.recommendations.intros[0].body).toBe(INTRO_SECRET);
    const add = await founder.client.post(`/api/ideas/${founder.ideaId}/pipeline/entries`, {
      investor_id: investorId,
      stage: 'need_to_reach_out',
      source: 'matches',
    });
    expect(add.body).toMatchObject({ intro_body: INTRO_SECRET });
    expect(one.body.recommendations.withheld).toBeUndefined();
    const entry = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'grant plan')
      .where('target', '=', `user:${founder.id}`)
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ email: founder.email, before: null, after: 'growth' });
    await grantPlan(app.db, founder.email, null);
    expect(
      (await founder.client.get(`/api/ideas/${founder.ideaId}`)).body.recommendations.strategy,
    ).toBeNull();
  });

  it('is in them for every account when the server runs with PLAN_DEFAULT=growth', async () => {
    growthApp = await startTestApp({ env: { PLAN_DEFAULT: 'growth' } });
    const user = await onboardedUser(growthApp.url, 'founder', 'Team Founder');
    await analysed(growthApp, user);
    const one = await user.client.get(`/api/ideas/${user.ideaId}`);
    expect(one.body.recommendations.strategy.phase3_fundraising.summary).toBe(STRATEGY_SECRET);
    const key = (await user.client.post('/api/api-keys', { name: 'k' })).body;
    expect(key.plan).toBe('growth');
  }, 60_000);
});
