import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CrawlContext,
  CrawlError,
  lockedDownLaunchOptions,
  routeBrowserThroughContext,
} from '../../src/crawl';
import { FIRM_A_PORTFOLIO, FIRM_B_PORTFOLIO, type FixtureCompany } from '../../tests/fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../../tests/fixtures/sites/server';
import type { AgentEvent } from '../models/events';
import { graph } from './graph';

const CHROMIUM = '/usr/bin/chromium';
let site: FixtureSites;
const contexts: CrawlContext[] = [];

beforeAll(async () => {
  site = await startFixtureSites();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await site.close();
});

function newContext() {
  const ctx = new CrawlContext({
    policy: { allow: [`127.0.0.1:${site.port}`] },
    limiter: { minDelayMs: 0 },
    fetch: { retries: 0, timeoutMs: 5_000, sleep: async () => {} },
  });
  contexts.push(ctx);
  return ctx;
}

const investor = (path: string | null) => ({
  id: 'test-investor',
  name: 'Test Investor',
  website: path === null ? null : `${site.origin}${path}`,
});

const expected = (companies: FixtureCompany[]) =>
  companies.map((c) => ({
    name: c.name,
    funding_stage: c.fundingStage,
    description: c.description,
    industry: c.industry,
    tags: c.tags,
    website: c.website,
  }));

describe('PortfolioCrawler on static pages', () => {
  it('finds firm A portfolio link on its home page and reads its companies without a browser', async () => {
    const ctx = newContext();
    const events: AgentEvent[] = [];
    const out = await graph.invoke(
      { investor: investor('/firm-a/') },
      {
        configurable: {
          routeBrowser: routeBrowserThroughContext,
          crawl: ctx,
          browser: 'never',
          onEvent: (e: AgentEvent) => events.push(e),
        },
      },
    );
    expect(out).toEqual({
      companies: expected(FIRM_A_PORTFOLIO),
      pages: [`${site.origin}/firm-a/portfolio`],
      rendered: false,
      failures: [],
    });
    expect(ctx.progress()).toEqual({
      pagesDone: 2,
      pagesFailed: 0,
      pagesQueued: 0,
      itemsFound: FIRM_A_PORTFOLIO.length,
    });
    expect(events.filter((e) => e.type === 'node_end').map((e) => e.node)).toEqual([
      'findPages',
      'extract',
      'output',
    ]);
  });

  it('fails with a clear error when the investor has no website', async () => {
    await expect(
      graph.invoke(
        { investor: investor(null) },
        { configurable: { routeBrowser: routeBrowserThroughContext, crawl: newContext() } },
      ),
    ).rejects.toThrow('This investor has no website to scrape');
  });

  it('records a portfolio link that redirects to a private address, without reaching it', async () => {
    const out = await graph.invoke(
      { investor: investor('/firm-c/') },
      { configurable: { routeBrowser: routeBrowserThroughContext, crawl: newContext(), browser: 'never' } },
    );
    expect(out.companies).toEqual([]);
    expect(out.pages).toEqual([]);
    expect(out.failures).toEqual([
      {
        url: `${site.origin}/firm-c/portfolio`,
        code: 'blocked_address',
        message: `refusing 10.0.0.1 (private address) for http://10.0.0.1/portfolio: crawls only reach public addresses (redirected from ${site.origin}/firm-c/portfolio)`,
      },
    ]);
  });

  it('tries portfolio and companies under a website whose home page cannot be read, then fails with its error', async () => {
    const run = graph.invoke(
      { investor: investor('/no-such-firm/') },
      { configurable: { routeBrowser: routeBrowserThroughContext, crawl: newContext(), browser: 'never' } },
    );
    await expect(run).rejects.toBeInstanceOf(CrawlError);
    await expect(run).rejects.toMatchObject({
      code: 'http_status',
      message: `${site.origin}/no-such-firm/ answered 404 Not Found`,
    });
    expect(site.hits('/no-such-firm/portfolio')).toBe(1);
    expect(site.hits('/no-such-firm/companies')).toBe(1);
  });

  it("records firm B's script-driven page instead of rendering it when the browser is off", async () => {
    const out = await graph.invoke(
      { investor: investor('/firm-b/') },
      { configurable: { routeBrowser: routeBrowserThroughContext, crawl: newContext(), browser: 'never' } },
    );
    expect(out.companies).toEqual([]);
    expect(out.rendered).toBe(false);
    expect(out.failures).toEqual([
      expect.objectContaining({ code: 'needs_browser', url: `${site.origin}/firm-b/portfolio` }),
    ]);
  });
});

describe.skipIf(!existsSync(CHROMIUM))('PortfolioCrawler in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch(lockedDownLaunchOptions(CHROMIUM));
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("renders firm B's JavaScript portfolio through the crawl context and reads its companies", async () => {
    const ctx = newContext();
    const apiBefore = site.hits('/firm-b/api/portfolio.json');
    const events: AgentEvent[] = [];
    const out = await graph.invoke(
      { investor: investor('/firm-b') },
      {
        configurable: {
          routeBrowser: routeBrowserThroughContext,
          crawl: ctx,
          chromium: browser,
          onEvent: (e: AgentEvent) => events.push(e),
        },
      },
    );
    expect(out).toEqual({
      companies: expected(FIRM_B_PORTFOLIO),
      pages: [`${site.origin}/firm-b/portfolio`],
      rendered: true,
      failures: [],
    });
    // The browser's requests went through the crawl context (its user agent, and the JSON the script asked for).
    expect(site.hits('/firm-b/api/portfolio.json')).toBe(apiBefore + 1);
    expect(site.requests.every((r) => r.userAgent === ctx.userAgent)).toBe(true);
    expect(ctx.progress().itemsFound).toBe(FIRM_B_PORTFOLIO.length);
    expect(events.filter((e) => e.type === 'node_end').map((e) => e.node)).toEqual([
      'findPages',
      'extract',
      'render',
      'output',
    ]);
  }, 30_000);

  it('does not open Chromium for a static portfolio', async () => {
    const events: AgentEvent[] = [];
    const out = await graph.invoke(
      { investor: investor('/firm-a/') },
      {
        configurable: {
          routeBrowser: routeBrowserThroughContext,
          crawl: newContext(),
          chromium: browser,
          onEvent: (e: AgentEvent) => events.push(e),
        },
      },
    );
    expect(out.rendered).toBe(false);
    expect(out.companies.map((c) => c.name)).toEqual(FIRM_A_PORTFOLIO.map((c) => c.name));
    expect(events.some((e) => e.node === 'render')).toBe(false);
  });
});
