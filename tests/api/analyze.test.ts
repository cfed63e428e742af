import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;
let otherFounder: Awaited<ReturnType<typeof onboardedUser>>;
let advisor: Awaited<ReturnType<typeof onboardedUser>>;
let ideaId: string;

beforeAll(async () => {
  // The analysis as a Growth account reads it: the strategy included (Starter's answers withhold it, plans.test.ts).
  app = await startTestApp({ env: { PLAN_DEFAULT: 'growth' } });
  [founder, otherFounder, advisor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Dana Founder'),
    onboardedUser(app.url, 'founder', 'Other Founder'),
    onboardedUser(app.url, 'advisor', 'Advisor'),
  ]);
  ideaId = founder.ideaId!;
  await app.db
    .updateTable('ideas')
    .set({
      title: 'Freight quoting copilot',
      description: 'AI assistant that quotes and books loads for freight brokers',
      industry: null,
      stage: 'seed',
    })
    .where('id', '=', ideaId)
    .execute();
}, 60_000);
afterAll(() => app?.close());

interface SseMessage {
  event: string;
  data: { seq: number; type: string; activity: string | null; payload: unknown };
}

/** Follows a run's SSE stream until the server ends it. */
async function followEvents(
  client: Client,
  runId: string,
): Promise<{ status: number; messages: SseMessage[] }> {
  const res = await fetch(`${app.url}/api/runs/${encodeURIComponent(runId)}/events`, {
    headers: { origin: app.url, cookie: cookieOf(client) },
    signal: AbortSignal.timeout(60_000),
  });
  if (res.status !== 200) return { status: res.status, messages: [] };
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await res.text();
  const messages = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))!.slice('event: '.length);
      const data = JSON.parse(lines.find((l) => l.startsWith('data: '))!.slice('data: '.length));
      return { event, data };
    });
  return { status: res.status, messages };
}

