import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, onboardedUser } from '../helpers/client';
import { founderAndStaff } from '../helpers/staff';
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
  ({ founder, admin, ops } = await founderAndStaff(app, 'Dana Founder'));
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

  it("finds runs by words of the subject's name, by time range, and says who started each", async () => {
    const byName = await ops.client.get('/api/workbench/runs?subject=quoting%20COPILOT');
    expect(byName.body.runs.map((r: { id: string }) => r.id)).toEqual([second, first]);
    expect(byName.body.runs[0]).toMatchObject({
      workflowId: `analyze-idea:${ideaId}`,
      sandbox: false,
      startedBy: { kind: 'user', name: 'Dana Founder', email: founder.email, label: 'Dana Founder' },
    });
    expect((await ops.client.get('/api/workbench/runs?subject=no-such-words')).body.total).toBe(0);
    const started = Date.parse(byName.body.runs[1].startedAt);
    const from = new Date(started - 1).toISOString();
    const inRange = await ops.client.get(`/api/workbench/runs?subject=${ideaId}&from=${from}`);
    expect(inRange.body.total).toBe(2);
    const before = await ops.client.get(`/api/workbench/runs?subject=${ideaId}&to=${from}`);
    expect(before.body.total).toBe(0);
    const backwards = await ops.client.get(`/api/workbench/runs?from=${new Date().toISOString()}&to=${from}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatchObject({ field: 'to', message: 'From must be before To' });
    expect((await ops.client.get('/api/workbench/runs?from=yesterday')).body.error.field).toBe('from');
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
      expect.arrayContaining([
        '__start__',
        'retrieveCandidates',
        'rerankByKeywords',
        'explainMatches',
        '__end__',
      ]),
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
      expect.arrayContaining(['retrieveCandidates', 'rerankByKeywords', 'explainMatches']),
    );
    expect(canRerun).toBe(true);
    // Why the matcher ranked as it did: each node's state in and out, and the retrieval it called.
    const node = (n: string, type: string) =>
      agentEvents.find(
        (e: { graph: string; node: string; type: string }) =>
          e.graph === 'InvestorMatcher' && e.node === n && e.type === type,
      );
    expect(node('retrieveCandidates', 'node_start').payload.input.idea.title).toBe('Freight quoting copilot');
    const retrieval = node('retrieveCandidates', 'tool_call');
    expect(retrieval.payload).toMatchObject({ tool: 'match', ok: true });
    expect(retrieval.payload.output.ranked[0]).toMatchObject({ rank: 1, dimensions: expect.any(Array) });
    expect(retrieval.ms).toBeGreaterThanOrEqual(0);
    const ranked = node('rerankByKeywords', 'node_end').payload.output.ranked;
    expect(ranked[0].match.investor.name).toBe(res.body.analysis.investors[0].name);
    expect(res.body.analysis).toMatchObject({ idea: { id: ideaId, title: 'Freight quoting copilot' } });
    expect(res.body.analysis.strategy.length).toBeGreaterThan(3);
    expect(res.body).toMatchObject({ canApply: true, canStop: false, applied: null, temporalUiUrl: null });
    expect((await ops.client.get(`/api/workbench/runs/${encodeURIComponent(first)}`)).body.canApply).toBe(
      false,
    );
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
      expect.arrayContaining(['writeStrategy', 'draftIntros']),
    );
    // Sandboxed: it saved nothing to the founder's idea; its results are on the run.
    expect(completed.map((e: { activity: string }) => e.activity)).not.toContain('saveRecommendations');
    expect(redo.run).toMatchObject({
      sandbox: true,
      workflowId: `analyze-idea:${ideaId}:sandbox`,
      startedBy: { kind: 'rerun', label: 'Re-run by Ada Admin' },
    });
    expect(redo.analysis.investors.length).toBeGreaterThan(0);
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
  it('sets two analyses of one idea side by side, the older always as A', async () => {
    // Asked from the newer run ("Compare with…" on it), the older is still A.
    const res = await ops.client.get(
      `/api/workbench/compare?a=${encodeURIComponent(second)}&b=${encodeURIComponent(first)}`,
    );
    expect(res.status).toBe(200);
    expect([res.body.a.id, res.body.b.id]).toEqual([first, second]);
    expect(res.body.idea).toEqual({ id: ideaId, title: 'Freight quoting copilot' });
    expect(res.body.investors.length).toBeGreaterThan(0);
    // The same idea and data: the same investors in the same order, and the same strategy.
    for (const r of res.body.investors) expect(r.delta).toBe(0);
    expect(res.body.strategy.changes).toEqual([]);
    expect(res.body.strategy.unchanged).toBeGreaterThan(3);
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
    const run = `/api/workbench/runs/${encodeURIComponent(first)}`;
    for (const kind of ['cancel', 'terminate'])
      expect((await founder.client.post(`${run}/${kind}`, { reason: 'Because' })).status).toBe(403);
    expect((await founder.client.get(`${run}/history`)).status).toBe(403);
    expect((await founder.client.post(`${run}/apply`, { confirm: true })).status).toBe(403);
  });

  it("stops only running runs, with a reason, and gives any run's history", async () => {
    const run = `/api/workbench/runs/${encodeURIComponent(first)}`;
    const noReason = await ops.client.post(`${run}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatchObject({
      field: 'reason',
      message: 'Say why the run is stopped (at least 3 characters)',
    });
    const over = await ops.client.post(`${run}/terminate`, { reason: 'It is over already' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('This run is not running');
    const history = await ops.client.get(`${run}/history`);
    expect(history.status).toBe(200);
    expect(history.headers.get('content-disposition')).toMatch(/^attachment; filename="analyze-idea_/);
    expect(history.body).toMatchObject({ engine: 'local', workflowId: `analyze-idea:${ideaId}` });
    expect(history.body.events[0].type).toBe('WorkflowExecutionStarted');
  });
});
