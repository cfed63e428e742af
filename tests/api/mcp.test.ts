import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZInvestorResponse,
  ZMatchResponse,
  ZPortfolioResponse,
  ZSearchInvestorsResponse,
} from '../../core/contracts/investors';
import { MCP_TOOLS } from '../../web/src/features/marketing/mcp-config';
import { keyOfNewAccount, setPlanOfKeyOwner, setUsage as setUsageOf, storedUsage } from '../helpers/api-keys';
import { onboardedUser } from '../helpers/client';
import { callTool, connectMcp, expectNoStack, type McpSession, type McpTransportKind } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;
let investor: Awaited<ReturnType<typeof onboardedUser>>;

const INVESTOR_TOOLS = ['get_investor', 'get_portfolio', 'match_round', 'search_investors'];
const FOUNDER_TOOLS = [
  'add_pipeline_entry',
  'get_idea_analysis',
  'list_my_ideas',
  'list_pipeline',
  'set_follow_up',
];

beforeAll(async () => {
  app = await startTestApp();
  [founder, investor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Mcp Founder'),
    onboardedUser(app.url, 'investor', 'Mcp Investor'),
  ]);
}, 60_000);
afterAll(() => app?.close());

/** A key of the owner's; 'pro' puts the owner's account on the growth plan (the hourly count is the account's). */
async function newKey(
  owner: { client: typeof founder.client },
  plan: 'free' | 'pro' = 'free',
): Promise<{ id: string; key: string }> {
  const res = await owner.client.post('/api/api-keys', { name: `mcp ${Math.random()}` });
  expect(res.status).toBe(201);
  if (plan !== 'free') await setPlanOfKeyOwner(app.db, res.body.id, 'growth');
  return { id: res.body.id, key: res.body.key };
}

const setUsage = (keyId: string, count: number) => setUsageOf(app.db, keyId, count);
const storedCount = (keyId: string) => storedUsage(app.db, keyId);

/** Both dates of the data, as every answer about investors must carry them. */
function expectDataDates(
  text: string,
  data: { as_of: string; sources: { id: string; as_of: string | null }[] },
) {
  expect(text).toContain('2013-06-30');
  expect(text).toContain('2026-08');
  expect(text).toMatch(/not current/);
  expect(data.as_of).toBe('2013-06-30');
  expect(data.sources).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: 'deal_history', as_of: '2013-06-30' }),
      expect.objectContaining({ id: 'firm_directory', as_of: '2026-08' }),
    ]),
  );
}