/** The session cookie the test client holds, for a raw fetch that reads a stream. */
function cookieOf(client: Client): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('POST /api/ideas/:id/analyze', () => {
  it('refuses other founders and advisors', async () => {
    expect((await otherFounder.client.post(`/api/ideas/${ideaId}/analyze`)).status).toBe(403);
    expect((await advisor.client.post(`/api/ideas/${ideaId}/analyze`)).status).toBe(403);
  });

  it('analyzes the idea: SSE events to completion, then recommendations in the spec shape', async () => {
    const started = await founder.client.post(`/api/ideas/${ideaId}/analyze`);
    expect(started.status).toBe(202);
    const runId = started.body.runId as string;
    expect(runId).toMatch(new RegExp(`^analyze-idea:${ideaId}:`));

    // Others may neither read the run nor follow it.
    expect((await otherFounder.client.get(`/api/runs/${encodeURIComponent(runId)}`)).status).toBe(403);
    expect((await followEvents(otherFounder.client, runId)).status).toBe(403);

    const { status, messages } = await followEvents(founder.client, runId);
    expect(status).toBe(200);
    const types = messages.map((m) => m.event);
    expect(types[0]).toBe('WorkflowExecutionStarted');
    expect(types.at(-1)).toBe('WorkflowExecutionCompleted');
    expect(messages.map((m) => m.data.seq)).toEqual(messages.map((_, i) => i + 1));
    const completed = messages.filter((m) => m.event === 'ActivityTaskCompleted').map((m) => m.data.activity);
    expect(completed).toEqual(
      expect.arrayContaining([
        'loadIdea',
        'matchInvestors',
        'findDesignPartners',
        'writeStrategy',
        'draftIntros',
        'saveRecommendations',
      ]),
    );

    const run = await founder.client.get(`/api/runs/${encodeURIComponent(runId)}`);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ id: runId, status: 'completed', subjectId: ideaId });

    // Every node of the four agents reported its start and its end, against the activity it ran in.
    const agentEvents = await app.db
      .selectFrom('agent_events')
      .selectAll()
      .where('run_id', '=', runId)
      .orderBy('id')
      .execute();
    const ended = agentEvents.filter((e) => e.type === 'node_end');
    expect(new Set(ended.map((e) => `${e.activity}/${e.node}`))).toEqual(
      new Set([
        'matchInvestors/retrieveCandidates',
        'matchInvestors/rerankByKeywords',
        'matchInvestors/explainMatches',
        'findDesignPartners/scoreCompanies',
        'findDesignPartners/describePartners',
        'writeStrategy/computeRoundFigures',
        'writeStrategy/writeStrategy',
        'draftIntros/chooseCitations',
        'draftIntros/writeIntros',
      ]),
    );
    for (const e of ended) expect(e.ms).toBeGreaterThanOrEqual(0);
    expect(agentEvents.filter((e) => e.type === 'node_start')).toHaveLength(ended.length);
    // Offline: no model was called.
    expect(agentEvents.some((e) => e.type === 'model_call')).toBe(false);

    const idea = await founder.client.get(`/api/ideas/${ideaId}`);
    expect(idea.status).toBe(200);
    expect(idea.body.industry).toBe('logistics');
    const rec = idea.body.recommendations;
    expect(rec).toMatchObject({ industry: 'logistics', stage: 'seed' });
    expect(typeof rec.analyzedAt).toBe('string');

    expect(rec.investors.length).toBeGreaterThanOrEqual(5);
    for (const inv of rec.investors) {
      expect(inv).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          focus: expect.any(String),
          reasoning: expect.any(String),
          checkSize: expect.any(String),
          portfolioSize: expect.any(Number),
          supportedRounds: expect.any(Array),
          recentInvestments: expect.any(Array),
          contacts: expect.any(Array),
          similarity: expect.any(Number),
        }),
      );
      expect('website' in inv).toBe(true);
      expect(inv.similarity).toBeGreaterThanOrEqual(0);
      expect(inv.similarity).toBeLessThanOrEqual(1);
    }

    expect(rec.designPartners.length).toBeGreaterThan(0);
    for (const p of rec.designPartners) {
      // Spec §3's fields, and where the partner is, its status as of the data's date and the evidence (issue 18).
      expect(p).toEqual({
        name: expect.any(String),
        industry: expect.any(String),
        size: expect.any(String),
        reasoning: expect.any(String),
        workflow: expect.any(String),
        wedgeStrategy: expect.any(String),
        connectedInvestors: expect.any(Array),
        location: p.location === null ? null : expect.any(String),
        status: expect.stringMatching(/as of Oct 2013$/),
        nearness: expect.any(String),
        evidence: expect.any(String),
        role: expect.stringMatching(/^(buyer|channel)$/),
      });
    }

    expect(rec.strategy.phase1_mvp).toMatchObject({
      description: expect.any(String),
      coreFeatures: expect.any(Array),
      timeline: expect.any(String),
    });
    expect(rec.strategy.phase2_validation).toMatchObject({
      designPartnerGoals: expect.any(Array),
      metricsToTrack: expect.any(Array),
    });
    expect(rec.strategy.phase3_fundraising).toMatchObject({
      recommendedAmount: expect.any(String),
      dilution: expect.any(String),
      keyTractionMetrics: expect.any(Array),
    });

    expect(rec.intros.length).toBeGreaterThan(0);
    expect(rec.introTemplate).toEqual({ subject: rec.intros[0].subject, body: rec.intros[0].body });
    const cited = rec.intros.find((i: { citedCompany: string | null }) => i.citedCompany);
    expect(cited).toBeDefined();
    const investor = rec.investors.find((i: { id: string }) => i.id === cited.recipient);
    expect(investor).toBeDefined();
    expect(investor.recentInvestments.map((r: { company: string }) => r.company)).toContain(
      cited.citedCompany,
    );
    expect(cited.body).toContain(cited.citedCompany);

    // Once finished, the idea may be analyzed again.
    const rerun = await founder.client.post(`/api/ideas/${ideaId}/analyze`);
    expect(rerun.status).toBe(202);
    const last = await followEvents(founder.client, rerun.body.runId);
    expect(last.messages.at(-1)?.event).toBe('WorkflowExecutionCompleted');
  }, 120_000);

  it('refuses a second analysis while one is running (409)', async () => {
    // A run another process drives (its lease is held elsewhere), so it stays running for the whole test.
    const busyIdea = otherFounder.ideaId!;
    await app.db
      .insertInto('workflow_runs')
      .values({
        id: `analyze-idea:${busyIdea}:held-elsewhere`,
        workflow_id: `analyze-idea:${busyIdea}`,
        workflow: 'analyzeIdea',
        engine: 'local',
        status: 'running',
        subject_type: 'idea',
        subject_id: busyIdea,
        input: JSON.stringify({ ideaId: busyIdea }),
        created_by: otherFounder.id,
        lease_owner: 'local:elsewhere',
        lease_expires_at: new Date(Date.now() + 60 * 60_000),
      })
      .execute();
    const res = await otherFounder.client.post(`/api/ideas/${busyIdea}/analyze`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    // Reopening the idea page finds that run, to follow it; only the idea's founder may ask.
    const current = await otherFounder.client.get(`/api/ideas/${busyIdea}/analysis`);
    expect(current.status).toBe(200);
    expect(current.body.running.runId).toBe(`analyze-idea:${busyIdea}:held-elsewhere`);
    expect((await founder.client.get(`/api/ideas/${busyIdea}/analysis`)).status).toBe(403);
    expect((await advisor.client.get(`/api/ideas/${busyIdea}/analysis`)).status).toBe(403);
    await app.db.deleteFrom('workflow_runs').where('subject_id', '=', busyIdea).execute();
    expect((await otherFounder.client.get(`/api/ideas/${busyIdea}/analysis`)).body).toEqual({
      running: null,
    });
  });

  it('starts one analysis when two requests arrive at the same instant', async () => {
    const idea = (
      await otherFounder.client.post('/api/ideas', {
        title: 'Twin clicks',
        description: 'Seed fintech for dentists',
      })
    ).body;
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        otherFounder.client.post(`/api/ideas/${idea.id}/analyze`).then((r) => r.status),
      ),
    );
    expect([...statuses].sort()).toEqual([202, 409, 409, 409]);
    const runs = await app.db
      .selectFrom('workflow_runs')
      .select('id')
      .where('subject_id', '=', idea.id)
      .execute();
    expect(runs).toHaveLength(1);
  });

  it('answers 404 for an unknown run', async () => {
    expect((await founder.client.get('/api/runs/analyze-idea:nope')).status).toBe(404);
  });
});
