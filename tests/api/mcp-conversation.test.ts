import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedUser } from '../helpers/client';
import { callTool, connectMcp, type McpSession, type McpTransportKind } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.close());

const LAGOS_FINTECH = {
  title: 'Kudi Market',
  description:
    'Mobile payments and working-capital loans for market traders in Lagos, Nigeria. We are raising a $750K seed round.',
};

/** A founder with two ideas (onboarding's, and their Lagos fintech), and an API key. */
async function lagosFounder(name: string) {
  const founder = await onboardedUser(app.url, 'founder', name);
  const created = await founder.client.post('/api/ideas', LAGOS_FINTECH);
  expect(created.status).toBe(201);
  const key = await founder.client.post('/api/api-keys', { name: 'Claude' });
  return { ...founder, lagosIdeaId: created.body.id as string, key: key.body.key as string };
}

describe.each<McpTransportKind>(['http', 'stdio'])("a founder's assistant over %s", (kind) => {
  let founder: Awaited<ReturnType<typeof lagosFounder>>;
  let session: McpSession;
  beforeAll(async () => {
    founder = await lagosFounder(`Amaka ${kind}`);
    session = await connectMcp(kind, app.url, founder.key);
  }, 30_000);
  afterAll(() => session?.close());

  it('goes from "find seed investors for my Lagos fintech" to three pipeline entries with follow-ups', async () => {
    // "my Lagos fintech": the assistant finds the idea among the founder's.
    const ideas = await callTool(session, 'list_my_ideas');
    const idea = ideas.data.ideas.find((i: { title: string }) => i.title === 'Kudi Market');
    expect(idea.id).toBe(founder.lagosIdeaId);
    expect(ideas.text).toContain(`Kudi Market [idea_id: ${founder.lagosIdeaId}]`);

    // "find seed investors": a search, then the round matched, both dated.
    const search = await callTool(session, 'search_investors', {
      q: 'fintech',
      stage: ['seed'],
      location: 'Nigeria',
      limit: 5,
    });
    expect(search.isError, search.text).toBe(false);
    expect(search.data.investors.length).toBeGreaterThan(0);
    const match = await callTool(session, 'match_round', {
      idea: idea.description,
      stage: 'seed',
      location: 'Lagos, Nigeria',
      focus: ['fintech'],
      limit: 10,
    });
    expect(match.isError, match.text).toBe(false);
    expect(match.text).toMatch(/ends 2013-06-30/);
    const picked = match.data.matches
      .slice(0, 3)
      .map((m: { investor: { id: string; name: string } }) => m.investor);
    expect(picked).toHaveLength(3);

    // The founder has two ideas: the pipeline tools ask which one, listing them.
    const which = await callTool(session, 'list_pipeline');
    expect(which.isError).toBe(true);
    expect(which.text).toContain(`${founder.lagosIdeaId} ("Kudi Market")`);

    const entryIds: string[] = [];
    for (const inv of picked) {
      const added = await callTool(session, 'add_pipeline_entry', {
        idea_id: idea.id,
        investor_id: inv.id,
      });
      expect(added.isError, added.text).toBe(false);
      expect(added.data.entry).toMatchObject({
        investor_id: inv.id,
        name: inv.name,
        stage: 'need_to_reach_out',
      });
      entryIds.push(added.data.entry.id);
    }
    const dates = ['2030-01-06', '2030-01-07', '2030-01-08'];
    for (const [i, entryId] of entryIds.entries()) {
      const set = await callTool(session, 'set_follow_up', {
        idea_id: idea.id,
        entry_id: entryId,
        date: dates[i],
        note: 'Send the seed deck',
      });
      expect(set.isError, set.text).toBe(false);
    }

    const pipeline = await callTool(session, 'list_pipeline', { idea_id: idea.id });
    expect(pipeline.isError).toBe(false);
    expect(pipeline.text).toContain('Pipeline of "Kudi Market"');
    expect(pipeline.text).toContain('3 investors');
    picked.forEach((inv: { name: string }, i: number) => {
      expect(pipeline.text).toContain(inv.name);
      expect(pipeline.text).toContain(`follow up ${dates[i]}`);
    });

    // The same pipeline in the app: the founder's board, and the follow-ups due on the dashboard.
    const board = await founder.client.get(`/api/ideas/${idea.id}/pipeline`);
    expect(
      board.body.entries.map((e: { investor_id: string; next_follow_up: string }) => [
        e.investor_id,
        e.next_follow_up,
      ]),
    ).toEqual(picked.map((inv: { id: string }, i: number) => [inv.id, dates[i]]));
    const due = await founder.client.get('/api/follow-ups?today=2030-01-07');
    expect(due.body.due.map((d: { entry_id: string }) => d.entry_id).sort()).toEqual(
      entryIds.slice(0, 2).sort(),
    );
    // The onboarding idea's pipeline is untouched.
    expect((await founder.client.get(`/api/ideas/${founder.ideaId}/pipeline`)).body.entries).toEqual([]);
  });
});

describe("an idea's saved analysis", () => {
  it('is read as the founder saved it, dated, over both transports', async () => {
    const founder = await lagosFounder('Analysed Founder');
    const started = await founder.client.post(`/api/ideas/${founder.lagosIdeaId}/analyze`);
    expect(started.status).toBe(202);
    await expect
      .poll(
        async () =>
          (await founder.client.get(`/api/ideas/${founder.lagosIdeaId}`)).body.recommendations?.analyzedAt,
        { timeout: 60_000, interval: 500 },
      )
      .toEqual(expect.any(String));
    const saved = (await founder.client.get(`/api/ideas/${founder.lagosIdeaId}`)).body.recommendations;

    for (const kind of ['http', 'stdio'] as const) {
      const session = await connectMcp(kind, app.url, founder.key);
      try {
        const answer = await callTool(session, 'get_idea_analysis', { idea_id: founder.lagosIdeaId });
        expect(answer.isError, answer.text).toBe(false);
        expect(answer.data.analysis).toEqual(saved);
        expect(answer.data.analyzed_at).toBe(saved.analyzedAt);
        expect(answer.text).toContain(`run ${saved.analyzedAt}`);
        expect(answer.text).toContain('2013-06-30');
        expect(answer.text).toContain(`1. ${saved.investors[0].name} [id: ${saved.investors[0].id}]`);
        const onboarding = await callTool(session, 'get_idea_analysis', { idea_id: founder.ideaId });
        expect(onboarding.isError).toBe(false);
        expect(onboarding.text).toMatch(/has no saved analysis yet/);
        const malformed = await callTool(session, 'get_idea_analysis', { idea_id: 'kudi' });
        expect(malformed.isError).toBe(true);
        expect(malformed.text).toMatch(/idea_id must be an idea id/);
        const unknown = await callTool(session, 'get_idea_analysis', {
          idea_id: '00000000-0000-4000-8000-000000000000',
        });
        expect(unknown.isError).toBe(true);
        expect(unknown.text).toMatch(/Idea not found/);
      } finally {
        await session.close();
      }
    }
  }, 90_000);
});
