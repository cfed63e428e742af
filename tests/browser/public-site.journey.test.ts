import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { ARTIFACTS, browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

// The public site in Chromium (spec §2, §4, §5, §8): every public page passes axe (WCAG 2 A and AA) at a
// phone's and a laptop's width and is screenshotted at both; the waitlist, the help centre's FAQ and search,
// the contact form (stored and read back by an admin) and the 404 page.
const session = browserSession();
// The investor directory builds its in-memory snapshot on first use (seconds on a busy machine): build it here,
// under the hook's longer timeout, rather than inside the first page's test.
beforeAll(async () => {
  await session.app.investors.featured();
});

let desktopPage: Page | undefined;
let mobilePage: Page | undefined;
/** One signed-out page per width, reused by every test of the file. */
async function desktop(): Promise<Page> {
  desktopPage ??= await session.newPage({ width: 1280, height: 900 });
  return desktopPage;
}
async function mobile(): Promise<Page> {
  mobilePage ??= await session.newPage({ width: 390, height: 844 });
  return mobilePage;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A toast with this title and description, and whether it is destructive (sonner's error type). */
async function expectToast(page: Page, title: string, description: string, destructive: boolean) {
  const found = toast(page, title).filter({ hasText: description });
  await found.first().waitFor();
  expect(await found.first().getAttribute('data-type')).toBe(destructive ? 'error' : 'success');
}

async function dismissToasts(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-sonner-toast] [data-close-button]')) {
      (el as HTMLElement).click();
    }
  });
  await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
}

/** A full-page screenshot from the top, so the fixed navigation bar sits where a visitor sees it. */
async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await snapshot(page, name);
}

