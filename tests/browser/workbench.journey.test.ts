import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { browserSession, launchBrowser, snapshot } from '../helpers/browser';
import { type Client, onboardedUser, uniqueEmail } from '../helpers/client';

// The workbench (/workbench) in Chromium: a founder's analysis through the API, then an admin lists it, opens
// its steps and the matcher's agent graph, replays it, re-runs it from a step and compares the two runs.
const session = browserSession();

// A second browser for the phone-width screens, so each width has its own context and cookies.
let phoneBrowser: Browser;
beforeAll(async () => {
  phoneBrowser = await launchBrowser();
});
afterAll(async () => {
  await phoneBrowser?.close();
});

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let founder: { client: Client; email: string; ideaId: string };
let adminEmail: string;
let runId: string;
let rerunId: string;
let editedId: string;
/** The first run's investors and partners, by name, in order (read when seeding the edited run). */
let investors: string[] = [];
let partners: string[] = [];

/**
 * A copy of a finished analysis whose results differ as another model's would: investors reordered (the third
 * first), the last dropped and one added; a partner swapped; a strategy step rewritten and one added; one intro
 * rewritten; and the matcher's agent events with two model calls. An evaluator compares the two.
 */
async function seedEditedRun(sourceId: string): Promise<string> {
  const db = session.app.db;
  const id = `analyze-idea:${founder.ideaId}:edited`;
  await sql`
    insert into workflow_runs (id, workflow_id, workflow, engine, status, subject_type, subject_id, input, result,
      created_by, model_calls, tokens, started_at, finished_at)
    select ${id}, workflow_id, workflow, engine, status, subject_type, subject_id, input, result, created_by, 2, 4200,
      started_at + interval '1 minute', finished_at + interval '1 minute'
    from workflow_runs where id = ${sourceId}`.execute(db);
  await sql`
    insert into workflow_events (run_id, seq, type, activity, payload, created_at)
    select ${id}, seq, type, activity, payload, created_at + interval '1 minute'
    from workflow_events where run_id = ${sourceId}`.execute(db);
  const edit = async (activity: string, change: (result: any) => any) => {
    const row = await db
      .selectFrom('workflow_events')
      .select(['seq', 'payload'])
      .where('run_id', '=', id)
      .where('type', '=', 'ActivityTaskCompleted')
      .where('activity', '=', activity)
      .executeTakeFirstOrThrow();
    const payload = row.payload as { result: unknown };
    await db
      .updateTable('workflow_events')
      .set({ payload: JSON.stringify({ ...payload, result: change(structuredClone(payload.result)) }) })
      .where('run_id', '=', id)
      .where('seq', '=', row.seq)
      .execute();
  };
  await edit('matchInvestors', (list: { investorId: string; name: string }[]) => {
    investors = list.map((i) => i.name);
    const [first, second, third, ...rest] = list;
    return [
      third,
      second,
      first,
      ...rest.slice(0, -1),
      { ...first, investorId: 'lowercase', name: 'Lowercase Capital' },
    ];
  });
  await edit('findDesignPartners', (list: { name: string }[]) => {
    partners = list.map((p) => p.name);
    return [...list.slice(1), { ...list[0], name: 'Flexport' }];
  });
  await edit(
    'writeStrategy',
    (r: { strategy: { phase1_mvp: { coreFeatures: string[]; timeline: string } } }) => {
      const mvp = r.strategy.phase1_mvp;
      mvp.coreFeatures = [
        'Interview twenty freight brokers before writing code',
        ...mvp.coreFeatures.slice(1),
      ];
      mvp.timeline = 'Close the round by spring';
      return r;
    },
  );
  await edit('draftIntros', (list: { body: string }[]) => [
    { ...list[0], body: 'A shorter, warmer intro.' },
    ...list.slice(1),
  ]);
  // The agent's events fall inside the step, after it was scheduled.
  const scheduled = await db
    .selectFrom('workflow_events')
    .select('created_at')
    .where('run_id', '=', id)
    .where('type', '=', 'ActivityTaskScheduled')
    .where('activity', '=', 'matchInvestors')
    .executeTakeFirstOrThrow();
  const t0 = scheduled.created_at.getTime() + 50;
  const event = (
    node: string,
    type: string,
    i: number,
    extra: { ms?: number; tokens?: number; payload?: unknown } = {},
  ) => ({
    run_id: id,
    activity: 'matchInvestors',
    attempt: 1,
    graph: 'InvestorMatcher',
    node,
    type: type as 'node_start',
    ms: extra.ms ?? null,
    tokens: extra.tokens ?? null,
    payload: JSON.stringify(extra.payload ?? {}),
    at: new Date(t0 + i * 400),
  });
  await db
    .insertInto('agent_events')
    .values([
      event('retrieveCandidates', 'node_start', 0),
      event('retrieveCandidates', 'node_end', 1, { ms: 380 }),
      event('rerankByKeywords', 'node_start', 2),
      event('rerankByKeywords', 'node_end', 3, { ms: 12 }),
      event('explainMatches', 'node_start', 4),
      event('explainMatches', 'model_call', 5, {
        tokens: 2300,
        payload: { attempt: 1, ok: false, problem: 'names out of order' },
      }),
      event('explainMatches', 'model_call', 6, { tokens: 1900, payload: { attempt: 2, ok: true } }),
      event('explainMatches', 'node_end', 7, { ms: 1150 }),
    ])
    .execute();
  return id;
}

