import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fakeChatModel } from '../../agents/models/fake-model';
import type { AnalyzeIdeaActivities } from '../../core/contracts/analyze-idea';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { createLogger } from '../../src/logger';
import { analysisActivities } from '../../src/workflows-wiring/create-engine';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder } from '../../workflows/engine/agent-events';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { browserSession, snapshot } from '../helpers/browser';
import { type Client, onboardedUser } from '../helpers/client';

// The workbench answering "why" (issue 22) and keeping re-runs away from founders (issue 19, item 3), in Chromium.
// The analysis is recorded by a local engine in this process on the app's database: the real agents offline, the
// strategy writer with LangChain's fake chat model (its first answer invents a figure and is sent back, the second
// is accepted), so the run has model calls to inspect.
const session = browserSession();
const WIDE = { width: 1280, height: 900 };

const PROSE = {
  phase1_mvp: {
    description: 'A quoting assistant for mid-size freight brokers.',
    coreFeatures: ['Instant lane quotes', 'Carrier matching'],
    automationOpportunities: ['Rate confirmations'],
    timeline: 'Ship to three brokers in eight weeks, then weekly.',
    resourcesNeeded: ['Two founders', 'A freight advisor'],
    milestones: ['Three brokers quoting through it every day'],
  },
  phase2_validation: {
    designPartnerGoals: ['Three brokers quoting weekly'],
    metricsToTrack: ['Quotes won'],
    milestones: ['A first paid contract'],
  },
  keyTractionMetrics: ['Paying brokers'],
  aiAutomationStrategy: 'The model drafts quotes; brokers approve them.',
};

let founder: { client: Client; email: string; ideaId: string };
let adminEmail: string;
let runId: string;

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'secret123' },
    headers: { origin: session.app.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
}

/** A local engine of this process on the app's database: offline agents, the strategy writer on the fake model. */
function engineWith(overrides: Partial<AnalyzeIdeaActivities> = {}) {
  const { db, investors } = session.app;
  const onAgentEvent = agentEventRecorder(db, (err) => {
    throw err;
  });
  const logger = createLogger('silent', false);
  const offline = analysisActivities({ db, investors, logger, chatModel: null, onAgentEvent });
  const model = fakeChatModel([{ ...PROSE, aiAutomationStrategy: 'Cut quoting time by 37%.' }, PROSE]);
  const withModel = analysisActivities({ db, investors, logger, chatModel: model, onAgentEvent });
  return new LocalEngine({
    db,
    workflows: {
      analyzeIdea: {
        flow: analyzeIdeaFlow,
        activities: { ...offline, writeStrategy: withModel.writeStrategy, ...overrides },
      },
    },
  });
}

