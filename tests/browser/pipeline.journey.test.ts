import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TPipeline } from '../../core/contracts/pipeline';
import { ARTIFACTS, browserSession, snapshot } from '../helpers/browser';
import { onboardedUser, uniqueEmail } from '../helpers/client';

const session = browserSession();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
/** A card on the board, by its investor's name (its text also names co-investors, so not by text). */
const card = (page: Page, name: string) =>
  page.locator(`[data-testid="pipeline-card"][aria-label="${name.replace(/"/g, '\\"')}"]`);

/** The founder's local calendar day, `days` from today, as YYYY-MM-DD (the browser runs on this machine). */
function localDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Signs a founder up and onboards them through the API with the page's cookies; returns their idea's id. */
async function onboardFounder(page: Page, name: string): Promise<string> {
  const headers = { origin: session.app.url };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  await post('/api/auth/sign-up/email', { name, email: uniqueEmail('pipeline'), password: 'secret123' });
  await post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/pipeline-founder',
    userType: 'founder',
  });
  const done = await post('/api/onboarding/complete', {
    role: 'founder',
    ideaTitle: 'Freight quoting copilot',
    ideaDescription: 'AI assistant that quotes and books loads for freight brokers and logistics teams',
    fundraisingGoal: 'Raise a $1M seed round',
  });
  return done.ideaId as string;
}

/** Two investors of the data who backed deals together (the warm path's co-investors), and a third one. */
async function pickInvestors() {
  const db = session.app.db;
  const pair = await db
    .selectFrom('round_investors as a')
    .innerJoin('round_investors as b', 'b.round_id', 'a.round_id')
    .select([
      'a.investor_id as first',
      'b.investor_id as second',
      (eb) => eb.fn.countAll<number>().as('deals'),
    ])
    .whereRef('a.investor_id', '<', 'b.investor_id')
    .groupBy(['a.investor_id', 'b.investor_id'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const named = async (id: string) =>
    db.selectFrom('investors').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
  const [a, b] = await Promise.all([named(pair.first), named(pair.second)]);
  return { a, b, deals: Number(pair.deals) };
}

/** What an analysis leaves on the idea: the two investors matched, and an intro drafted for the first. */
async function seedAnalysis(
  ideaId: string,
  a: { id: string; name: string },
  b: { id: string; name: string },
) {
  const rec = (inv: { id: string; name: string }, similarity: number) => ({
    id: inv.id,
    name: inv.name,
    website: null,
    focus: 'Logistics, B2B SaaS',
    reasoning: 'Backs logistics software at seed.',
    checkSize: '$500K - $2M',
    portfolioSize: 40,
    supportedRounds: ['seed'],
    recentInvestments: [],
    contacts: [],
    similarity,
  });
  await session.app.db
    .updateTable('ideas')
    .set({
      recommendations: JSON.stringify({
        investors: [rec(a, 0.92), rec(b, 0.85)],
        designPartners: [],
        strategy: null,
        // As the analysis writes it, the template is the first intro: what a Starter founder's entry starts from.
        introTemplate: {
          subject: 'Freight quoting copilot: seed round',
          body: `Hi ${a.name},\n\nWe quote and book loads for freight brokers in seconds. Could we talk?`,
        },
        intros: [
          {
            recipient: a.id,
            recipientName: a.name,
            kind: 'investor',
            subject: 'Freight quoting copilot: seed round',
            body: `Hi ${a.name},\n\nWe quote and book loads for freight brokers in seconds. Could we talk?`,
          },
        ],
        analyzedAt: new Date().toISOString(),
      }),
    })
    .where('id', '=', ideaId)
    .execute();
}

async function pipelineOf(page: Page, ideaId: string): Promise<TPipeline> {
  const res = await page.request.get(`/api/ideas/${ideaId}/pipeline`);
  expect(res.status()).toBe(200);
  return res.json();
}

// Toasts come and go; the snapshots show the screen under them.
const HIDE_TOASTS = '[data-sonner-toaster] { display: none !important; }';

/** A full-page snapshot from the top of the page (the fixed navigation bar stays where it belongs). */
async function shot(page: Page, name: string, boardAt: 'start' | 'end' = 'start') {
  await page.evaluate((at) => {
    window.scrollTo(0, 0);
    const board = document.querySelector('[data-testid="pipeline-board"]');
    if (board) board.scrollLeft = at === 'start' ? 0 : board.scrollWidth;
  }, boardAt);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, style: HIDE_TOASTS });
}

