import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

const session = browserSession();
// Builds the investor directory's snapshot under the hook's timeout, not inside the first test.
beforeAll(async () => {
  await session.app.investors.featured();
});
const newPage = () => session.newPage();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('landing page in Chromium', () => {
  it('joins the Growth waitlist once, refusing bad input and a second signup with the same address', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: /Founders Looking/ }).waitFor();
    await page.locator('#pricing').getByRole('button', { name: 'Join Waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join Growth Waitlist' });
    await dialog.waitFor();

    await dialog.getByRole('textbox').first().fill('   ');
    await dialog.getByRole('textbox').nth(1).fill('pat@example.com');
    await dialog.getByRole('button', { name: /Join/ }).click();
    await toast(page, 'Name is required').waitFor();
    expect(await session.app.db.selectFrom('waitlist').selectAll().execute()).toHaveLength(0);

    const email = uniqueEmail('waitlist');
    await dialog.getByRole('textbox').first().fill('Pat Doe');
    await dialog.getByRole('textbox').nth(1).fill(email);
    await dialog.getByRole('button', { name: /Join/ }).click();
    await toast(page, "You're on the list").waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const rows = await session.app.db.selectFrom('waitlist').selectAll().execute();
    expect(rows.map((r) => [r.name, r.email, r.tier])).toEqual([['Pat Doe', email, 'Growth']]);

    await page.locator('#pricing').getByRole('button', { name: 'Join Waitlist' }).nth(1).click();
    const scale = page.getByRole('dialog', { name: 'Join Scale Waitlist' });
    await scale.getByRole('textbox').first().fill('Pat Again');
    await scale.getByRole('textbox').nth(1).fill(email.toUpperCase());
    await scale.getByRole('button', { name: /Join/ }).click();
    await toast(page, 'Already on waitlist').waitFor();
    expect(await session.app.db.selectFrom('waitlist').selectAll().execute()).toHaveLength(1);
    await snapshot(page, 'landing-waitlist-duplicate');
  });

  it('shows the signed-out navigation with its anchors and buttons, and every static page has its title', async () => {
    const page = await newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Features', '/#features'],
      ['How it works', '/#how-it-works'],
      ['Pricing', '/#pricing'],
      ['Sign In', '/auth'],
      ['Get Started', '/auth'],
    ]) {
      expect(await nav.getByRole('link', { name: name! }).getAttribute('href')).toBe(href);
    }
    for (const [path, heading] of [
      ['/about', /./],
      ['/careers', /./],
      ['/contact', /./],
      ['/privacy', /Privacy/],
      ['/blog', /./],
      ['/success-stories', /./],
      ['/help', /./],
      ['/api-docs', /API/],
      ['/advisor-marketplace', /./],
      ['/investors', 'Investor Database'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
    }
  });
});