describe('why a run did what it did, in Chromium', () => {
  it('an ops person sees which node made which model call, with its state, prompt and answer', async () => {
    const f = await onboardedUser(session.app.url, 'founder', 'Lee Ledger');
    founder = { client: f.client, email: f.email, ideaId: f.ideaId! };
    await session.app.db
      .updateTable('ideas')
      .set({ title: 'LedgerLoop' })
      .where('id', '=', f.ideaId!)
      .execute();
    const engine = engineWith();
    const meta = { subjectType: 'idea', subjectId: founder.ideaId, createdBy: null };
    runId = await engine.start('analyzeIdea', { ideaId: founder.ideaId }, meta);
    await engine.settled(runId);
    expect((await engine.get(runId))?.status).toBe('completed');

    const page = await session.newPage(WIDE);
    adminEmail = (await onboardedUser(session.app.url, 'investor', 'Ada Admin')).email;
    await grantStaffRole(session.app.db, adminEmail, 'admin', 'grant');
    await signIn(page, adminEmail);

    // The runs table finds the idea by its name and says who started the run.
    await page.goto('/workbench');
    await page.getByLabel('Subject').fill('ledgerloop');
    await page.getByLabel('Subject').press('Enter');
    await page.waitForURL('**/workbench?subject=ledgerloop');
    const row = page.getByTestId('run-row').filter({ hasText: 'LedgerLoop' });
    await row.waitFor();
    expect(await row.getByTestId('run-starter').textContent()).toBe('System');
    await shot(page, 'workbench-why-runs-1280');

    await row.getByRole('link', { name: 'Analyze idea' }).click();
    const gantt = page.getByTestId('gantt');
    await gantt.waitFor();
    expect(await gantt.getByTestId('gantt-step').count()).toBe(6);
    expect(await gantt.getByTestId('gantt-node').count()).toBeGreaterThanOrEqual(8);

    // The strategy writer's node: its two model calls, the first sent back, the prompt and the answer readable.
    await gantt
      .getByTestId('gantt-node')
      .filter({ hasText: /^writeStrategy/ })
      .click();
    const inspector = page.getByTestId('node-inspector');
    await inspector.getByText('StrategyWriter › writeStrategy').waitFor();
    const calls = inspector.getByTestId('model-call');
    expect(await calls.count()).toBe(2);
    expect(await calls.nth(0).textContent()).toContain('Answer rejected');
    expect(await calls.nth(1).textContent()).toContain('Valid answer');
    await calls.nth(0).locator('summary').click();
    await calls.nth(0).getByText('Rejected:', { exact: false }).waitFor();
    await calls.nth(0).getByLabel('Prompt message 1').waitFor();
    // Long values open in full on request.
    const more = calls.nth(0).getByRole('button', { name: /^Show all \d+ lines$/ });
    while ((await more.count()) > 0) await more.first().click();
    expect(await calls.nth(0).getByLabel('Model answer').textContent()).toContain('37%');
    const input = inspector.getByLabel('Input state');
    // The state opens in full on request too: the idea's round now comes before its title.
    const moreInput = inspector.getByRole('button', { name: /^Show all \d+ lines$/ });
    while ((await moreInput.count()) > 0) await moreInput.first().click();
    expect(await input.textContent()).toContain('LedgerLoop');
    await inspector.getByLabel('Output state').waitFor();
    await inspector.scrollIntoViewIfNeeded();
    await shot(page, 'workbench-why-run-1280');

    // The matcher's retrieval, as a tool call of the node that made it.
    await gantt
      .getByTestId('gantt-node')
      .filter({ hasText: /^retrieveCandidates/ })
      .click();
    await inspector.getByText('InvestorMatcher › retrieveCandidates').waitFor();
    const tool = inspector.getByTestId('tool-call');
    expect(await tool.count()).toBe(1);
    await tool.locator('summary').click();
    expect(await tool.getByLabel('match output').textContent()).toContain('"rank": 1');
  });

  it('ops stop a running run with a reason, and the list says why', async () => {
    const held = engineWith({ draftIntros: () => new Promise(() => {}) });
    const f = await onboardedUser(session.app.url, 'founder', 'Sam Stuck');
    const id = await held.start(
      'analyzeIdea',
      { ideaId: f.ideaId! },
      { subjectType: 'idea', subjectId: f.ideaId!, createdBy: null },
    );
    const page = await session.newPage(WIDE);
    await signIn(page, adminEmail);
    await page.goto(`/workbench/runs/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'Cancel…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Stuck drafting intros');
    await shot(page, 'workbench-why-cancel-1280');
    await dialog.getByRole('button', { name: 'Cancel run' }).click();
    await page
      .getByText(`Cancelled by workbench:${adminEmail}: Stuck drafting intros`)
      .waitFor({ timeout: 30_000 });
    await page.goto('/workbench?status=cancelled');
    expect(await page.getByTestId('run-reason').first().textContent()).toContain('Stuck drafting intros');
  });

  it('an admin applies a sandboxed re-run after confirming, and the founder sees it replaced', async () => {
    const page = await session.newPage(WIDE);
    await signIn(page, adminEmail);
    await page.goto(`/workbench/runs/${encodeURIComponent(runId)}`);
    await page.getByRole('button', { name: /^Step Write strategy/ }).click();
    await page.getByRole('button', { name: 'Re-run from this step' }).click();
    await page.waitForURL((u) => u.pathname.includes('%3Asandbox%3A'));
    const results = page.getByTestId('analysis-results');
    await results.getByText('Sandboxed re-run').waitFor({ timeout: 60_000 });
    const before = await founder.client.get(`/api/ideas/${founder.ideaId}`);
    expect(before.body.recommendations.replaced).toBeUndefined();

    await results.getByRole('button', { name: 'Apply to the idea…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Replace the founder's results?").waitFor();
    await shot(page, 'workbench-why-apply-1280');
    await dialog.getByRole('button', { name: 'Replace the results' }).click();
    await results.getByText('Applied to the idea on', { exact: false }).waitFor();

    const founderPage = await session.newPage(WIDE);
    await signIn(founderPage, founder.email);
    await founderPage.goto(`/idea/${founder.ideaId}`);
    const line = founderPage.getByTestId('results-replaced');
    await line.waitFor();
    expect(await line.textContent()).toMatch(/^Results replaced on .+ by Ada Admin of the Roundwise team/);
    await shot(founderPage, 'workbench-why-founder-idea-1280');

    // The audit page: the application, filtered by its action.
    await page.goto('/admin/audit-log');
    await page.getByLabel('Action').selectOption('apply_run_results');
    await page.waitForURL('**/admin/audit-log?action=apply_run_results');
    await expect.poll(() => page.getByTestId('audit-row').count()).toBe(1);
    expect(await page.getByTestId('audit-row').textContent()).toContain(`idea:${founder.ideaId}`);
    await shot(page, 'workbench-why-audit-1280');
  });
});
