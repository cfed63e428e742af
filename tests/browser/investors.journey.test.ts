import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

const session = browserSession();
const newPage = (viewport = { width: 1366, height: 900 }) =>
  session.newPage(viewport, ['clipboard-read', 'clipboard-write']);

const SEARCH = 'Search by name, focus area, or description...';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The numbers in 'Showing X of Y investors'. */
async function counter(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByText(/^Showing [\d,]+ of [\d,]+ investors$/).textContent()) ?? '';
  const [shown = 0, total = 0] = [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return { shown, total };
}
/** The cards' status badges: a span whose hidden 'Status: ' prefix reads out the status. */
const statusBadges = (page: Page) => page.locator('main span:has(> span.sr-only)');

/** Signs a founder up and finishes onboarding, landing on /dashboard. */
async function signUpFounder(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('investors'));
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
  await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/ada-lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  // linkedin.com is out of reach here: the read fails and the founder types their name instead.
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Failed to process LinkedIn profile' })
    .waitFor({ timeout: 45_000 });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Idea title').fill('Freight copilot');
  await page
    .getByLabel('Idea description')
    .fill('An AI assistant that quotes and books loads for freight brokers.');
  await page.getByLabel('Fundraising goals').fill('Raise a $1.5M seed round');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/dashboard');
}

