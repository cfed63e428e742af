import {
  type Configuration,
  PlaywrightCrawler,
  type PlaywrightCrawlerOptions,
  type PlaywrightCrawlingContext,
} from 'crawlee';
import { chromium, type Page, type Response } from 'playwright-core';
import { lockedDownLaunchOptions } from '../../core/crawl/chromium-flags';
import { findCrawlError } from '../../core/crawl/errors';
import { type BrowserRouteGuard, routeBrowserThroughContext } from './browser-routing';
import type { CrawlContext } from './crawl-context';
import { CrawleeCrawlError } from './crawlee-http-client';

/**
 * crawlee's PlaywrightCrawler with every request of its pages routed through a crawl context:
 * - Debian's Chromium through playwright-core, launched locked down (no DNS of its own, a dead proxy instead of
 *   crawlee's local forwarding proxy, which would otherwise connect anywhere);
 * - incognito pages whose contexts block service workers (their requests would bypass page.route);
 * - each page routed by `routeBrowserThroughContext` before navigation, and the navigation made by the guard, which
 *   follows redirects hop by hop through `ctx.fetchPage`;
 * - failures thrown as CrawleeCrawlError (not retried: safeFetch already retried what deserved it).
 * Everything else (requestHandler, failedRequestHandler, maxRequestsPerCrawl...) is PlaywrightCrawler's as usual.
 */
export class SafePlaywrightCrawler extends PlaywrightCrawler {
  private readonly guards: WeakMap<Page, BrowserRouteGuard>;

  constructor(ctx: CrawlContext, options: PlaywrightCrawlerOptions = {}, config?: Configuration) {
    const launch = lockedDownLaunchOptions();
    const guards = new WeakMap<Page, BrowserRouteGuard>();
    super(
      {
        maxRequestRetries: 0,
        ...options,
        launchContext: {
          ...options.launchContext,
          launcher: chromium,
          useIncognitoPages: true,
          launchOptions: { ...options.launchContext?.launchOptions, ...launch },
        },
        browserPoolOptions: {
          useFingerprints: false,
          ...options.browserPoolOptions,
          prePageCreateHooks: [
            (_pageId, _controller, pageOptions) => {
              if (pageOptions) (pageOptions as { serviceWorkers?: string }).serviceWorkers = 'block';
            },
            ...(options.browserPoolOptions?.prePageCreateHooks ?? []),
          ],
        },
        preNavigationHooks: [
          async ({ page }) => {
            if (!guards.has(page)) guards.set(page, await routeBrowserThroughContext(page, ctx));
          },
          ...(options.preNavigationHooks ?? []),
        ],
      },
      config,
    );
    this.guards = guards;
  }

  protected override async _navigationHandler(
    crawlingContext: PlaywrightCrawlingContext,
    gotoOptions: { timeout?: number; waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' },
  ): Promise<Response | null> {
    const page = crawlingContext.page as unknown as Page;
    const guard = this.guards.get(page);
    if (!guard) throw new Error('SafePlaywrightCrawler: the page was not routed through the crawl context');
    try {
      const result = await guard.goto(page, crawlingContext.request.url, {
        timeoutMs: gotoOptions.timeout,
        waitUntil: gotoOptions.waitUntil,
      });
      return result.response;
    } catch (error) {
      const crawlError = findCrawlError(error);
      throw crawlError ? new CrawleeCrawlError(crawlError) : error;
    }
  }
}
