import type { ChatOpenAI } from '@langchain/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERS_SYSTEM_PROMPT } from '../../agents/design-partner-finder/prompts';
import { EXPLAIN_SYSTEM_PROMPT } from '../../agents/investor-matcher/prompts';
import {
  createChatModel,
  DEFAULT_MODEL_MAX_RETRIES,
  DEFAULT_MODEL_TIMEOUT_MS,
} from '../../agents/models/chat-model';
import { ROUND_SYSTEM_PROMPT } from '../../agents/round-reader/prompts';
import { createLogger } from '../../src/logger';
import { analysisActivities } from '../../src/workflows-wiring/create-engine';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder, listAgentEvents } from '../../workflows/engine/agent-events';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { ACTIVITY_RETRY } from '../../workflows/shared';
import { type ModelRequest, startFaultModelServer } from '../fixtures/fault-model-server';
import { onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Founder = Awaited<ReturnType<typeof onboardedUser>>;

/** The model requests of one agent, told apart by the system prompt it sends. */
const asking = (requests: ModelRequest[], prompt: string) => requests.filter((r) => r.system === prompt);
// The round reader's system prompt is filled with the vocabularies: its requests begin as the template does.
const askingRound = (requests: ModelRequest[]) =>
  requests.filter((r) => r.system?.startsWith(ROUND_SYSTEM_PROMPT.slice(0, 60)));

/** An onboarded founder whose idea matches investors and design partners in the shipped data. */
async function founderWithIdea(app: TestApp): Promise<Founder> {
  const founder = await onboardedUser(app.url, 'founder', 'Model Fault Founder');
  await app.db
    .updateTable('ideas')
    .set({
      title: 'Freight quoting copilot',
      description: 'AI assistant that quotes and books loads for freight brokers',
      industry: null,
      stage: 'seed',
    })
    .where('id', '=', founder.ideaId!)
    .execute();
  return founder;
}

// One app for the file, its agents on a model endpoint that answers 500 to everything.
let fault: Awaited<ReturnType<typeof startFaultModelServer>>;
let app: TestApp;

beforeAll(async () => {
  fault = await startFaultModelServer('error500');
  app = await startTestApp({ env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fault.baseUrl } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fault?.close();
});

describe('the model client', () => {
  it('has a timeout and a bounded number of retries by default', () => {
    const model = createChatModel({ apiKey: 'test', baseUrl: 'http://127.0.0.1:9/v1' }) as ChatOpenAI;
    expect(model.timeout).toBe(DEFAULT_MODEL_TIMEOUT_MS);
    expect((model as unknown as { caller: { maxRetries: number } }).caller.maxRetries).toBe(
      DEFAULT_MODEL_MAX_RETRIES,
    );
    expect(createChatModel({ apiKey: 'test', timeoutMs: 1_500 })).toMatchObject({ timeout: 1_500 });
  });
});

describe('a model endpoint that answers 500', () => {
  let founder: Founder;
  beforeAll(async () => {
    founder = await founderWithIdea(app);
  });

  it('is retried with backoff; the partner finder falls back to its offline text; the run fails naming the model failure', async () => {
    const started = await founder.client.post(`/api/ideas/${founder.ideaId}/analyze`);
    expect(started.status).toBe(202);
    const runId = started.body.runId as string;
    const runPath = `/api/runs/${encodeURIComponent(runId)}`;
    await expect
      .poll(async () => (await founder.client.get(runPath)).body.status, { timeout: 45_000, interval: 250 })
      .not.toBe('running');

    // The run failed, and says why: the investor matcher could not get its explanations from the model.
    const run = await founder.client.get(runPath);
    expect(run.body).toMatchObject({ status: 'failed' });
    expect(run.body.error).toBe(
      'Activity matchInvestors failed: explainMatches: the model call failed: 500 The model server had an error',
    );
    const idea = await founder.client.get(`/api/ideas/${founder.ideaId}`);
    expect(idea.body.recommendations ?? null).toBeNull();

    // matchInvestors ran its three attempts (the engine's retry policy); each asked the model once, and the
    // client sent that request 1 + DEFAULT_MODEL_MAX_RETRIES times. No invalid-answer round trips on top.
    const attempts = ACTIVITY_RETRY.maximumAttempts;
    const perCall = 1 + DEFAULT_MODEL_MAX_RETRIES;
    const matcher = asking(fault.requests, EXPLAIN_SYSTEM_PROMPT);
    expect(matcher).toHaveLength(attempts * perCall);
    for (let a = 0; a < attempts; a++) {
      const call = matcher.slice(a * perCall, (a + 1) * perCall);
      const gaps = call.slice(1).map((r, i) => r.at - call[i]!.at);
      // Exponential backoff with jitter: at least 1 s, then at least 2 s (never less; the upper end is random).
      expect(gaps[0]).toBeGreaterThanOrEqual(990);
      expect(gaps[1]).toBeGreaterThanOrEqual(1_990);
      expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
    }
    // The round reader (loadIdea) and the design-partner finder each asked once (with the client's retries) and
    // fell back to their rules; writeStrategy never ran.
    expect(askingRound(fault.requests)).toHaveLength(perCall);
    expect(asking(fault.requests, PARTNERS_SYSTEM_PROMPT)).toHaveLength(perCall);
    expect(fault.requests).toHaveLength(attempts * perCall + 2 * perCall);

    const history = await app.db
      .selectFrom('workflow_events')
      .select(['type', 'activity', 'payload'])
      .where('run_id', '=', runId)
      .orderBy('seq')
      .execute();
    const failures = history.filter(
      (e) => e.type === 'ActivityTaskFailed' && e.activity === 'matchInvestors',
    );
    expect(failures.map((e) => (e.payload as { willRetry: boolean }).willRetry)).toEqual([true, true, false]);
    expect(history.at(-1)?.type).toBe('WorkflowExecutionFailed');
    expect(history.some((e) => e.activity === 'writeStrategy')).toBe(false);

    const agentEvents = await listAgentEvents(app.db, runId);
    const explainCalls = agentEvents.filter((e) => e.node === 'explainMatches' && e.type === 'model_call');
    // Each failed call as the workbench shows it: which model, how long it took, what it was asked; no answer.
    expect(explainCalls.map((e) => e.payload)).toEqual(
      Array(attempts).fill({
        attempt: 1,
        ok: false,
        problem: 'the model call failed: 500 The model server had an error',
        model: 'gpt-4o-mini',
        ms: expect.any(Number),
        prompt: [
          {
            role: 'system',
            content: expect.stringContaining('You explain to a founder why each investor fits'),
          },
          { role: 'human', content: expect.stringContaining('Freight quoting copilot') },
        ],
      }),
    );
    const fallback = agentEvents.filter((e) => e.type === 'fallback');
    expect(fallback.map((e) => `${e.activity}/${e.node}`)).toEqual([
      'loadIdea/askModel',
      'findDesignPartners/describePartners',
    ]);
    for (const f of fallback)
      expect((f.payload as { reason: string }).reason).toMatch(/the model call failed: 500/);
  }, 60_000);
});

describe('a model endpoint that never answers', () => {
  let hung: Awaited<ReturnType<typeof startFaultModelServer>>;
  let founder: Founder;
  beforeAll(async () => {
    hung = await startFaultModelServer('hang');
    founder = await founderWithIdea(app);
  });
  afterAll(() => hung?.close());

  it('times out each request, retries it, and fails the run in bounded time', async () => {
    const timeoutMs = 1_000;
    // The app's own model (create-engine.ts) is built from OPENAI_API_KEY and OPENAI_BASE_URL with the default
    // timeout; this run's model has a short one so the test is quick, over the same activities and engine.
    const chatModel = createChatModel({ apiKey: 'test', baseUrl: hung.baseUrl, timeoutMs, maxRetries: 1 });
    const engine = new LocalEngine({
      db: app.db,
      workflows: {
        analyzeIdea: {
          flow: analyzeIdeaFlow,
          activities: analysisActivities({
            db: app.db,
            investors: app.investors,
            logger: createLogger('silent', false),
            chatModel,
            onAgentEvent: agentEventRecorder(app.db, () => {}),
          }),
        },
      },
      retry: { maximumAttempts: 2, initialIntervalMs: 10, backoffCoefficient: 1 },
    });
    const started = performance.now();
    const runId = await engine.start(
      'analyzeIdea',
      { ideaId: founder.ideaId! },
      { subjectType: 'idea', subjectId: founder.ideaId!, createdBy: founder.id },
    );
    await engine.settled(runId);
    const elapsed = performance.now() - started;

    const run = await engine.get(runId);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run?.error).toBe(
      'Activity matchInvestors failed: explainMatches: the model call failed: Request timed out.',
    );
    // Two activity attempts, each one call sent twice (the first try and one retry), each abandoned after 1 s.
    expect(asking(hung.requests, EXPLAIN_SYSTEM_PROMPT)).toHaveLength(2 * 2);
    expect(asking(hung.requests, PARTNERS_SYSTEM_PROMPT)).toHaveLength(2);
    expect(askingRound(hung.requests)).toHaveLength(2);
    // Bounded: the timeouts and their backoff, nowhere near a hang (generous bound).
    expect(elapsed).toBeGreaterThanOrEqual(4 * timeoutMs);
    expect(elapsed).toBeLessThan(30_000);
    const fallback = (await listAgentEvents(app.db, runId)).filter((e) => e.type === 'fallback');
    expect(fallback.map((e) => (e.payload as { reason: string }).reason)).toEqual([
      'askModel: the model call failed: Request timed out.',
      'describePartners: the model call failed: Request timed out.',
    ]);
  }, 60_000);
});