/** The window only, the drawer scrolled to its top: the detail is a drawer over the page. */
async function viewShot(page: Page, name: string) {
  await page.getByTestId('entry-detail').evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), style: HIDE_TOASTS });
}

/** Drags a card by its handle onto a column, the way a mouse does. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 110, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 4 });
  await page.mouse.up();
}

/** Opens an investor's detail from the board, fills its money and follow-up and saves. */
async function setMoney(
  page: Page,
  name: string,
  values: { expected?: string; committed?: string; followUp?: string },
) {
  await card(page, name).getByRole('button', { name, exact: true }).click();
  const detail = page.getByRole('dialog', { name });
  if (values.expected !== undefined) await detail.getByLabel('Expected ($)').fill(values.expected);
  if (values.committed !== undefined) await detail.getByLabel('Committed ($)').fill(values.committed);
  if (values.followUp !== undefined) await detail.getByLabel('Next follow-up').fill(values.followUp);
  await detail.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, `${name} is up to date`).waitFor();
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });
}

describe('the fundraising pipeline in Chromium', () => {
  it('a founder runs their round from the pipeline: investors, money, moves, table, CSV and follow-ups', async () => {
    const page = await session.newPage({ width: 1280, height: 900 }, ['clipboard-read', 'clipboard-write']);
    const ideaId = await onboardFounder(page, 'Pat Pipeline');
    const { a, b, deals } = await pickInvestors();
    await seedAnalysis(ideaId, a, b);
    // An advisor interested in the idea is a warm path to every investor.
    const advisor = await onboardedUser(session.app.url, 'advisor', 'Alex Advisor');
    expect(
      (
        await advisor.client.post('/api/advisor/interests', {
          idea_id: ideaId,
          interest_level: 'very_interested',
        })
      ).status,
    ).toBe(201);

    // The idea page links to the pipeline; its Investors tab adds a match (with the analysis' intro).
    await page.goto(`/idea/${ideaId}`);
    await page.getByRole('tab', { name: 'Investors' }).click();
    const matchA = page.getByTestId('investor-result').filter({ hasText: a.name });
    await matchA.getByRole('button', { name: 'Add to pipeline' }).click();
    await toast(page, `${a.name} is in Need to reach out`).waitFor();
    await matchA.getByRole('button', { name: 'In pipeline' }).waitFor();
    expect(await matchA.getByRole('button', { name: 'In pipeline' }).isDisabled()).toBe(true);
    await shot(page, 'pipeline-idea-investors-tab');
    await page.getByRole('link', { name: 'Pipeline' }).click();
    await page.waitForURL(`**/idea/${ideaId}/pipeline`);
    await page.getByRole('heading', { name: 'Fundraising pipeline' }).waitFor();
    await card(page, a.name).waitFor();

    // The round: the contract's messages under the fields, then a $1,000,000 target.
    await page.getByLabel('Target amount ($)').fill('lots');
    await page.getByRole('button', { name: 'Set target' }).click();
    await page.getByText('Target amount must be a number of dollars').waitFor();
    await page.getByLabel('Target amount ($)').fill('1,000,000');
    await page.getByLabel('Stage', { exact: true }).selectOption('seed');
    await page.getByRole('button', { name: 'Set target' }).click();
    await toast(page, 'Round saved').waitFor();
    await page.getByRole('heading', { name: 'Seed round' }).waitFor();
    expect(await page.getByTestId('round-percent').textContent()).toBe('0%');

    // By name: someone not in our database is added by hand; twice is refused.
    const addForm = page.getByRole('form', { name: 'Add an investor' });
    await addForm.getByLabel('Name').fill('Jane Angel');
    await addForm.getByLabel('Firm').fill('Angel Syndicate');
    await addForm.getByLabel('E-mail').fill('jane@angels.example');
    await addForm.getByRole('button', { name: 'Add to pipeline' }).click();
    await toast(page, 'Jane Angel is in Need to reach out').waitFor();
    await card(page, 'Jane Angel').waitFor();
    await addForm.getByLabel('Name').fill('jane angel');
    await addForm.getByRole('button', { name: 'Add to pipeline' }).click();
    await addForm.getByText("jane angel is already in this round's pipeline").waitFor();
    await addForm.getByLabel('Name').fill('');

    // From the investor database: the card asks which idea.
    await page.goto(`/investors?q=${encodeURIComponent(b.name)}`);
    const dbCard = page
      .locator('main .rounded-lg')
      .filter({ has: page.getByRole('heading', { name: b.name, exact: true }) })
      .first();
    await dbCard.getByRole('button', { name: /^Add to pipeline/ }).click();
    const picker = page.getByRole('dialog', { name: `Add ${b.name} to a pipeline` });
    await picker.getByRole('radio', { name: /Freight quoting copilot/ }).check();
    await page.screenshot({
      path: path.join(ARTIFACTS, 'pipeline-investors-picker.png'),
      style: HIDE_TOASTS,
    });
    await picker.getByRole('button', { name: 'Add to pipeline' }).click();
    await toast(page, `${b.name} is in Freight quoting copilot's pipeline`).waitFor();
    await page.goto(`/idea/${ideaId}/pipeline`);
    await card(page, b.name).waitFor();
    expect(await column(page, 'need_to_reach_out').getByTestId('pipeline-card').count()).toBe(3);

    // Money per investor: the column totals and the committed progress follow, past 100% oversubscribed.
    await setMoney(page, 'Jane Angel', { expected: '300,000', committed: '250000' });
    expect(await page.getByTestId('round-percent').textContent()).toBe('25%');
    await setMoney(page, a.name, { expected: '500k', committed: '800,000' });
    await page.getByTestId('oversubscribed').waitFor();
    expect(await page.getByTestId('round-percent').textContent()).toBe('105%');
    expect(await page.getByTestId('round-progress').getAttribute('aria-valuenow')).toBe('105');
    await setMoney(page, b.name, { expected: '1.2M', followUp: localDay(-1) });
    expect(await page.getByTestId('expected-need_to_reach_out').textContent()).toBe('$2M');
    expect(await page.getByTestId('committed-need_to_reach_out').textContent()).toBe('$1.05M');
    await card(page, b.name).getByText('Overdue 1 day').waitFor();
    // The advisor shows as a warm path on the cards.
    await card(page, b.name).getByText('1 advisor could introduce you').waitFor();

    // Drag and drop: Jane to Meeting; the columns' totals follow.
    await drag(
      page,
      card(page, 'Jane Angel').getByRole('button', { name: 'Drag Jane Angel' }),
      column(page, 'meeting'),
    );
    await column(page, 'meeting').getByText('Jane Angel').waitFor();
    expect(await page.getByTestId('expected-meeting').textContent()).toBe('$300K');
    expect(await page.getByTestId('expected-need_to_reach_out').textContent()).toBe('$1.7M');
    await expect
      .poll(async () => (await pipelineOf(page, ideaId)).entries.find((e) => e.name === 'Jane Angel')?.stage)
      .toBe('meeting');

    // The keyboard: Space picks the card up, arrows move it a column at a time, Space drops it.
    const handleA = card(page, a.name).getByRole('button', { name: `Drag ${a.name}` });
    await handleA.focus();
    await page.keyboard.press('Space');
    await card(page, a.name).and(page.locator('[data-dragging]')).waitFor();
    // The card travels with the arrows while it is held.
    const held = page.locator('[data-dragging]');
    await page.keyboard.press('ArrowRight');
    await column(page, 'waiting_for_intro').locator('[data-dragging]').waitFor();
    await page.keyboard.press('ArrowRight');
    await column(page, 'contacted').locator('[data-dragging]').waitFor();
    await page.keyboard.press('Space');
    await held.waitFor({ state: 'detached' });
    await column(page, 'contacted').getByText(a.name).waitFor();
    await expect
      .poll(async () => (await pipelineOf(page, ideaId)).entries.find((e) => e.name === a.name)?.stage)
      .toBe('contacted');

    // The card's menu, by keyboard too: a to Committed, which makes a a warm path to b (they co-invested).
    await card(page, a.name)
      .getByRole('button', { name: `Actions for ${a.name}` })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to Committed' }).press('Enter');
    await column(page, 'committed').getByText(a.name).waitFor();
    expect(await page.getByTestId('committed-committed').textContent()).toBe('$800K');
    const coInvest = `Co-invested with ${a.name} (${deals} ${deals === 1 ? 'deal' : 'deals'})`;
    await card(page, b.name).getByText(coInvest).waitFor();

    // Passed asks why (the server refuses a pass without a reason); the pass takes Jane's money out.
    await card(page, 'Jane Angel').getByRole('button', { name: 'Actions for Jane Angel' }).click();
    await page.getByRole('menuitem', { name: 'Move to Passed' }).click();
    const why = page.getByRole('dialog', { name: 'Why did Jane Angel pass?' });
    await why.getByRole('button', { name: 'Move to Passed' }).click();
    await why.getByText('Say why they passed').waitFor();
    await why.getByLabel('Reason').fill('Not investing in logistics this year');
    await why.getByRole('button', { name: 'Move to Passed' }).click();
    await column(page, 'passed').getByText('Jane Angel').waitFor();
    await page.getByTestId('oversubscribed').waitFor({ state: 'detached' });
    expect(await page.getByTestId('round-percent').textContent()).toBe('80%');

    // A refused move rolls back, with a toast saying why.
    await page.route('**/api/ideas/*/pipeline/entries/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'The database is busy' } }),
          })
        : route.continue(),
    );
    await card(page, b.name)
      .getByRole('button', { name: `Actions for ${b.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Move to Term sheet' }).click();
    await toast(page, 'The database is busy').waitFor();
    await column(page, 'need_to_reach_out').getByText(b.name).waitFor();
    expect(await column(page, 'term_sheet').getByTestId('pipeline-card').count()).toBe(0);
    await page.unroute('**/api/ideas/*/pipeline/entries/*');

    // The detail: the analysis' intro (editable, copied), the warm path, notes and the timeline.
    await card(page, a.name).getByRole('button', { name: a.name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: a.name });
    expect(await detail.getByLabel('Subject').inputValue()).toBe('Freight quoting copilot: seed round');
    await detail.getByLabel('Subject').fill('Freight quoting copilot: our seed round');
    await detail.getByRole('button', { name: 'Save intro' }).click();
    await toast(page, 'Intro saved').waitFor();
    await detail.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Intro copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Subject: Freight quoting copilot: our seed round',
    );
    await detail.getByText('Alex Advisor').waitFor();
    await detail.getByLabel('Add note').fill('Met at the logistics demo day; wants the pilot numbers.');
    await detail.getByRole('button', { name: 'Add note' }).click();
    const timeline = detail.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Met at the logistics demo day; wants the pilot numbers.').waitFor();
    await timeline.getByText("Added from the idea's matches to Need to reach out").waitFor();
    await timeline.getByText('Moved from Contacted to Committed').waitFor();
    await timeline.getByText('Committed — → $800,000').waitFor();
    await timeline.getByText('Intro e-mail edited').waitFor();
    await viewShot(page, 'pipeline-detail-1280');
    await page.keyboard.press('Escape');

    // The table: sorted by a header, both ways; filtered to overdue follow-ups.
    await page.getByRole('button', { name: 'Table' }).click();
    const names = () => page.getByTestId('pipeline-row').locator('td:first-child > button').allTextContents();
    await page.getByRole('button', { name: 'Expected' }).click();
    expect(await names()).toEqual([b.name, a.name, 'Jane Angel']);
    await page.getByRole('button', { name: 'Expected' }).click();
    expect(await names()).toEqual(['Jane Angel', a.name, b.name]);
    await page.getByRole('button', { name: 'Investor' }).click();
    expect(await names()).toEqual([
      ...[a.name, b.name, 'Jane Angel'].sort((x, y) =>
        x.localeCompare(y, undefined, { sensitivity: 'base' }),
      ),
    ]);
    await page.getByLabel('Overdue only').click();
    expect(await names()).toEqual([b.name]);
    await page.getByLabel('Overdue only').click();
    await page.getByLabel('Stage filter').selectOption('passed');
    expect(await names()).toEqual(['Jane Angel']);
    await page.getByLabel('Stage filter').selectOption('all');
    await page.getByLabel('Search the pipeline').fill('angels.example');
    expect(await names()).toEqual(['Jane Angel']);
    await page.getByLabel('Search the pipeline').fill('');
    await shot(page, 'pipeline-table-1280');

    // CSV: the export downloads the rows; an import with an error changes nothing, a good one adds.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'name,firm,email,investor_id,stage,expected_amount,committed_amount,next_follow_up,pass_reason',
    );
    expect(csv).toContain(
      'Jane Angel,Angel Syndicate,jane@angels.example,,Passed,300000,250000,,Not investing in logistics this year',
    );
    expect(csv).toContain(`${a.id},Committed,500000,800000`);
    const file = page.getByTestId('import-file');
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,stage,expected_amount\nOmar Operator,Meeting,50000\nBad Row,Somewhere,1\n'),
    });
    await page.getByTestId('import-errors').getByText('Line 3:').waitFor();
    expect((await pipelineOf(page, ideaId)).entries).toHaveLength(3);
    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${csv.split('\n')[0]}\nOmar Operator,Operator Fund,,,Meeting,50000,,,\nJane Angel,Angel Syndicate,jane@angels.example,,Passed,300000,250000,,Not investing in logistics this year\n`,
      ),
    });
    await toast(page, 'Imported: 1 added, 1 updated').waitFor();
    await page.getByRole('button', { name: 'Omar Operator' }).waitFor();
    await page.getByRole('button', { name: 'Board' }).click();
    await card(page, 'Omar Operator').waitFor();
    await shot(page, 'pipeline-board-1280');
    await shot(page, 'pipeline-board-1280-end', 'end');

    // On a phone: the board scrolls sideways, the table too, the detail fills the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Board' }).click();
    await card(page, b.name).waitFor();
    const board = page.getByTestId('pipeline-board');
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'pipeline-board-390');
    await page.getByRole('button', { name: 'Table' }).click();
    await shot(page, 'pipeline-table-390');
    await page.getByRole('button', { name: 'Board' }).click();
    await card(page, b.name).getByRole('button', { name: b.name, exact: true }).click();
    await page
      .getByRole('dialog', { name: b.name })
      .getByText('Co-invested', { exact: false })
      .first()
      .waitFor();
    await viewShot(page, 'pipeline-detail-390');
    await page.keyboard.press('Escape');

    // The dashboard lists the overdue follow-up and links to the investor in the pipeline.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    const followUps = page.getByTestId('follow-ups');
    const due = followUps.getByRole('link').filter({ hasText: b.name });
    await due.getByText('Overdue 1 day').waitFor();
    await shot(page, 'pipeline-dashboard-follow-ups');
    await due.click();
    await page.waitForURL(
      (url) => url.pathname === `/idea/${ideaId}/pipeline` && url.searchParams.has('entry'),
    );
    await page.getByRole('dialog', { name: b.name }).waitFor();
  }, 240_000);

  it("another founder is refused someone else's pipeline, and so is the API", async () => {
    const owner = await onboardedUser(session.app.url, 'founder', 'Owner Founder');
    const page = await session.newPage({ width: 1280, height: 900 });
    await onboardFounder(page, 'Other Founder');
    await page.goto(`/idea/${owner.ideaId}/pipeline`);
    await page.getByTestId('pipeline-refused').getByText('This pipeline is private').waitFor();
    expect((await page.request.get(`/api/ideas/${owner.ideaId}/pipeline`)).status()).toBe(403);
    expect(
      (
        await page.request.put(`/api/ideas/${owner.ideaId}/pipeline/round`, {
          data: { target_amount: 1, stage: 'seed' },
          headers: { origin: session.app.url },
        })
      ).status(),
    ).toBe(403);
    await snapshot(page, 'pipeline-refused');
  });
});
