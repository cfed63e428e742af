import type { RunnableConfig } from '@langchain/core/runnables';
import type { Browser, Page, Response } from 'playwright-core';
import type { BrowserRouteGuard, CrawlPort } from '../../core/crawl/crawl-port';
import { cap, configurableOf } from '../models/configuration';

export type RouteBrowser = (page: Page, crawl: CrawlPort) => Promise<BrowserRouteGuard<Page, Response>>;

export interface PortfolioConfiguration {
  /** The crawl's fetch safety layer; the caller creates and closes it. */
  crawl: CrawlPort;
  /** 'auto': a script-driven page without companies is opened in Chromium; 'never': it is recorded instead. */
  browser: 'auto' | 'never';
  chromiumPath: string;
  /**
   * A Chromium already launched with `lockedDownLaunchOptions()`, to reuse (the graph opens a context in it and
   * leaves the browser open); without it the graph launches one when it needs it and closes it after.
   */
  chromium: Browser | null;
  /**
   * Routes every request of a Chromium page through the crawl, so the browser itself connects nowhere (the
   * product's is src/crawl/browser-routing.ts, given by the composition root).
   */
  routeBrowser: RouteBrowser;
  /** How long a rendered page may take to settle. Default 30 s. */
  renderTimeoutMs: number;
  /** At most this many portfolio pages are read. Default 3. */
  maxPages: number;
}

export function ensureConfiguration(config?: RunnableConfig): PortfolioConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlPort | undefined)?.fetchPage !== 'function')
    throw new Error('PortfolioCrawler: configurable.crawl (a CrawlPort) is required');
  if (typeof c.routeBrowser !== 'function')
    throw new Error(
      'PortfolioCrawler: configurable.routeBrowser (the browser routing of the crawl) is required',
    );
  const chromium = c.chromium as Browser | undefined;
  return {
    crawl: c.crawl as CrawlPort,
    browser: c.browser === 'never' ? 'never' : 'auto',
    chromiumPath: typeof c.chromiumPath === 'string' && c.chromiumPath ? c.chromiumPath : '/usr/bin/chromium',
    chromium: chromium && typeof chromium.newContext === 'function' ? chromium : null,
    routeBrowser: c.routeBrowser as RouteBrowser,
    renderTimeoutMs: cap(c.renderTimeoutMs, 30_000, 1_000, 120_000),
    maxPages: cap(c.maxPages, 3, 1, 3),
  };
}