describe('investor database in Chromium', () => {
  it('a signed-out visitor sees 6 investors, the sign-in prompt, search in the URL and the Hot filter', async () => {
    const page = await newPage();
    await page.goto('/investors');
    await page.getByRole('heading', { name: 'Investor Database' }).waitFor();
    // The data's age (issue 19): its sources and dates, and the date statuses are relative to.
    const sources = page.getByTestId('data-sources');
    await sources.waitFor();
    expect(await sources.textContent()).toBe(
      'Data: Crunchbase, Jun 2013 (deal history) · FundraisingFox, Aug 2026 (firm directory)',
    );
    expect(await page.getByTestId('status-as-of').textContent()).toBe('Status as of Jun 2013');
    await sources.click();
    await page.getByText(/not activity today/).waitFor();
    await page.getByRole('link', { name: /FundraisingFox Open Dataset/ }).waitFor();
    await page.getByText(/^Showing 6 of /).waitFor();
    const all = await counter(page);
    expect(all.total).toBeGreaterThan(6);
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: /View Website/ })
        .count(),
    ).toBeLessThanOrEqual(6);
    const more = `View ${(all.total - 6).toLocaleString('en-US')} More Investors`;
    await page.getByRole('heading', { name: more }).waitFor();
    const signIn = page.getByRole('link', { name: 'Sign In to View All' });
    expect(await signIn.getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await snapshot(page, 'investors-signed-out');

    // Typing a query updates the URL (debounced) and the results.
    await page.getByPlaceholder(SEARCH).fill('Sequoia');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Sequoia');
    await expect.poll(async () => (await counter(page)).total).toBeLessThan(all.total);
    await page.getByRole('heading', { name: 'Sequoia Capital', level: 3 }).first().waitFor();

    // Hot shows only hot investors, and back/forward restores the filters.
    await page.getByPlaceholder(SEARCH).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.getByRole('button', { name: 'Hot', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'hot');
    // React renders a navigation a moment after the address bar changes.
    await expect
      .poll(() => page.getByRole('button', { name: 'Hot', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(async () => (await counter(page)).total).toBeLessThan(all.total);
    // The previous results stay on screen (dimmed) until the filtered ones arrive.
    await expect
      .poll(async () => [...new Set(await statusBadges(page).allTextContents())])
      .toEqual(['Status: Hot as of Jun 2013']);
    // Every card dates its last known deal; none is called recent.
    const deals = await page
      .locator('main')
      .getByText(/^Last known deal: /)
      .allTextContents();
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) expect(deal).toMatch(/^Last known deal: (\w{3} )?\d{4}/);
    expect(await page.locator('main').getByText('(Recent)').count()).toBe(0);
    await snapshot(page, 'investors-hot');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(async () => (await counter(page)).total).toBe(all.total);

    // An impossible check-size range is refused inline, and a search with no match says so.
    await page.getByLabel(/^Min check size/).fill('5000');
    await page.getByLabel(/^Max check size/).fill('100');
    await page.getByText('Minimum cannot be greater than maximum').waitFor();
    expect(new URL(page.url()).searchParams.has('check_min')).toBe(false);
    await page.goto('/investors?q=zzqxjvkw');
    await page.getByText('No investors found matching your criteria').waitFor();
    expect(await page.getByPlaceholder(SEARCH).inputValue()).toBe('zzqxjvkw');
  });

  it('a failed load shows the destructive toast with the error message', async () => {
    const page = await newPage();
    await page.route('**/api/investors?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The search index is warming up' } }),
      }),
    );
    await page.goto('/investors');
    const error = toast(page, 'Error loading investors');
    await error.waitFor();
    expect(await error.textContent()).toContain('The search index is warming up');
  });

  it('on a phone the filters fold into a panel', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto('/investors');
    await page.getByText(/^Showing 6 of /).waitFor();
    const stage = page.getByRole('checkbox', { name: 'Seed', exact: true });
    expect(await stage.isVisible()).toBe(false);
    await page.getByRole('button', { name: /Filters/ }).click();
    await stage.click();
    await page.waitForURL((url) => url.searchParams.get('stage') === 'seed');
    await page.getByRole('button', { name: /Filters 1/ }).waitFor();
    await snapshot(page, 'investors-mobile-filters');
  });

  it('a signed-in founder loads more investors, then creates an API key, sees it once and revokes it', async () => {
    const page = await newPage();
    await signUpFounder(page);

    await page.goto('/investors');
    await page.getByText(/^Showing 24 of /).waitFor();
    const first = await counter(page);
    expect(first.total).toBeGreaterThan(48);
    expect(await page.getByRole('link', { name: 'Sign In to View All' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await counter(page)).shown).toBe(48);
    expect((await counter(page)).total).toBe(first.total);
    await snapshot(page, 'investors-signed-in');

    // The docs' Get API Key goes to the dashboard's keys card.
    await page.goto('/api-docs');
    await page.getByRole('heading', { name: 'Endpoints' }).waitFor();
    await page.getByText('/api/v1/portfolio/{investorId}').waitFor();
    await page.getByText('1,000 requests/hour').waitFor();
    await page.getByRole('link', { name: 'Get API Key' }).click();
    await page.waitForURL('**/dashboard#api-keys');

    const card = page.locator('#api-keys');
    await card.getByText('No API keys yet').waitFor();
    await card.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Key name').fill('CRM sync');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const reveal = page.getByRole('dialog', { name: 'Your new API key' });
    await reveal.getByText('it will not be shown again').waitFor();
    const key = await reveal.getByLabel('API key').inputValue();
    expect(key.length).toBeGreaterThan(20);
    await reveal.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'API key copied').waitFor();
    await snapshot(page, 'api-key-created');
    await reveal.getByRole('button', { name: 'Done' }).click();

    // Never shown again: the list has only its prefix, also after a reload.
    const row = card.getByRole('listitem').filter({ hasText: 'CRM sync' });
    await row.getByText('Active').waitFor();
    await page.reload();
    await row.getByText('Active').waitFor();
    expect((await page.locator('body').textContent()) ?? '').not.toContain(key);

    // The key works on the public API until it is revoked.
    const call = () =>
      fetch(`${session.app.url}/api/v1/investors?limit=1`, { headers: { authorization: `Bearer ${key}` } });
    expect((await call()).status).toBe(200);
    await row.getByRole('button', { name: /Revoke/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'API key revoked').waitFor();
    await row.getByText(/^Revoked /).waitFor();
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
    expect((await call()).status).toBe(401);
    await snapshot(page, 'api-key-revoked');
  });
});