/** Polls GET /api/runs/:id until the run is over; fails unless it completed. */
async function waitForRun(client: Client, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // A busy machine may drop a kept-alive connection between polls: that poll is simply tried again.
    const res = await client.get(`/api/runs/${encodeURIComponent(id)}`).catch((err: unknown) => {
      if (Date.now() > deadline) throw err;
      return null;
    });
    if (res) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.status !== 'running') {
        expect(res.body.status, JSON.stringify(res.body)).toBe('completed');
        return res.body;
      }
    }
    if (Date.now() > deadline) throw new Error(`run ${id} still running after 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs a user up (as an investor: any onboarded role) with the page's own cookies. */
async function signUp(page: Page, name: string, email = uniqueEmail('workbench')) {
  const headers = { origin: session.app.url };
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  await post('/api/auth/sign-up/email', { name, email, password: 'secret123' });
  await post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/someone',
    userType: 'investor',
  });
  await post('/api/onboarding/complete', {
    role: 'investor',
    investmentThesis: 'Seed B2B software',
    checkSizeMin: 100,
    checkSizeMax: 500,
    preferredStages: ['seed'],
    focusAreas: ['b2b-saas'],
  });
  return email;
}

/** Signs an existing user in with the page's cookies. */
async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'secret123' },
    headers: { origin: session.app.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function phonePage(email: string): Promise<Page> {
  const context = await phoneBrowser.newContext({ baseURL: session.app.url, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A full-page snapshot from the top, so the fixed navbar sits where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
}

/** Nothing sticks out sideways at a phone's width. */
async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** No two of the graph's nodes overlap on screen: the layout is readable, not a tangle. */
async function expectNoOverlap(page: Page, testId: string) {
  const boxes = await page.getByTestId(testId).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const [i, a] of boxes.entries()) {
    expect(a.w).toBeGreaterThan(40);
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.w <= b.x + 1 || b.x + b.w <= a.x + 1 || a.y + a.h <= b.y + 1 || b.y + b.h <= a.y + 1;
      expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
    }
  }
}

describe('the workbench, in Chromium', () => {
  it('a founder analyzes an idea through the API', async () => {
    const f = await onboardedUser(session.app.url, 'founder', 'Dana Founder');
    founder = { client: f.client, email: f.email, ideaId: f.ideaId! };
    const started = await founder.client.post(`/api/ideas/${founder.ideaId}/analyze`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    runId = started.body.runId;
    await waitForRun(founder.client, runId);
  });

  it('a founder is not allowed in, and the API answers 403', async () => {
    const page = await session.newPage(WIDE);
    await signIn(page, founder.email);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My Ideas' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Workbench' }).count()).toBe(0);
    await page.goto('/workbench');
    await page.getByText('You are not allowed to use the workbench').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await shot(page, 'workbench-not-allowed-1280');
    expect((await page.request.get('/api/workbench/runs')).status()).toBe(403);
    expect((await page.request.get(`/api/workbench/runs/${encodeURIComponent(runId)}`)).status()).toBe(403);
    expect(
      (
        await page.request.post(`/api/workbench/runs/${encodeURIComponent(runId)}/replay`, {
          data: {},
          headers: { origin: session.app.url },
        })
      ).status(),
    ).toBe(403);
    const phone = await phonePage(founder.email);
    await phone.goto('/workbench');
    await phone.getByText('You are not allowed to use the workbench').waitFor();
    await shot(phone, 'workbench-not-allowed-390');
  });

  it('an admin lists the runs, opens the run, its steps and the matcher’s agent graph, and replays it', async () => {
    const page = await session.newPage(WIDE);
    adminEmail = await signUp(page, 'Ada Admin');
    await grantStaffRole(session.app.db, adminEmail, 'admin', 'grant');

    // The navbar's link, then the runs table with the founder's run.
    await page.goto('/');
    await page.getByRole('link', { name: 'Workbench' }).first().click();
    await page.waitForURL('**/workbench');
    await page.getByRole('heading', { name: 'Workbench' }).waitFor();
    const row = page.getByTestId('run-row').filter({ hasText: 'Freight copilot' });
    await row.waitFor();
    expect(await row.getByTestId('run-status').textContent()).toBe('Completed');
    expect(await row.textContent()).toContain('Analyze idea');
    expect(await page.getByTestId('runs-range').textContent()).toBe('1–1 of 1');

    // Filters live in the URL: a status with no run empties the table; clearing brings the run back.
    await page.getByLabel('Status', { exact: true }).selectOption('failed');
    await page.waitForURL('**/workbench?status=failed');
    await page.getByText('No run matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await row.waitFor();
    await page.getByLabel('Workflow', { exact: true }).selectOption('analyzeIdea');
    await page.waitForURL('**/workbench?workflow=analyzeIdea');
    await row.waitFor();
    await shot(page, 'workbench-runs-1280');

    // The run: six steps, all done, the matcher and the partner finder side by side.
    await row.getByRole('link', { name: 'Analyze idea' }).click();
    await page.waitForURL(`**/workbench/runs/${encodeURIComponent(runId)}`);
    const steps = page.getByTestId('step-node');
    await expect.poll(() => steps.count()).toBe(6);
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(
      Array(6).fill('completed'),
    );
    const boxOf = (name: string) =>
      page.locator(`[data-testid="step-node"][data-step="${name}"]`).boundingBox();
    const [load, match, partners, strategy] = await Promise.all(
      ['loadIdea', 'matchInvestors', 'findDesignPartners', 'writeStrategy'].map(boxOf),
    );
    expect(Math.abs(match!.x - partners!.x)).toBeLessThan(2);
    expect(match!.x).toBeGreaterThan(load!.x + load!.width);
    expect(strategy!.x).toBeGreaterThan(match!.x + match!.width);
    await expectNoOverlap(page, 'step-node');
    await page.getByTestId('timeline').getByText('Workflow completed').waitFor();

    // A step's input and output.
    await page.getByRole('button', { name: /^Step Match investors/ }).click();
    const details = page.getByTestId('step-details');
    await details.getByRole('tab', { name: 'Output' }).click();
    await details.getByLabel('Step output').waitFor();
    expect((await details.getByLabel('Step output').textContent())!.length).toBeGreaterThan(10);
    await details.getByRole('tab', { name: /Agent events/ }).click();

    // The matcher's own LangGraph graph, every node it ran done.
    await page.getByRole('button', { name: 'Show the InvestorMatcher agent graph' }).click();
    const agentNodes = page.getByTestId('agent-graph').getByTestId('agent-node');
    await expect.poll(() => agentNodes.count()).toBe(5);
    const agentStatus = (node: string) =>
      page.locator(`[data-testid="agent-node"][data-node="${node}"]`).getAttribute('data-status');
    for (const node of ['__start__', 'retrieveCandidates', 'rerankByKeywords', 'explainMatches', '__end__']) {
      expect(await agentStatus(node), node).toBe('done');
    }
    await expectNoOverlap(page, 'agent-node');
    await shot(page, 'workbench-run-1280');

    // Replay: the current code still matches the recorded history.
    await page.getByRole('button', { name: 'Replay' }).click();
    await page.getByText('History matches the current code').waitFor();
    await shot(page, 'workbench-replay-1280');
  });

  it('an admin re-runs from a step, follows the new run and compares the two', async () => {
    const page = await session.newPage(WIDE);
    await signIn(page, adminEmail);
    await page.goto(`/workbench/runs/${encodeURIComponent(runId)}`);
    await page.getByRole('button', { name: /^Step Write strategy/ }).click();
    await page.getByRole('button', { name: 'Re-run from this step' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith('/workbench/runs/') && !url.pathname.endsWith(encodeURIComponent(runId)),
    );
    rerunId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(rerunId).not.toBe(runId);
    // The new run reaches its end on screen (live), reusing the first three steps.
    await page.getByTestId('timeline').getByText('Workflow completed').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('[data-testid="step-node"][data-status="completed"]').count())
      .toBe(5);
    expect(await page.getByTestId('step-node').filter({ hasText: 'reused' }).count()).toBe(3);
    // Sandboxed: five steps, no "Save recommendations"; the results stay on the run.
    await expect.poll(() => page.getByTestId('step-node').count()).toBe(5);
    await page.getByText('A sandboxed re-run.').waitFor();
    await page.getByTestId('timeline').getByText(`re-run of ${runId}`, { exact: false }).waitFor();

    // Compare with… the first run: investors side by side, partners, strategy and intros.
    await page.getByRole('link', { name: 'Compare with…' }).click();
    await page.waitForURL('**/workbench/compare?**');
    const comparison = page.getByTestId('comparison');
    await comparison.waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('a'), url.searchParams.get('b')].sort()).toEqual([runId, rerunId].sort());
    // The re-run reused the matcher's result: every investor kept its rank, folded away until asked for.
    await comparison.getByText('Every investor kept its rank.').waitFor();
    expect(await comparison.getByTestId('rank-row').count()).toBe(0);
    await comparison.getByRole('button', { name: /^Show all \d+ investors$/ }).click();
    expect(await comparison.getByTestId('rank-row').count()).toBeGreaterThan(0);
    await comparison.getByRole('heading', { name: 'Design partners' }).waitFor();
    expect(await comparison.getByText('▲').count()).toBe(0);
    await shot(page, 'workbench-compare-rerun-1280');

    // The evals: the latest results file charted.
    await page.getByRole('navigation', { name: 'Workbench' }).getByRole('link', { name: 'Evals' }).click();
    await page.getByRole('heading', { name: 'Evals' }).waitFor();
    await page.getByTestId('recall-chart').locator('svg.recharts-surface').first().waitFor();
    await page.getByTestId('slice-chart').locator('svg.recharts-surface').first().waitFor();
    expect(await page.getByTestId('lift').getAttribute('title')).toMatch(
      /^\d+\.\d\d× \(95% CI \d+\.\d\d–\d+\.\d\d\)$/,
    );
    await page.getByTestId('sector-chart').locator('svg.recharts-surface').first().waitFor();
    await shot(page, 'workbench-evals-1280');
  });

  it('an evaluator compares two analyses that differ', async () => {
    editedId = await seedEditedRun(runId);
    const page = await session.newPage(WIDE);
    await signIn(page, adminEmail);
    await page.goto('/workbench/compare');
    await page.getByText('Choose an idea and two of its analyses').waitFor();
    await page.getByLabel('Idea').selectOption(founder.ideaId);
    // The idea is told apart by its id as well as its title.
    await expect
      .poll(() => page.getByLabel('Idea').locator('option:checked').textContent())
      .toContain(founder.ideaId.slice(0, 8));
    // Picked newer first: the comparison still puts the older run on the left.
    await page.getByLabel('A run', { exact: true }).selectOption(editedId);
    await page.getByLabel('Another run').selectOption(runId);
    // The picks are kept in the address (a link to this comparison); the defaults never undo them.
    await page.waitForURL((u) => u.searchParams.get('a') === editedId && u.searchParams.get('b') === runId);
    const comparison = page.getByTestId('comparison');
    await comparison.waitFor();
    expect(await comparison.getByTestId('run-card-before').getAttribute('href')).toContain(
      encodeURIComponent(runId),
    );
    expect(await comparison.getByTestId('run-card-after').textContent()).toContain(`idea ${founder.ideaId}`);
    const rank = (name: string) => comparison.getByTestId('rank-row').filter({ hasText: name });
    expect(await rank(investors[2]!).textContent()).toContain('▲ 2');
    expect(await rank(investors[0]!).textContent()).toContain('▼ 2');
    expect(await rank('Lowercase Capital').textContent()).toContain('New');
    expect(await rank(investors.at(-1)!).textContent()).toContain('Dropped');
    await comparison.getByText('+ Flexport').waitFor();
    await comparison.getByText(`− ${partners[0]}`).waitFor();
    // The strategy by field, with names a person reads, never raw keys.
    const diff = comparison.getByTestId('strategy-diff');
    await diff.getByText('Phase 1 · MVP › Core features').waitFor();
    expect(await diff.textContent()).toContain('+ Interview twenty freight brokers before writing code');
    await diff.getByText('Phase 1 · MVP › Timeline').waitFor();
    expect(await diff.textContent()).not.toMatch(/phase1_mvp|\[\d+\]|sources/);
    await comparison.getByText('1 changed', { exact: false }).waitFor();
    // Unchanged investors and every intro are folded: the page stays short.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4_000);
    await shot(page, 'workbench-compare-1280');

    // The edited run as the workbench draws it: the matcher's model calls and tokens on its step and nodes.
    await comparison.getByTestId('run-card-after').click();
    await page.getByRole('button', { name: 'Show the InvestorMatcher agent graph' }).click();
    const explain = page.locator('[data-testid="agent-node"][data-node="explainMatches"]');
    await explain.waitFor();
    expect(await explain.textContent()).toContain('2 calls · 4,200 tok');
    expect(
      await page.locator('[data-testid="step-node"][data-step="matchInvestors"]').textContent(),
    ).toContain('2 calls · 4,200 tokens');
    await page.getByRole('button', { name: /^Step Match investors/ }).click();
    await page.getByTestId('step-details').getByRole('tab', { name: 'Agent events (8)' }).click();
    await shot(page, 'workbench-run-model-1280');
  });

  it('every screen fits a phone', async () => {
    const page = await phonePage(adminEmail);
    await page.goto('/workbench');
    await page.getByTestId('run-card').first().waitFor();
    await expectNoSideways(page);
    await shot(page, 'workbench-runs-390');

    await page.goto(`/workbench/runs/${encodeURIComponent(runId)}`);
    await expect.poll(() => page.getByTestId('step-node').count(), { timeout: 15_000 }).toBe(6);
    await page.getByTestId('gantt').waitFor();
    // Top to bottom on a phone: the matcher's step below the idea's.
    const load = await page.locator('[data-testid="step-node"][data-step="loadIdea"]').boundingBox();
    const match = await page.locator('[data-testid="step-node"][data-step="matchInvestors"]').boundingBox();
    expect(match!.y).toBeGreaterThan(load!.y + load!.height);
    await expectNoOverlap(page, 'step-node');
    await page.getByRole('button', { name: 'Show the InvestorMatcher agent graph' }).click();
    await expect.poll(() => page.getByTestId('agent-node').count()).toBe(5);
    await expectNoOverlap(page, 'agent-node');
    await expectNoSideways(page);
    await shot(page, 'workbench-run-390');

    await page.goto(
      `/workbench/compare?${new URLSearchParams({ idea: founder.ideaId, a: runId, b: editedId })}`,
    );
    await page.getByTestId('comparison').waitFor();
    await expectNoSideways(page);
    await shot(page, 'workbench-compare-390');

    await page.goto('/workbench/evals');
    await page.getByTestId('slice-chart').locator('svg.recharts-surface').first().waitFor();
    await expectNoSideways(page);
    await shot(page, 'workbench-evals-390');
  });
});
