import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { ARTIFACTS, browserSession, snapshot } from '../helpers/browser';
import { onboardThroughApi } from '../helpers/journey';
import { axeViolations, rawTextProblems, report, settled } from '../helpers/page-checks';

// Issue 37: every page of the route list, for every role that can open it, at a laptop's and a phone's width:
// axe finds no WCAG 2.1 A/AA violation (with a toast showing, too), and no page shows a raw vocabulary key, a
// file path or an environment variable's name.
const session = browserSession();

type Role = 'visitor' | 'founder' | 'advisor' | 'investor' | 'admin';
const pages: Record<Role, Page | undefined> = {
  visitor: undefined,
  founder: undefined,
  advisor: undefined,
  investor: undefined,
  admin: undefined,
};
let ideaId = '';

beforeAll(async () => {
  await session.app.investors.featured();
  pages.visitor = await session.newPage();
  pages.founder = await session.newPage();
  const founder = await onboardThroughApi(pages.founder, session.app.url, {
    role: 'founder',
    name: 'Eva Founder',
    emailPrefix: 'every-page',
    details: {
      ideaTitle: 'Freight quoting copilot',
      ideaDescription:
        'AI assistant that quotes and books loads for freight brokers and logistics teams in Germany',
      fundraisingGoal: 'Raise €2M seed round',
    },
  });
  ideaId = founder.ideaId!;
  const started = await pages.founder.request.post(`/api/ideas/${ideaId}/analyze`, {
    headers: { origin: session.app.url },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  // The analysis runs on the app's engine with LangChain's fake chat model: wait for its results.
  for (let i = 0; ; i++) {
    const idea = await (await pages.founder.request.get(`/api/ideas/${ideaId}`)).json();
    if (idea.recommendations) break;
    if (i > 120) throw new Error('the analysis did not finish');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const matched = await session.app.db
    .selectFrom('investors')
    .select(['id', 'name'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const added = await pages.founder.request.post(`/api/ideas/${ideaId}/pipeline/entries`, {
    headers: { origin: session.app.url },
    data: { investor_id: matched.id, source: 'matches', expected_amount: 250_000 },
  });
  expect(added.status(), await added.text()).toBe(201);

  pages.advisor = await session.newPage();
  await onboardThroughApi(pages.advisor, session.app.url, {
    role: 'advisor',
    name: 'Ada Advisor',
    emailPrefix: 'every-page',
    details: { advisoryRoles: ['product'], advisoryStages: ['seed'] },
  });
  pages.investor = await session.newPage();
  await onboardThroughApi(pages.investor, session.app.url, {
    role: 'investor',
    name: 'Ivan Investor',
    emailPrefix: 'every-page',
    details: {
      investmentThesis: 'Seed logistics software',
      checkSizeMin: 250,
      checkSizeMax: 2000,
      preferredStages: ['seed', 'series-a'],
      focusAreas: ['b2b-saas', 'other'],
    },
  });
  pages.admin = await session.newPage();
  const admin = await onboardThroughApi(pages.admin, session.app.url, {
    role: 'investor',
    name: 'Alma Admin',
    emailPrefix: 'every-page',
    details: {
      investmentThesis: 'Anything',
      checkSizeMin: 100,
      checkSizeMax: 100,
      preferredStages: ['seed'],
      focusAreas: ['fintech'],
    },
  });
  await grantStaffRole(session.app.db, admin.email, 'admin', 'grant');
}, 180_000);

const PUBLIC = [
  '/',
  '/investors',
  '/advisor-marketplace',
  '/blog',
  '/success-stories',
  '/help',
  '/about',
  '/careers',
  '/contact',
  '/privacy',
  '/auth',
  '/no-such-page',
];
const SIGNED_IN = ['/notifications', '/settings/notifications', '/investors'];

function routesOf(role: Role): string[] {
  switch (role) {
    case 'visitor':
      return PUBLIC;
    case 'founder':
      return [
        '/dashboard',
        `/idea/${ideaId}`,
        `/idea/${ideaId}#investors`,
        `/idea/${ideaId}#partners`,
        `/idea/${ideaId}#strategy`,
        `/idea/${ideaId}#intro`,
        `/idea/${ideaId}/pipeline`,
        '/network',
        '/investors/sequoia-capital',
        ...SIGNED_IN,
      ];
    case 'advisor':
      return ['/advisor-dashboard', ...SIGNED_IN];
    case 'investor':
      return ['/investor-dashboard', ...SIGNED_IN];
    case 'admin':
      return [
        '/admin/messages',
        '/admin/audit-log',
        '/workbench',
        '/workbench/evals',
        '/test-scraper',
        '/test-api',
      ];
  }
}

/** The first two screens as a person sees them (a full page at 6,000 px is too small to read). */
async function screens(page: Page, name: string) {
  for (const [i, top] of [0, 0.9].entries()) {
    await page.evaluate((f) => window.scrollTo({ top: f * window.innerHeight, behavior: 'instant' }), top);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-screen${i + 1}.png`) });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** '/idea/<id>#investors' → 'idea-investors': a screenshot's name. */
const slug = (path: string) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'home';

// The API reference names the MCP server's settings on purpose: developers set them.
const SHOWS_SETTINGS = new Set(['/api-docs']);

/** Waits for a toast of this type to be fully in (sonner fades it in: axe reads colours once it is opaque). */
async function toastShown(page: Page, type: 'success' | 'error') {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"][data-mounted="true"]`).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  // Beside axe, the toast's own text against its own background, title and description (sonner's were 4.2–4.4:1).
  const colours = await toast.evaluate((el) => {
    const bg = getComputedStyle(el).backgroundColor;
    return [...el.querySelectorAll('[data-title], [data-description]')].map((t) => ({
      fg: getComputedStyle(t).color,
      bg,
    }));
  });
  expect(colours.length).toBeGreaterThan(0);
  for (const { fg, bg } of colours)
    expect(contrast(fg, bg), `${type} toast ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
}

/** WCAG's contrast ratio of two opaque CSS colours as getComputedStyle gives them ('rgb(6, 95, 70)'). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('every page, for every role, in Chromium', () => {
  for (const role of ['visitor', 'founder', 'advisor', 'investor', 'admin'] as const) {
    for (const width of [1440, 390]) {
      it(`${role}'s pages at ${width} px: no axe violation, no raw key, path or setting name`, async () => {
        const page = pages[role]!;
        await page.setViewportSize({ width, height: 900 });
        const problems: string[] = [];
        for (const route of routesOf(role)) {
          await page.goto(route);
          await settled(page);
          // The idea's tabs: opened by a click, the way a reader opens them.
          const tab = /#(\w+)$/.exec(route)?.[1];
          if (tab) {
            await page.getByRole('tab', { name: new RegExp(`^${tab}$`, 'i') }).click();
            await settled(page);
          }
          await snapshot(page, `every-page-${role}-${width}-${slug(route)}`);
          if (/idea|investor-dashboard/.test(route))
            await screens(page, `every-page-${role}-${width}-${slug(route)}`);
          for (const v of await axeViolations(page)) problems.push(`${route}: ${v}`);
          for (const raw of await rawTextProblems(page, { allowSettingNames: SHOWS_SETTINGS.has(route) }))
            problems.push(`${route}: ${raw}`);
        }
        await report(`every-page-${role}-${width}`, problems);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }

  it('a page with a toast showing passes axe (success and error toasts)', async () => {
    const page = pages.founder!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/notifications');
    await settled(page);
    // Choosing a digest saves it at once, and the app says so in a success toast.
    await page.getByRole('radio', { name: /Weekly digest/ }).click();
    await toastShown(page, 'success');
    const onSuccess = await axeViolations(page);
    await report('every-page-toast-success', onSuccess);
    expect(onSuccess, onSuccess.join('\n')).toEqual([]);
    // An error toast: the server fails to save (answered here by the test).
    await page.route('**/api/notification-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: 'Something went wrong' } })
        : route.continue(),
    );
    await page.getByRole('radio', { name: /Daily digest/ }).click();
    await toastShown(page, 'error');
    const onError = await axeViolations(page);
    await report('every-page-toast-error', onError);
    expect(onError, onError.join('\n')).toEqual([]);
    await page.unroute('**/api/notification-settings');
  });
});
