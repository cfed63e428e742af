import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

// Time-honest everywhere (issue 19): the deal history ends on 2013-06-30 and the firm directory is of 2026-08.
// No screen presents 2013 activity as current, every status says the date it refers to, and no marketing copy
// claims what the data cannot back.

const session = browserSession();
beforeAll(async () => {
  await session.app.investors.featured();
});

/** Claims the data cannot back: it is not real-time, and its activity is not today's. */
const UNBACKED = /real-time|realtime|right now|actively deploying|live data|kept up to date/i;
const SOURCES_LINE = 'Crunchbase, Jun 2013 (deal history) · FundraisingFox, Aug 2026 (firm directory)';

const text = async (page: Page) => (await page.locator('body').textContent()) ?? '';
const badges = (page: Page) => page.locator('main span:has(> span.sr-only:text-is("Status: "))');

describe('marketing copy', () => {
  it('makes no claim the data cannot back, on the landing, About, the FAQ and the API docs', async () => {
    const page = await session.newPage();
    for (const path of ['/', '/about', '/help', '/api-docs', '/success-stories']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      if (path === '/help') {
        await page.getByRole('button', { name: 'What do Hot, Warm and Cold mean?' }).click();
        await page.getByText(/not that it is investing today/).waitFor();
      }
      if (path === '/api-docs')
        await page
          .getByText(/status_as_of|as_of/)
          .first()
          .waitFor();
      expect({ path, claim: (await text(page)).match(UNBACKED)?.[0] ?? null }).toEqual({ path, claim: null });
    }
  });
});

describe('the landing page', () => {
  it('dates every status on its investor cards and names its sources', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const section = page.locator('#investors');
    await section.getByTestId('data-sources').waitFor();
    expect(await section.getByTestId('data-sources').textContent()).toContain(SOURCES_LINE);
    await section.locator('li:has(h3)').first().waitFor();
    const statuses = await badges(page).allTextContents();
    expect(statuses.length).toBeGreaterThanOrEqual(7);
    for (const s of statuses) expect(s).toMatch(/^Status: (Hot|Warm|Cold) as of Jun 2013$/);
    const deals = await section.getByText(/^Last known deal: /).allTextContents();
    expect(deals).toHaveLength(4);
    for (const deal of deals) expect(deal).toMatch(/^Last known deal: \w{3} 20\d\d/);
    await section.scrollIntoViewIfNeeded();
    await snapshot(page, 'landing-investors-dated');
  });

  it("dates the sample cards too, when the database's investors cannot be loaded", async () => {
    const page = await session.newPage();
    await page.route('**/api/investors/featured', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/');
    const section = page.locator('#investors');
    await section.getByText('Sample investors shown.', { exact: false }).waitFor();
    const cards = section.locator('li:has(h3)');
    expect(await cards.count()).toBe(4);
    for (const card of await cards.all()) {
      expect(await card.textContent()).toMatch(/(Hot|Warm|Cold) as of Jun 2013/);
      expect(await card.textContent()).toMatch(/Last known deal: \w{3} 20(11|12|13)/);
    }
  });
});

describe('the idea page', () => {
  it('dates the data in its header, outside the tabs', async () => {
    const page = await session.newPage();
    const headers = { origin: session.app.url };
    await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Dee Dated', email: uniqueEmail('dated'), password: 'secret123' },
      headers,
    });
    await page.request.post('/api/onboarding/linkedin', {
      data: { linkedinUrl: 'https://www.linkedin.com/in/dee', userType: 'founder' },
      headers,
    });
    const done = await page.request.post('/api/onboarding/complete', {
      data: {
        role: 'founder',
        ideaTitle: 'Dock scheduling',
        ideaDescription: 'Dock appointment scheduling for warehouses',
        fundraisingGoal: '$1M seed',
      },
      headers,
    });
    const { ideaId } = await done.json();
    await page.goto(`/idea/${ideaId}`);
    const line = page.locator('header').getByTestId('data-sources');
    await line.waitFor();
    expect(await line.textContent()).toContain(`Data: ${SOURCES_LINE}`);
    expect(await page.getByRole('tabpanel').getByTestId('data-sources').count()).toBe(0);
    await snapshot(page, 'idea-header-data-line');
  });
});