describe.each<McpTransportKind>(['http', 'stdio'])('the MCP server over %s', (kind) => {
  let session: McpSession;
  beforeAll(async () => {
    session = await connectMcp(kind, app.url, (await newKey(founder, 'pro')).key);
  }, 30_000);
  afterAll(() => session?.close());

  it("lists the public API's tools, and a founder's own tools to a founder's key, each described for a model", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...INVESTOR_TOOLS, ...FOUNDER_TOOLS].sort());
    // /api-docs lists the same tools.
    expect(MCP_TOOLS.map((t) => t.name).sort()).toEqual(tools.map((t) => t.name).sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    const search = tools.find((t) => t.name === 'search_investors')!;
    const stage = (search.inputSchema.properties as any).stage;
    expect(stage.items.enum).toEqual(expect.arrayContaining(['pre-seed', 'seed', 'series-a']));
    expect(session.client.getInstructions()).toMatch(/June 2013/);

    const other = await connectMcp(kind, app.url, (await newKey(investor)).key);
    try {
      const listed = (await other.client.listTools()).tools.map((t) => t.name).sort();
      expect(listed).toEqual(INVESTOR_TOOLS);
      // A founder's tool is not there for an investor's key, even named directly.
      const refused = await callTool(other, 'list_my_ideas');
      expect(refused.isError).toBe(true);
      expect(refused.data).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('searches investors with the filters of /api/v1/investors, dated, and pages with the cursor', async () => {
    const first = await callTool(session, 'search_investors', { stage: ['seed'], status: 'hot', limit: 5 });
    expect(first.isError).toBe(false);
    const page = ZSearchInvestorsResponse.parse(first.data);
    expect(page.investors).toHaveLength(5);
    for (const inv of page.investors) {
      expect(inv.status).toBe('hot');
      expect(inv.stages).toContain('seed');
      expect(first.text).toContain(`[id: ${inv.id}]`);
    }
    expectDataDates(first.text, page);
    expect(first.text).toContain('hot as of 2013-06-30');

    const next = await callTool(session, 'search_investors', {
      stage: ['seed'],
      status: 'hot',
      limit: 5,
      cursor: page.next_cursor,
    });
    const ids = page.investors.map((i) => i.id);
    expect(next.data.investors.filter((i: { id: string }) => ids.includes(i.id))).toEqual([]);
  });

  it('refuses bad search arguments naming the field and the accepted values, and changes nothing', async () => {
    const stage = await callTool(session, 'search_investors', { stage: ['series-z'] });
    expect(stage.isError).toBe(true);
    expect(stage.text).toMatch(/stage must be one of pre-seed, seed, series-a/);
    const status = await callTool(session, 'search_investors', { status: 'lukewarm' });
    expect(status.text).toMatch(/status must be one of hot, warm, cold/);
    const range = await callTool(session, 'search_investors', { check_min: 500, check_max: 100 });
    expect(range.isError).toBe(true);
    expect(range.text).toMatch(/check_min cannot be greater than check_max/);
    const limit = await callTool(session, 'search_investors', { limit: 500 });
    expect(limit.text).toMatch(/limit must be at most 50/);
    const cursor = await callTool(session, 'search_investors', { status: 'cold', cursor: 'not-a-cursor' });
    expect(cursor.isError).toBe(true);
    expect(cursor.text).toMatch(/cursor/);
    for (const answer of [stage, status, range, limit, cursor]) {
      expect(answer.data).toBeNull();
      expectNoStack(answer.text);
    }
  });

  it('matches a round as /api/v1/match does, with a dated reason per dimension', async () => {
    const answer = await callTool(session, 'match_round', {
      idea: 'Mobile payments and working-capital loans for market traders.',
      stage: 'seed',
      location: 'Lagos, Nigeria',
      focus: ['fintech'],
      limit: 5,
    });
    expect(answer.isError, answer.text).toBe(false);
    const match = ZMatchResponse.parse(answer.data);
    expect(match.matches.length).toBeGreaterThan(0);
    expect(match.fitting).toBeGreaterThanOrEqual(match.matches.length);
    expectDataDates(answer.text, match);
    for (const m of match.matches) {
      expect(answer.text).toContain(`[id: ${m.investor.id}]`);
      for (const d of m.dimensions) expect(answer.text).toContain(`${d.dimension}: ${d.reason}`);
    }
    const place = match.matches[0]!.dimensions.find((d) => d.dimension === 'geography')!;
    expect(place.reason).toMatch(/Nigeria|Lagos|Africa/);

    const badStage = await callTool(session, 'match_round', { idea: 'Payroll', stage: 'series-z' });
    expect(badStage.isError).toBe(true);
    expect(badStage.text).toMatch(
      /stage must be one of pre-seed, seed, series-a, series-b, series-c\+, growth/,
    );
    const noIdea = await callTool(session, 'match_round', { stage: 'seed' });
    expect(noIdea.isError).toBe(true);
    expect(noIdea.text).toMatch(/idea is required/);
    const badFocus = await callTool(session, 'match_round', { idea: 'Payroll', focus: ['widgets'] });
    expect(badFocus.text).toMatch(/focus must be one of b2b-saas, fintech/);
    const negative = await callTool(session, 'match_round', { idea: 'Payroll', check_size: -5 });
    expect(negative.text).toMatch(/check_size must be 0 or more/);
    for (const a of [badStage, noIdea, badFocus, negative]) expectNoStack(a.text);
  });

  it('gets an investor and its portfolio, dated, and names the field of an unknown id', async () => {
    const [busiest] = (await callTool(session, 'search_investors', { sort: 'activity', limit: 1 })).data
      .investors;
    const profile = await callTool(session, 'get_investor', { investor_id: busiest.id });
    expect(profile.isError).toBe(false);
    const investor = ZInvestorResponse.parse(profile.data);
    expect(investor.id).toBe(busiest.id);
    expectDataDates(profile.text, investor);
    expect(profile.text).toContain(busiest.name);
    expect(profile.text).toMatch(/last known deal \d{4}-\d{2}-\d{2}/);

    const portfolio = await callTool(session, 'get_portfolio', { investor_id: busiest.id });
    expect(portfolio.isError).toBe(false);
    const companies = ZPortfolioResponse.parse(portfolio.data);
    expect(companies.companies.length).toBeGreaterThan(0);
    expectDataDates(portfolio.text, companies);
    expect(portfolio.text).toContain(companies.companies[0]!.name);

    for (const tool of ['get_investor', 'get_portfolio']) {
      const unknown = await callTool(session, tool, { investor_id: 'no-such-investor' });
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toMatch(/No investor has id "no-such-investor"/);
      const missing = await callTool(session, tool, {});
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(/investor_id/);
      expectNoStack(missing.text);
    }
  });

  it("refuses a call past the free plan's 100 requests an hour, saying when to retry; listing tools is not counted", async () => {
    // An account of its own on the free plan: the count is the account's, and the founder's is on growth.
    const { id, key } = await keyOfNewAccount(app.url, app.db);
    const limited = await connectMcp(kind, app.url, key);
    try {
      await limited.client.listTools();
      await limited.client.listTools();
      await setUsage(id, 99);
      const hundredth = await callTool(limited, 'search_investors', { limit: 1 });
      expect(hundredth.isError).toBe(false);
      const refused = await callTool(limited, 'get_investor', {
        investor_id: hundredth.data.investors[0].id,
      });
      expect(refused.isError).toBe(true);
      expect(refused.text).toMatch(/starter plan allows 100 requests per hour/);
      expect(refused.text).toMatch(/Try again in \d+ (second|minute)s? \(after \d\d:00 UTC\)/);
      expect(refused.data).toBeNull();
      expectNoStack(refused.text);
      // Bad arguments are requests too, as on /api/v1; and the tool list still answers.
      expect((await callTool(limited, 'search_investors', { limit: 0 })).isError).toBe(true);
      expect((await limited.client.listTools()).tools.length).toBe(9);
      await expect.poll(() => storedCount(id)).toBe(102);
    } finally {
      await limited.close();
    }
  });

  it("never reaches another founder's ideas or pipeline", async () => {
    const other = await onboardedUser(app.url, 'founder', 'Other Founder');
    const secret = {
      title: 'Stealth quantum ledger',
      description: 'Confidential: nobody else may read this.',
    };
    await app.db.updateTable('ideas').set(secret).where('id', '=', other.ideaId!).execute();
    const added = await other.client.post(`/api/ideas/${other.ideaId}/pipeline/entries`, {
      name: 'Secret Angel Partner',
      firm: 'Hidden Capital',
    });
    expect(added.status).toBe(201);
    const entryId = added.body.id as string;
    const theirs = [secret.title, secret.description, 'Secret Angel Partner', 'Hidden Capital'];
    const expectNothingOfTheirs = (answer: { text: string; data: unknown }) => {
      const body = answer.text + JSON.stringify(answer.data);
      for (const s of theirs) expect(body).not.toContain(s);
    };

    const mine = await callTool(session, 'list_my_ideas');
    expect(mine.data.ideas.map((i: { id: string }) => i.id)).toEqual([founder.ideaId]);
    expectNothingOfTheirs(mine);
    const attempts = [
      await callTool(session, 'get_idea_analysis', { idea_id: other.ideaId }),
      await callTool(session, 'list_pipeline', { idea_id: other.ideaId }),
      await callTool(session, 'add_pipeline_entry', { idea_id: other.ideaId, name: 'Intruder Angel' }),
      await callTool(session, 'set_follow_up', {
        idea_id: other.ideaId,
        entry_id: entryId,
        date: '2030-01-01',
      }),
      // Their entry through the caller's own idea.
      await callTool(session, 'set_follow_up', { entry_id: entryId, date: '2030-01-01' }),
    ];
    for (const answer of attempts) {
      expect(answer.isError, answer.text).toBe(true);
      expect(answer.data).toBeNull();
      expectNothingOfTheirs(answer);
      expectNoStack(answer.text);
    }
    expect(attempts[4]!.text).toMatch(/not in the pipeline/);
    // Nothing of theirs changed.
    const pipeline = await other.client.get(`/api/ideas/${other.ideaId}/pipeline`);
    expect(pipeline.body.entries.map((e: { name: string }) => e.name)).toEqual(['Secret Angel Partner']);
    expect(pipeline.body.entries[0].next_follow_up).toBeNull();
  });

  it("works on the founder's own pipeline, refusing bad arguments by name and changing nothing then", async () => {
    const [inv] = (await callTool(session, 'search_investors', { q: 'fintech', stage: ['seed'], limit: 1 }))
      .data.investors;
    const listPipeline = () => callTool(session, 'list_pipeline', {});
    const before = (await listPipeline()).data.entries.length;

    const bad = [
      await callTool(session, 'add_pipeline_entry', { investor_id: inv.id, stage: 'dating' }),
      await callTool(session, 'add_pipeline_entry', { investor_id: inv.id, next_follow_up: '2026-02-31' }),
      await callTool(session, 'add_pipeline_entry', { stage: 'contacted' }),
      await callTool(session, 'add_pipeline_entry', { investor_id: 'no-such-investor' }),
      await callTool(session, 'add_pipeline_entry', { idea_id: 'not-a-uuid', name: 'Someone' }),
    ];
    expect(bad[0]!.text).toMatch(/stage must be one of need_to_reach_out, waiting_for_intro, contacted/);
    expect(bad[1]!.text).toMatch(/next_follow_up must be a real calendar date/);
    expect(bad[2]!.text).toMatch(/Give investor_id .* or name/);
    expect(bad[3]!.text).toMatch(/investor_id: Investor not found/);
    expect(bad[4]!.text).toMatch(/idea_id must be an idea id/);
    for (const answer of bad) {
      expect(answer.isError).toBe(true);
      expectNoStack(answer.text);
    }
    expect((await listPipeline()).data.entries.length).toBe(before);

    const added = await callTool(session, 'add_pipeline_entry', {
      investor_id: inv.id,
      stage: 'contacted',
      expected_amount: 250_000,
      next_follow_up: '2030-03-02',
    });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.entry).toMatchObject({
      investor_id: inv.id,
      name: inv.name,
      stage: 'contacted',
      expected_amount: 250_000,
      next_follow_up: '2030-03-02',
    });
    const again = await callTool(session, 'add_pipeline_entry', { investor_id: inv.id });
    expect(again.isError).toBe(true);
    expect(again.text).toContain(`${inv.name} is already in this round's pipeline`);

    const entryId = added.data.entry.id;
    const badDate = await callTool(session, 'set_follow_up', { entry_id: entryId, date: 'next tuesday' });
    expect(badDate.text).toMatch(/date must be a date written YYYY-MM-DD/);
    const badEntry = await callTool(session, 'set_follow_up', { entry_id: 'x', date: '2030-01-01' });
    expect(badEntry.text).toMatch(/entry_id must be a pipeline entry id/);
    const set = await callTool(session, 'set_follow_up', {
      entry_id: entryId,
      date: '2030-04-01',
      note: 'Send the deck',
    });
    expect(set.isError, set.text).toBe(false);
    expect(set.text).toContain('Follow-up set for 2030-04-01');

    const listed = await listPipeline();
    expect(listed.text).toContain(`[entry_id: ${entryId}, investor_id: ${inv.id}]`);
    expect(listed.text).toContain('follow up 2030-04-01');
    const timeline = await founder.client.get(
      `/api/ideas/${founder.ideaId}/pipeline/entries/${entryId}/timeline`,
    );
    expect(timeline.body.events.map((e: { text: string }) => e.text)).toContain('Send the deck');
    await founder.client.del(`/api/ideas/${founder.ideaId}/pipeline/entries/${entryId}`);
  });
});