/** What is on screen right now (an open dialog, a toast), without scrolling. */
async function viewportShot(page: Page, name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

async function expectNoAxeViolations(page: Page, context: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${context}`).toEqual([]);
}

async function expectNoSideways(page: Page, context: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${context} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

type PublicPage = {
  path: string;
  name: string;
  /** Waits until the page's content (including anything it loads) is on screen. */
  ready: (page: Page) => Promise<unknown>;
  /** What the spec asks this page to show; checked once, at the laptop's width. */
  content?: (page: Page) => Promise<void>;
};

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const main = (page: Page) => page.getByRole('main');
const count = (locator: Locator) => locator.count();

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    name: 'home',
    ready: async (page) => {
      await h1(page, /Founders Looking for Investors/);
      await page.locator('#investors li').first().waitFor();
    },
    content: async (page) => {
      expect(await count(page.locator('#features li'))).toBe(6);
      expect(await count(page.locator('#how-it-works ol > li'))).toBe(4);
      expect(await count(page.locator('#investors ul').first().locator(':scope > li'))).toBe(4);
      expect(await page.getByRole('link', { name: 'Explore Full Database' }).getAttribute('href')).toBe(
        '/investors',
      );
      const pricing = page.locator('#pricing');
      for (const tier of ['Starter', 'Growth', 'Scale']) {
        await pricing.getByRole('heading', { name: tier, exact: true }).waitFor();
      }
      expect(await pricing.getByText('Most Popular', { exact: true }).count()).toBe(1);
      expect(await pricing.getByText('Coming Soon', { exact: true }).count()).toBe(2);
      expect(await pricing.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth');
      expect(await pricing.getByRole('button', { name: 'Join Waitlist' }).count()).toBe(2);
      expect(
        await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().getAttribute('href'),
      ).toBe('/auth');
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
      expect(await footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
      await footer.getByText(`© ${new Date().getFullYear()} Roundwise, Inc. All rights reserved.`).waitFor();
      expect(await page.title()).toBe('Roundwise: Founders Looking for Investors');
    },
  },
  {
    path: '/about',
    name: 'about',
    ready: (page) => h1(page),
    content: async (page) => {
      await main(page).getByText('Investor intelligence, dated', { exact: false }).first().waitFor();
      await main(page).getByText('Roundwise is operated by Roundwise, Inc.').waitFor();
      expect(await page.title()).toBe('About Us | Roundwise');
    },
  },
  {
    path: '/careers',
    name: 'careers',
    ready: (page) => h1(page),
    content: async (page) => {
      for (const role of ['Senior Full Stack Engineer', 'Product Designer', 'Growth Marketing Lead']) {
        await main(page).getByRole('heading', { name: role }).waitFor();
      }
      expect(
        await main(page)
          .getByRole('link', { name: /^Apply Now/ })
          .count(),
      ).toBe(3);
      expect(await main(page).getByText('Remote', { exact: true }).count()).toBe(3);
      expect(await main(page).getByText('Full-time', { exact: true }).count()).toBe(3);
      await main(page).getByRole('link', { name: 'Get in Touch' }).waitFor();
    },
  },
  {
    path: '/contact',
    name: 'contact',
    ready: (page) => h1(page),
    content: async (page) => {
      for (const label of ['Name', 'Email', 'Message'])
        await page.getByLabel(label, { exact: true }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
      expect(await page.getByLabel('Message', { exact: true }).getAttribute('rows')).toBe('6');
      expect(await main(page).locator('a[href^="mailto:"]').count()).toBe(3);
      await main(page)
        .getByText(/within 24 hours on business days/)
        .waitFor();
    },
  },
  {
    path: '/privacy',
    name: 'privacy',
    ready: (page) => h1(page, 'Privacy Policy'),
    content: async (page) => {
      await main(page).getByText('Last updated January 2025').waitFor();
      expect(await main(page).getByRole('heading', { level: 2 }).count()).toBe(10);
      await main(page)
        .getByText(/Free plan:/)
        .waitFor();
      await main(page)
        .getByText(/never see them/)
        .waitFor();
    },
  },
  {
    path: '/blog',
    name: 'blog',
    ready: (page) => h1(page),
    content: async (page) => {
      expect(await main(page).getByRole('article').count()).toBe(4);
      expect(
        await main(page)
          .getByText(/min read$/)
          .count(),
      ).toBe(4);
      await main(page)
        .getByText(/More posts are coming soon/)
        .waitFor();
    },
  },
  {
    path: '/success-stories',
    name: 'success-stories',
    ready: (page) => h1(page),
    content: async (page) => {
      for (const stat of ['$50M+', '120+', '35%'])
        await main(page).getByText(stat, { exact: true }).waitFor();
      expect(await main(page).locator('blockquote').count()).toBe(3);
      expect(
        await main(page)
          .getByRole('link', { name: /Get Started Free/ })
          .getAttribute('href'),
      ).toBe('/auth');
    },
  },
  {
    path: '/help',
    name: 'help',
    ready: (page) => h1(page, 'How can we help?'),
    content: async (page) => {
      for (const category of [
        'Getting Started',
        'Investor Matching',
        'Using the Platform',
        'Pricing & Billing',
      ]) {
        await main(page).getByRole('region', { name: category, exact: true }).waitFor();
      }
      await main(page).getByRole('link', { name: 'Contact Support' }).waitFor();
    },
  },
  {
    path: '/api-docs',
    name: 'api-docs',
    ready: async (page) => {
      await h1(page);
      await page.getByText('1,000 requests/hour').waitFor();
    },
    content: async (page) => {
      for (const path of [
        '/api/v1/investors',
        '/api/v1/investors/{id}',
        '/api/v1/match',
        '/api/v1/portfolio/{investorId}',
      ]) {
        await main(page).getByText(path, { exact: true }).first().waitFor();
      }
      await main(page).getByText('Authorization: Bearer YOUR_API_KEY', { exact: true }).waitFor();
      await main(page).getByText('100 requests/hour', { exact: true }).waitFor();
      // The plans of core/contracts/plans.ts (issue 32): Starter, Growth and Scale, each with its hourly limit.
      await main(page).getByText('10,000 requests/hour', { exact: true }).waitFor();
      expect(await main(page).getByRole('link', { name: 'Get API Key' }).getAttribute('href')).toMatch(
        /^\/dashboard/,
      );
      // The MCP server, with a configuration per client.
      const mcp = main(page).getByRole('region', { name: 'Use it from your AI assistant (MCP)' });
      await mcp.getByText('match_round', { exact: true }).waitFor();
      await mcp.getByText('claude_desktop_config.json', { exact: true }).first().waitFor();
      expect(await mcp.locator('pre').first().textContent()).toContain('"--silent"');
      await mcp.getByRole('tab', { name: 'Cursor' }).click();
      expect(await mcp.locator('pre').first().textContent()).toContain(
        `"url": "${new URL(page.url()).origin}/mcp"`,
      );
    },
  },
  {
    path: '/advisor-marketplace',
    name: 'advisor-marketplace',
    ready: (page) => h1(page),
    content: async (page) => {
      for (const rate of ['$500', '$450', '$400'])
        await main(page).getByText(rate, { exact: true }).waitFor();
      expect(
        await main(page)
          .getByRole('button', { name: /^Book Session/ })
          .count(),
      ).toBe(3);
      await main(page).getByRole('button', { name: 'Browse All Advisors' }).waitFor();
      expect(
        await main(page)
          .getByRole('region', { name: 'Three steps to expert advice' })
          .locator('ol > li')
          .count(),
      ).toBe(3);
    },
  },
  {
    path: '/investors',
    name: 'investors',
    ready: async (page) => {
      await h1(page, 'Investor Database');
      await page.getByText(/^Showing \d+ of/).waitFor();
    },
  },
  {
    path: '/auth',
    name: 'auth',
    ready: (page) => page.getByRole('tab', { name: 'Sign In' }).waitFor(),
  },
  {
    path: '/no-such-page',
    name: '404',
    ready: (page) => h1(page, 'Oops! Page not found'),
  },
];

describe('the public site in Chromium', () => {
  for (const entry of PUBLIC_PAGES) {
    it(`${entry.path} shows what the spec lists and passes axe at 1280 px`, async () => {
      const page = await desktop();
      await page.goto(entry.path);
      await entry.ready(page);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBeLessThanOrEqual(1);
      await entry.content?.(page);
      await expectNoAxeViolations(page, `${entry.path} at 1280 px`);
      await fullShot(page, `public-${entry.name}-1280`);
    });
  }

  for (const entry of PUBLIC_PAGES) {
    it(`${entry.path} fits a 390 px phone and passes axe there`, async () => {
      const page = await mobile();
      await page.goto(entry.path);
      await entry.ready(page);
      await expectNoSideways(page, entry.path);
      await expectNoAxeViolations(page, `${entry.path} at 390 px`);
      await fullShot(page, `public-${entry.name}-390`);
      // The narrowest phones in use: still nothing sticks out sideways.
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSideways(page, `${entry.path} at 360 px`);
      await page.setViewportSize({ width: 390, height: 844 });
    });
  }

  it('Learn More scrolls to how it works, and the 404 page leads home', async () => {
    const page = await desktop();
    // When no investor can be loaded, the landing still shows four sample cards.
    await page.route('**/api/investors/featured', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await page.getByText('Sample investors shown.', { exact: false }).waitFor();
    expect(await count(page.locator('#investors ul').first().locator(':scope > li'))).toBe(4);
    await page.unroute('**/api/investors/featured');

    await page.goto('/');
    await h1(page, /Founders Looking for Investors/);
    // Keyboard only: every stop on the way to Learn More shows a focus indicator, and Enter scrolls.
    let reached = false;
    for (let stop = 0; stop < 20 && !reached; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return { text: el.textContent?.trim() ?? el.tagName, visible: outline || style.boxShadow !== 'none' };
      });
      expect(focused.visible, `a focus indicator on "${focused.text}"`).toBe(true);
      reached = focused.text === 'Learn More';
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await page.locator('#how-it-works').boundingBox())?.y ?? 9999, { timeout: 5000 })
      .toBeLessThan(120);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('how-it-works');

    await page.goto('/definitely/not/here');
    await h1(page, 'Oops! Page not found');
    await main(page).getByText('/definitely/not/here').waitFor();
    expect(await page.title()).toBe('Page not found | Roundwise');
    await main(page)
      .getByRole('link', { name: /Return to Home/ })
      .click();
    await h1(page, /Founders Looking for Investors/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the waitlist validates, shows Joining..., stores a signup, and refuses a duplicate or a failure', async () => {
    const page = await desktop();
    await page.goto('/#pricing');
    await h1(page, /Founders Looking for Investors/);
    const joinButtons = page.locator('#pricing').getByRole('button', { name: 'Join Waitlist' });

    await joinButtons.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Join Scale Waitlist' });
    await dialog.waitFor();
    const name = dialog.getByLabel('Name');
    const email = dialog.getByLabel('Email');
    expect(await name.getAttribute('maxlength')).toBe('100');
    expect(await email.getAttribute('maxlength')).toBe('255');
    expect(await name.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('required')).not.toBeNull();
    await expectNoAxeViolations(page, 'the waitlist dialog');
    const submit = dialog.getByRole('button', { name: 'Join Waitlist' });

    // Nothing filled: the first failing rule is the name's.
    await submit.click();
    await expectToast(page, 'Validation Error', 'Name is required', true);
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await dismissToasts(page);

    // A name but a malformed address: the email's message, and nothing is stored.
    await name.fill('  Robin Tester  ');
    await email.fill('robin-at-example');
    await submit.click();
    await expectToast(page, 'Validation Error', 'Invalid email address', true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await dismissToasts(page);
    expect(await session.app.db.selectFrom('waitlist').selectAll().execute()).toHaveLength(0);

    // A slow server shows 'Joining...' on a disabled button; success closes the dialog and stores the trimmed values.
    const address = uniqueEmail('public-waitlist');
    await email.fill(`  ${address}  `);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const joining = dialog.getByRole('button', { name: 'Joining...' });
    await joining.waitFor();
    expect(await joining.isDisabled()).toBe(true);
    release();
    await expectToast(page, "You're on the list", "We'll notify you when this tier is available.", false);
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/waitlist');
    const rows = await session.app.db.selectFrom('waitlist').select(['name', 'email', 'tier']).execute();
    expect(rows).toEqual([{ name: 'Robin Tester', email: address, tier: 'Scale' }]);
    await dismissToasts(page);

    // Reopened, the fields are clear; the same address again is a duplicate.
    await joinButtons.first().click();
    const growth = page.getByRole('dialog', { name: 'Join Growth Waitlist' });
    await growth.waitFor();
    expect(await growth.getByLabel('Name').inputValue()).toBe('');
    expect(await growth.getByLabel('Email').inputValue()).toBe('');
    await growth.getByLabel('Name').fill('Robin Again');
    await growth.getByLabel('Email').fill(address);
    await growth.getByRole('button', { name: 'Join Waitlist' }).click();
    await expectToast(page, 'Already on waitlist', 'This email is already registered.', true);
    expect(await growth.isVisible()).toBe(true);
    await viewportShot(page, 'public-waitlist-duplicate');
    await dismissToasts(page);

    // Any other failure: the generic error, and the dialog stays open with its values.
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    );
    await growth.getByLabel('Email').fill(uniqueEmail('public-waitlist'));
    await growth.getByRole('button', { name: 'Join Waitlist' }).click();
    await expectToast(page, 'Error', 'Failed to join waitlist. Please try again.', true);
    expect(await growth.getByLabel('Name').inputValue()).toBe('Robin Again');
    await page.unroute('**/api/waitlist');
    await growth.getByRole('button', { name: 'Cancel' }).click();
    await growth.waitFor({ state: 'detached' });
    await dismissToasts(page);
    expect(await session.app.db.selectFrom('waitlist').selectAll().execute()).toHaveLength(1);
  });

  it('the waitlist dialog and an open FAQ answer fit a 390 px phone', async () => {
    const page = await mobile();
    await page.goto('/#pricing');
    await h1(page, /Founders Looking for Investors/);
    await page.locator('#pricing').getByRole('button', { name: 'Join Waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join Growth Waitlist' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoAxeViolations(page, 'the waitlist dialog at 390 px');
    await viewportShot(page, 'public-waitlist-dialog-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/help');
    await h1(page, 'How can we help?');
    await page
      .getByRole('button', { name: 'What is the difference between the free and premium plans?' })
      .click();
    await page.getByText(/limited database access/).waitFor();
    await expectNoSideways(page, '/help with an answer open');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('upload');
    await page.getByRole('button', { name: 'Which documents can I upload?' }).waitFor();
    await fullShot(page, 'public-help-search-390');
  });

  it('the help centre keeps one answer open per category, and its search filters the questions', async () => {
    const page = await desktop();
    await page.goto('/help');
    await h1(page, 'How can we help?');
    const category = (name: string) => main(page).getByRole('region', { name, exact: true });
    const trigger = (region: Locator, question: string) => region.getByRole('button', { name: question });
    const expanded = async (button: Locator) => (await button.getAttribute('aria-expanded')) === 'true';

    const start = category('Getting Started');
    const first = trigger(start, 'How do I create an account?');
    const second = trigger(start, 'What happens during onboarding?');
    await first.click();
    await start.getByText(/password of at least 6 characters/).waitFor();
    expect(await expanded(first)).toBe(true);

    // Opening a second item in the same category closes the first.
    await second.click();
    await expect.poll(() => expanded(first)).toBe(false);
    expect(await expanded(second)).toBe(true);

    // Another category keeps its own open item; the first category's stays open.
    const billing = category('Pricing & Billing');
    const cards = trigger(billing, 'Which payment methods do you accept?');
    await cards.focus();
    await page.keyboard.press('Enter');
    await billing.getByText(/Visa, Mastercard and American Express/).waitFor();
    expect(await expanded(second)).toBe(true);
    expect(await main(page).locator('[data-state="open"][role="region"]').count()).toBe(2);
    await expectNoAxeViolations(page, '/help with two answers open');

    // An open item collapses again.
    await second.click();
    await expect.poll(() => expanded(second)).toBe(false);

    // The search keeps only the matching questions, and hides the categories left empty.
    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.fill('refund');
    await main(page).getByText('1 of 14 questions match “refund”').waitFor();
    for (const [name, shown] of [
      ['Getting Started', 0],
      ['Investor Matching', 0],
      ['Using the Platform', 0],
      ['Pricing & Billing', 1],
    ] as const) {
      expect(await count(category(name)), name).toBe(shown);
    }
    await trigger(category('Pricing & Billing'), 'Can I cancel or get a refund?').waitFor();
    expect(await count(main(page).getByRole('button', { name: 'How do I create an account?' }))).toBe(0);

    await search.fill('HOT warm');
    await trigger(category('Investor Matching'), 'What do Hot, Warm and Cold mean?').waitFor();

    // No match: a friendly empty state that clears the search again.
    await search.fill('quantum teleportation');
    await main(page).getByRole('heading', { name: 'No answers match “quantum teleportation”' }).waitFor();
    expect(await count(category('Getting Started'))).toBe(0);
    await expectNoAxeViolations(page, '/help with no search results');
    await fullShot(page, 'public-help-no-results');
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const name of ['Getting Started', 'Investor Matching', 'Using the Platform', 'Pricing & Billing']) {
      await category(name).waitFor();
    }
  });

  it('the contact form checks its fields, stores the message, confirms and clears; an admin reads it', async () => {
    const page = await desktop();
    await page.goto('/contact');
    await h1(page);
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    const send = page.getByRole('button', { name: 'Send Message' });

    // Empty: each field says what is missing, under the field, and focus goes to the first.
    await send.click();
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
    }
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, '/contact with field errors');
    await viewportShot(page, 'public-contact-errors');

    // A malformed address is caught before sending.
    await name.fill('Casey Contact');
    await email.fill('casey-at-example');
    await message.fill('Hello from the journey test.\nSecond line.');
    await send.click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email address' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Name is required' }).count()).toBe(0);

    // The server's message for a field shows under that field.
    await email.fill('casey@example.com');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'bad_request', message: 'Email domain not accepted', field: 'email' },
        }),
      }),
    );
    await send.click();
    await page.getByRole('alert').filter({ hasText: 'Email domain not accepted' }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // A network failure keeps the text and says so.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await send.click();
    await expectToast(page, 'Message not sent', 'Check your connection', true);
    expect(await message.inputValue()).toBe('Hello from the journey test.\nSecond line.');
    await page.unroute('**/api/contact');
    await dismissToasts(page);

    // Sent: the spec's toast, the three fields clear, and the message is stored.
    const address = uniqueEmail('public-contact');
    await email.fill(address);
    await send.click();
    await expectToast(page, 'Message Sent!', "We'll get back to you within 24 hours.", false);
    await expect.poll(() => name.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    await viewportShot(page, 'public-contact-sent');

    // Signed out, the admin page refuses, and so does its API.
    await page.goto('/admin/messages');
    await page.getByText('Administrators only').waitFor();
    expect([401, 403]).toContain((await page.request.get('/api/admin/contact-messages')).status());

    // An admin reads it through the API and on /admin/messages, newest first.
    const admin = await session.newPage({ width: 1280, height: 900 });
    const adminEmail = uniqueEmail('public-admin');
    const signUp = await admin.request.post('/api/auth/sign-up/email', {
      data: { name: 'Ada Admin', email: adminEmail, password: 'secret123' },
      headers: { origin: session.app.url },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    expect((await admin.request.get('/api/admin/contact-messages')).status()).toBe(403);
    await grantStaffRole(session.app.db, adminEmail, 'admin', 'grant');
    const listed = await (await admin.request.get('/api/admin/contact-messages')).json();
    expect(listed.total).toBe(1);
    expect(listed.messages[0]).toMatchObject({
      name: 'Casey Contact',
      email: address,
      message: 'Hello from the journey test.\nSecond line.',
    });

    await admin.goto('/admin/messages');
    await h1(admin, 'Contact messages');
    await admin.getByText('Showing 1–1 of 1 message').waitFor();
    const card = admin.getByRole('article', { name: 'Casey Contact' });
    await card.getByText('Hello from the journey test.').waitFor();
    expect(await card.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    await expectNoAxeViolations(admin, '/admin/messages');
    await fullShot(admin, 'public-admin-messages-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoSideways(admin, '/admin/messages');
    await fullShot(admin, 'public-admin-messages-390');
    await admin.context().close();
  });
});
