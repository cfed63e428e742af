import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, snapshot } from '../helpers/browser';
import { onboardThroughApi } from '../helpers/journey';

// Issue 37: a founder by keyboard alone, from the skip link to moving an investor, with where focus lands
// asserted after every action: it is never lost to the page's body, and it always shows.
const session = browserSession();

/** What has focus: its tag, its accessible text and whether it shows a visible focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', text: '', ring: false, id: '' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    // Tailwind's focus rings are box-shadows.
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
      ring: outline || shadow,
      id: el.id,
    };
  });
}

/** Presses Tab until focus is on an element whose text matches, at most `limit` times; answers how many. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (name.test(now.text)) return i;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function expectFocus(page: Page, what: { tag?: string; text: RegExp }, step: string) {
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return now.tag !== 'body' && (!what.tag || now.tag === what.tag) && what.text.test(now.text);
      },
      { message: `${step}: focus is on ${JSON.stringify(await focused(page))}` },
    )
    .toBe(true);
}

describe('a founder by keyboard alone', () => {
  it('creates an idea, analyzes it, adds an investor, opens the pipeline and the bell, never losing focus', async () => {
    const page = await session.newPage({ width: 1280, height: 900 });
    await onboardThroughApi(page, session.app.url, {
      role: 'founder',
      name: 'Kira Keys',
      emailPrefix: 'keyboard',
      details: {
        ideaTitle: 'Warehouse robots',
        ideaDescription: 'Robots that pick orders in small warehouses',
        fundraisingGoal: '$1M seed',
      },
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The first Tab reaches the skip link, which takes the reader into the page.
    await page.keyboard.press('Tab');
    await expectFocus(page, { tag: 'a', text: /^Skip to content$/ }, 'first Tab');
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocus(page, { tag: 'main', text: /Welcome/ }, 'after the skip link');
    const tabs = await tabTo(page, /New Idea/);
    expect(tabs, 'Tabs from the skip link to New Idea').toBeLessThanOrEqual(3);

    // Create Idea: the dialog by keyboard, then focus on the new idea's heading.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await expectFocus(page, { text: /.*/ }, 'the New Idea dialog');
    await page.getByLabel('Title').focus();
    await page.keyboard.type('Freight quoting copilot');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AI assistant that quotes and books loads for freight brokers');
    await tabTo(page, /^Create Idea$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/idea\/[0-9a-f-]+$/);
    await expectFocus(page, { tag: 'h1', text: /^Freight quoting copilot$/ }, 'after Create Idea');

    // Analyze: focus stays on the button while it runs, and after (it then reads Re-analyze).
    await tabTo(page, /^Analyze$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, { tag: 'button', text: /Analyzing/ }, 'while analyzing');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Analysis complete' })
      .waitFor({ timeout: 90_000 });
    await expectFocus(page, { tag: 'button', text: /^Re-analyze$/ }, 'after the analysis');
    expect(
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: /analysis/i })
        .count(),
      'one toast for the analysis',
    ).toBe(1);

    // The Investors tab, its panel (with a ring), and Add to pipeline, which keeps focus as it turns In pipeline.
    await page.getByRole('tab', { name: 'Summary' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, { tag: 'button', text: /^Investors$/ }, 'the Investors tab');
    await page.keyboard.press('Tab');
    await expectFocus(page, { tag: 'div', text: /.+/ }, 'the Investors panel');
    expect((await focused(page)).ring, 'the tab panel shows focus').toBe(true);
    await tabTo(page, /^Add to pipeline$/, 200);
    await page.keyboard.press('Enter');
    await expectFocus(page, { tag: 'button', text: /^In pipeline$/ }, 'after Add to pipeline');
    await snapshot(page, 'keyboard-added-to-pipeline');

    // To the pipeline: focus on its heading.
    await page.getByRole('link', { name: 'Pipeline', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pipeline$/);
    await expectFocus(page, { tag: 'h1', text: /^Fundraising pipeline$/ }, 'on arriving at the pipeline');

    // The card's menu: its items show focus; Escape gives it back to the menu's button.
    const card = page.getByTestId('pipeline-card').first();
    await card.waitFor();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await page.getByRole('button', { name: `Actions for ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expectFocus(page, { text: /.+/ }, 'the first menu item');
    const item = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(item).toBe('menuitem');
    expect((await focused(page)).ring, 'a menu item shows focus').toBe(true);
    await page.keyboard.press('Escape');
    await expectFocus(page, { tag: 'button', text: exactly(`Actions for ${name}`) }, 'after the menu');

    // The entry's drawer: closing it gives focus back to the entry's name.
    await page.locator('[data-open-entry]').first().focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('entry-detail').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('entry-detail').waitFor({ state: 'detached' });
    await expectFocus(page, { tag: 'button', text: exactly(name) }, 'after closing the drawer');

    // The bell: Escape closes it onto the bell; Tab out of it closes it.
    const bell = page.getByTestId('notification-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocus(page, { tag: 'button', text: /^Notifications/ }, 'after Escape in the bell');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    for (let i = 0; i < 12 && (await bell.getAttribute('aria-expanded')) === 'true'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await bell.getAttribute('aria-expanded'), 'the bell closes when focus leaves it').toBe('false');
    expect((await focused(page)).tag).not.toBe('body');
  });
});
