import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { DIRECTORY_FIRMS, FIRM_A_PORTFOLIO } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

// The admin consoles (/test-scraper, /test-api) in Chromium, crawling the fixture sites on 127.0.0.1: the
// directory stands in for OpenVC, and the investor's website is the fixture's /firm-a/.
let sites: FixtureSites;
let lanceDir: string;
beforeAll(async () => {
  sites = await startFixtureSites();
  // The crawlers write to the investor vector table: this file works on its own copy of the shared one.
  lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-lance-'));
  await cp(inject('pg').lanceDir, lanceDir, { recursive: true });
});
afterAll(async () => {
  await sites?.close();
});
const session = browserSession({
  env: () => ({
    CRAWL_ALLOW: `127.0.0.1:${sites.port}`,
    VC_DIRECTORY_URL: `${sites.origin}/directory?page=1`,
    LANCEDB_URI: lanceDir,
  }),
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Signs up and onboards as an investor with the page's cookies; returns the e-mail and user id. */
async function signUp(page: Page, name: string) {
  const headers = { origin: session.app.url };
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const email = uniqueEmail('consoles');
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
  const me = await (await page.request.get('/api/me')).json();
  return { email, id: me.user.id as string };
}

/** Nothing sticks out sideways at a phone's width. */
async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('the admin consoles, in Chromium', () => {
  it('shows non-admins "Administrators only" on both consoles', async () => {
    const page = await session.newPage();
    await signUp(page, 'Nina Nonadmin');
    await page.goto('/test-scraper');
    await page.getByText('Administrators only').waitFor();
    expect(await page.getByRole('button', { name: 'Import 100+ VCs' }).count()).toBe(0);
    await page.goto('/test-api');
    await page.getByText('Administrators only').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    // The server refuses them too.
    expect((await page.request.get('/api/admin/crawl-runs')).status()).toBe(403);
  });

  it('an admin imports VCs, scrapes a portfolio, and runs console tests', async () => {
    const page = await session.newPage({ width: 1280, height: 900 });
    const admin = await signUp(page, 'Ada Admin');
    await grantStaffRole(session.app.db, admin.email, 'admin', 'grant');

    await page.goto('/test-scraper');
    await page.getByRole('heading', { name: 'Portfolio Scraper' }).waitFor();
    await page.getByText('No crawls yet').waitFor();

    // No investor chosen: the spec's toast and an inline error, and nothing is started.
    await page.getByRole('button', { name: 'Scrape Portfolio Companies' }).click();
    await toast(page, 'Select an investor').waitFor();
    await toast(page, 'Please choose an investor to scrape').waitFor();
    const combobox = page.getByRole('combobox', { name: 'Investor' });
    expect(await combobox.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Please choose an investor to scrape' }).waitFor();
    await snapshot(page, 'admin-scraper-select-investor');

    // Advanced: a bad start URL is refused before anything is sent, naming the field.
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByLabel('Start URLs').fill('not a url');
    await page.getByRole('button', { name: 'Import 100+ VCs' }).click();
    await page.getByText('Start URL must be a full http(s) URL').waitFor();
    await page.getByLabel('Start URLs').fill('');
    await page.getByLabel('Max pages').fill('1001');
    await page.getByRole('button', { name: 'Import 100+ VCs' }).click();
    await page.getByText('Max pages must be at most 1000').waitFor();
    await page.getByLabel('Max pages').fill('');

    // The import: progress while it runs, then the toast with its counts and the result card.
    const polls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/runs\/[^/]+$/.test(req.url())) polls.push(req.url());
    });
    await page.getByRole('button', { name: 'Import 100+ VCs' }).click();
    await page.getByRole('progressbar', { name: 'Importing VCs progress' }).waitFor();
    await page.getByRole('button', { name: 'Importing…' }).waitFor();
    await snapshot(page, 'admin-scraper-importing');
    await toast(page, 'VCs Imported!').waitFor({ timeout: 60_000 });
    await toast(page, /Imported \d+, skipped \d+/).waitFor();
    expect(polls.length).toBeGreaterThan(0);
    const importResult = page.getByTestId('import-result');
    await importResult.waitFor();
    expect(await importResult.textContent()).toMatch(
      new RegExp(`Imported \\d+, skipped \\d+ of ${DIRECTORY_FIRMS.length} firms found`),
    );
    const recent = page.getByTestId('recent-crawls');
    await recent.getByText('Import VCs').waitFor();
    await recent.getByText('Completed').first().waitFor();

    // The investor to scrape: Northbeam Capital, imported above, whose website is the fixture's /firm-a/.
    const northbeam = await session.app.db
      .updateTable('investors')
      .set({ website: `${sites.origin}/firm-a/` })
      .where('name', '=', 'Northbeam Capital')
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await session.app.investors.refresh();

    // The combobox, by keyboard: type, move down, Enter.
    await combobox.fill('northbeam');
    const listbox = page.getByRole('listbox', { name: 'Investors' });
    await listbox.getByRole('option', { name: 'Northbeam Capital' }).waitFor();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await snapshot(page, 'admin-scraper-combobox');
    await combobox.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    await combobox.press('ArrowDown'); // reopens
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await combobox.press('ArrowDown'); // the first option
    const active = await combobox.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Northbeam Capital');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await combobox.press('Enter');
    expect(await combobox.inputValue()).toBe('Northbeam Capital');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.getAttribute('aria-invalid')).toBeNull();

    // The scrape: progress, the toast, then a card per company.
    await page.getByRole('button', { name: 'Scrape Portfolio Companies' }).click();
    await page.getByRole('button', { name: 'Scraping…' }).waitFor();
    await toast(page, `Found ${FIRM_A_PORTFOLIO.length} portfolio companies`).waitFor({ timeout: 60_000 });
    const results = page.getByTestId('portfolio-results');
    await results.getByRole('heading', { name: 'Northbeam Capital' }).waitFor();
    expect(await results.getByTestId('companies-found').textContent()).toBe(String(FIRM_A_PORTFOLIO.length));
    const cards = results.getByTestId('portfolio-company');
    expect(await cards.count()).toBe(FIRM_A_PORTFOLIO.length);
    const ledgerly = cards.filter({ hasText: 'Ledgerly' });
    const first = FIRM_A_PORTFOLIO.find((c) => c.name === 'Ledgerly')!;
    expect(await ledgerly.textContent()).toContain(first.fundingStage!);
    expect(await ledgerly.textContent()).toContain(first.industry!);
    for (const tag of first.tags) expect(await ledgerly.textContent()).toContain(tag);
    const link = ledgerly.getByRole('link', { name: /ledgerly\.example/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await recent.getByText('Portfolio scrape').waitFor();
    await expect.poll(() => recent.getByTestId('crawl-run').count()).toBe(2);
    expect(await recent.getByTestId('crawl-run').first().textContent()).toContain('Northbeam Capital');
    expect(northbeam.id).toBeTruthy();
    await snapshot(page, 'admin-scraper-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await expectNoSideways(page);
    await snapshot(page, 'admin-scraper-390');

    // The API testing console: nine tabs; Database and RPC succeed, a bad idea id is refused in place.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/test-api');
    await page.getByRole('heading', { name: 'API Testing Console' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Analyze Idea',
      'Onboarding',
      'Embeddings',
      'Advisor',
      'LinkedIn',
      'Portfolio',
      'Import VCs',
      'Database',
      'RPC',
    ]);

    await page.getByLabel('Idea id').fill('not-a-uuid');
    await page.getByRole('button', { name: 'Run Test' }).click();
    await page.getByText('Idea id must be a UUID').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('0');

    await page.getByRole('tab', { name: 'Database' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Run Test' }).click();
    const dbResult = page.getByRole('tabpanel').getByTestId('console-result');
    await dbResult.waitFor();
    expect(await dbResult.getByTestId('console-status').textContent()).toBe('200 OK');
    expect(await dbResult.getByTestId('console-json').textContent()).toContain('"tables"');

    await page.getByRole('tab', { name: 'RPC' }).click();
    expect(await page.getByLabel('uid').inputValue()).toBe(admin.id);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Run Test' }).click();
    const rpcResult = page.getByRole('tabpanel').getByTestId('console-result');
    await rpcResult.waitFor();
    expect(await rpcResult.getByTestId('console-status').textContent()).toBe('200 OK');
    expect(await rpcResult.getByTestId('console-json').textContent()).toContain('"role": "investor"');

    expect(await page.getByTestId('summary-successful').textContent()).toBe('2');
    expect(await page.getByTestId('summary-failed').textContent()).toBe('0');
    expect(await page.getByTestId('summary-total').textContent()).toBe('2');
    await snapshot(page, 'admin-api-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await expectNoSideways(page);
    await snapshot(page, 'admin-api-390');
  });
});
