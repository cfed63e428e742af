import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The workbench over real analyses on the local engine: runs, their histories and agents' graphs, replay,
// re-run from a step, comparison, evals; for admins and ops only.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;
let admin: User;
let ops: User;
let ideaId: string;
let first: string;
let second: string;

async function analyze(client: Client, id: string): Promise<string> {
  const start = await client.post(`/api/ideas/${id}/analyze`);
  expect(start.status).toBe(202);
  const runId = start.body.runId as string;
  for (let i = 0; i < 600; i++) {
    const run = await client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running') {
      expect(run.body.status).toBe('completed');
      return runId;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('analysis did not finish');
}

async function settle(client: Client, runId: string) {
  for (let i = 0; i < 600; i++) {
    const run = await client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running') return run.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not finish');
}

beforeAll(async () => {
  app = await startTestApp();
  [founder, admin, ops] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Dana Founder'),
    onboardedUser(app.url, 'investor', 'Ada Admin'),
    onboardedUser(app.url, 'advisor', 'Oz Ops'),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  await grantStaffRole(app.db, ops.email, 'ops', 'grant');
  ideaId = founder.ideaId!;
  await app.db
    .updateTable('ideas')
    .set({ title: 'Freight quoting copilot', stage: 'seed' })
    .where('id', '=', ideaId)
    .execute();
  first = await analyze(founder.client, ideaId);
  second = await analyze(founder.client, ideaId);
}, 120_000);
afterAll(() => app?.close());

describe('runs', () => {
  it('lists runs newest first with the idea title, filtered and paginated', async () => {
    const res = await ops.client.get(`/api/workbench/runs?workflow=analyzeIdea&subject=${ideaId}&limit=1`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.runs).toHaveLength(1);
    expect(res.body.runs[0]).toMatchObject({
      id: second,
      workflow: 'analyzeIdea',
      status: 'completed',
      engine: 'local',
      subjectLabel: 'Freight quoting copilot',
    });
    expect(res.body.runs[0].durationMs).toBeGreaterThan(0);
    const next = await ops.client.get(
      `/api/workbench/runs?workflow=analyzeIdea&subject=${ideaId}&limit=1&offset=1`,
    );
    expect(next.body.runs[0].id).toBe(first);
    const none = await ops.client.get('/api/workbench/runs?status=failed&workflow=analyzeIdea');
    expect(none.body.runs.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const bad = await ops.client.get('/api/workbench/runs?status=done');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('status');
  });

  it("gives a run's history, its agents' events and each agent's graph as LangGraph describes it", async () => {
    const res = await admin.client.get(`/api/workbench/runs/${encodeURIComponent(first)}`);
    expect(res.status).toBe(200);
    const { run, events, agentEvents, agentOf, agentGraphs, canRerun } = res.body;
    expect(run).toMatchObject({ id: first, status: 'completed', input: { ideaId } });
    expect(events[0].type).toBe('WorkflowExecutionStarted');
    expect(events.at(-1).type).toBe('WorkflowExecutionCompleted');
    const scheduled = events.filter((e: { type: string }) => e.type === 'ActivityTaskScheduled');
    expect(scheduled.map((e: { activity: string }) => e.activity)).toContain('matchInvestors');
    expect(agentOf.matchInvestors).toBe('InvestorMatcher');
    const matcher = agentGraphs.InvestorMatcher;
    expect(matcher.nodes.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining(['__start__', 'retrieveCandidates', 'scoreFit', 'explainMatches', '__end__']),
    );
    expect(matcher.edges).toContainEqual({
      source: '__start__',
      target: 'retrieveCandidates',
      conditional: false,
    });
    // Every node the matcher ran ended, with its time.
    const ends = agentEvents.filter(
      (e: { graph: string; type: string }) => e.graph === 'InvestorMatcher' && e.type === 'node_end',
    );
    expect(ends.map((e: { node: string }) => e.node)).toEqual(
      expect.arrayContaining(['retrieveCandidates', 'scoreFit', 'explainMatches']),
    );
    expect(canRerun).toBe(true);
    const after = await admin.client.get(
      `/api/workbench/runs/${encodeURIComponent(first)}/agent-events?after=${agentEvents.at(-2).id}`,
    );
    expect(after.body.events).toHaveLength(1);
  });

  it('replays a run against the current code', async () => {
    const res = await ops.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/replay`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await ops.client.post('/api/workbench/runs/nope/replay')).status).toBe(404);
  });

  it('re-runs from a step: earlier results are reused, that step and the later ones computed again', async () => {
    const detail = (await admin.client.get(`/api/workbench/runs/${encodeURIComponent(first)}`)).body;
    const strategy = detail.events.find(
      (e: { type: string; activity: string }) =>
        e.type === 'ActivityTaskScheduled' && e.activity === 'writeStrategy',
    );
    const from = strategy.payload.activityId as number;
    const res = await admin.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/rerun`, {
      fromActivityId: from,
    });
    expect(res.status).toBe(202);
    const rerun = res.body.runId as string;
    expect(rerun).not.toBe(first);
    expect((await settle(admin.client, rerun)).status).toBe('completed');

    const redo = (await admin.client.get(`/api/workbench/runs/${encodeURIComponent(rerun)}`)).body;
    const completed = redo.events.filter((e: { type: string }) => e.type === 'ActivityTaskCompleted');
    const reused = completed.filter((e: { payload: { reused?: boolean } }) => e.payload.reused);
    expect(reused.map((e: { activity: string }) => e.activity).sort()).toEqual(
      ['findDesignPartners', 'loadIdea', 'matchInvestors'].sort(),
    );
    expect(completed.map((e: { activity: string }) => e.activity)).toEqual(
      expect.arrayContaining(['writeStrategy', 'draftIntros', 'saveRecommendations']),
    );
    // Only the recomputed steps' agents ran in the new run.
    const graphs = new Set(redo.agentEvents.map((e: { graph: string }) => e.graph));
    expect(graphs.has('InvestorMatcher')).toBe(false);
    expect(graphs.has('StrategyWriter')).toBe(true);
    // Its history replays like any other.
    expect((await admin.client.post(`/api/workbench/runs/${encodeURIComponent(rerun)}/replay`)).body).toEqual(
      {
        ok: true,
      },
    );

    const bad = await admin.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/rerun`, {
      fromActivityId: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      field: 'fromActivityId',
      message: 'Choose the step to re-run from',
    });
    const beyond = await admin.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/rerun`, {
      fromActivityId: 99,
    });
    expect(beyond.status).toBe(400);
  });
});

describe('compare', () => {
  it('sets two analyses of one idea side by side', async () => {
    const res = await ops.client.get(
      `/api/workbench/compare?a=${encodeURIComponent(first)}&b=${encodeURIComponent(second)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.a.id).toBe(first);
    expect(res.body.investors.length).toBeGreaterThan(0);
    // The same idea and data: the same investors in the same order, and the same strategy.
    for (const r of res.body.investors) expect(r.delta).toBe(0);
    expect(res.body.strategy.every((p: { kind: string }) => p.kind === 'same')).toBe(true);
    expect(res.body.strategy.length).toBeGreaterThan(3);
    expect(res.body.partners.added).toEqual([]);
  });

  it('refuses runs of different subjects or other workflows', async () => {
    const other = await onboardedUser(app.url, 'founder', 'Other');
    const theirs = await analyze(other.client, other.ideaId!);
    const res = await ops.client.get(
      `/api/workbench/compare?a=${encodeURIComponent(first)}&b=${encodeURIComponent(theirs)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The two runs must be analyses of the same idea');
    expect(
      (await ops.client.get(`/api/workbench/compare?a=${encodeURIComponent(first)}`)).body.error.field,
    ).toBe('b');
  });
});

describe('evals and access', () => {
  it('gives the latest eval results and the history', async () => {
    const res = await ops.client.get('/api/workbench/evals');
    expect(res.status).toBe(200);
    expect(res.body.latest.overall.matcher['recall@50'].value).toBeGreaterThan(0);
    expect(res.body.latest.overall.popularity['recall@50'].value).toBeGreaterThan(0);
    expect(Object.keys(res.body.latest.slices)).toContain('first-round');
    expect(res.body.history.length).toBeGreaterThan(0);
  });

  it('is for admins and ops only', async () => {
    for (const path of [
      '/api/workbench/runs',
      `/api/workbench/runs/${encodeURIComponent(first)}`,
      '/api/workbench/evals',
      `/api/workbench/compare?a=${encodeURIComponent(first)}&b=${encodeURIComponent(second)}`,
    ]) {
      expect((await founder.client.get(path)).status).toBe(403);
    }
    expect(
      (await founder.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/replay`)).status,
    ).toBe(403);
    expect(
      (
        await founder.client.post(`/api/workbench/runs/${encodeURIComponent(first)}/rerun`, {
          fromActivityId: 2,
        })
      ).status,
    ).toBe(403);
  });
});
