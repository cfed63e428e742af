import type { BrowserContext, Page, Response, Route } from 'playwright-core';
import type {
  CrawlPort,
  GotoOptions,
  BrowserRouteGuard as Guard,
  GotoResult as Result,
} from '../../core/crawl/crawl-port';
import { CrawlError, findCrawlError } from '../../core/crawl/errors';

/** The guard over a Playwright page, and where its navigation ended. */
export type BrowserRouteGuard = Guard<Page, Response>;
type GotoResult = Result<Response>;

/** Request headers the browser sets that safeFetch must set itself (or that describe the browser's connection). */
const DROP_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'user-agent',
  'keep-alive',
  'proxy-authorization',
  'transfer-encoding',
  'upgrade',
]);

/** Response headers that no longer describe the body safeFetch hands over (it is decoded and whole). */
const DROP_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Makes every HTTP request of a Playwright page (or of every page of a context) go through the crawl context: the
 * main frame's navigations as pages (`ctx.fetchPage`), everything else (scripts, XHR/fetch, images, frames) as
 * resources (`ctx.fetchResource`), each checked like any crawl request and fulfilled from safeFetch's answer; the
 * browser itself never connects anywhere.
 *
 * Redirects: Chromium does not route the request that follows a redirect fulfilled by page.route (it goes straight
 * to the network, where the locked-down flags make it fail), so a main-frame redirect is not fulfilled: the route
 * is aborted and `guard.goto` navigates to the next hop itself. Subresource redirects are followed inside safeFetch.
 *
 * WebSockets are closed. Launch Chromium with lockedDownLaunchOptions() and give the browser context
 * `serviceWorkers: 'block'` (a service worker's requests would bypass page.route).
 */
export async function routeBrowserThroughContext(
  target: Page | BrowserContext,
  ctx: CrawlPort,
): Promise<BrowserRouteGuard> {
  const errors: Array<{ url: string; error: CrawlError }> = [];
  const redirects = new Map<string, string>();

  const handler = async (route: Route) => {
    const request = route.request();
    const url = request.url();
    let isPage = false;
    try {
      isPage = request.isNavigationRequest() && request.frame().parentFrame() === null;
    } catch {
      isPage = false; // a service worker's request has no frame
    }
    const method = request.method().toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      errors.push({
        url,
        error: new CrawlError(
          'bad_url',
          `the page asked for ${method} ${url}; crawls send GET, HEAD or POST`,
          { url },
        ),
      });
      await route.abort('blockedbyclient');
      return;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(await request.allHeaders())) {
      if (!DROP_REQUEST_HEADERS.has(key.toLowerCase()) && !key.startsWith(':')) headers[key] = value;
    }
    try {
      const options = {
        method: method as 'GET' | 'HEAD' | 'POST',
        headers,
        body: request.postData() ?? undefined,
        // A page that answers an error status fails the navigation with a clear http_status error; a resource's
        // status is the page's business.
        throwOnHttpError: isPage,
        followRedirects: !isPage,
      };
      const response = isPage ? await ctx.fetchPage(url, options) : await ctx.fetchResource(url, options);
      const location = response.headers.get('location');
      if (isPage && REDIRECT_STATUSES.has(response.status) && location) {
        redirects.set(url, new URL(location, url).href);
        await route.abort('aborted');
        return;
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (!DROP_RESPONSE_HEADERS.has(key)) responseHeaders[key] = value;
      });
      await route.fulfill({ status: response.status, headers: responseHeaders, body: response.body });
    } catch (error) {
      const crawlError = findCrawlError(error);
      if (!crawlError) throw error;
      errors.push({ url, error: crawlError });
      await route.abort(crawlError.code === 'timeout' ? 'timedout' : 'blockedbyclient').catch(() => {});
    }
  };

  await target.route('**/*', handler);
  await target.routeWebSocket(/.*/, (ws) =>
    ws.close({ code: 1008, reason: 'WebSockets are closed during crawls' }),
  );

  const errorFor = (url: string) => errors.findLast((e) => e.url === url)?.error;

  const goto = async (page: Page, url: string, options: GotoOptions = {}): Promise<GotoResult> => {
    const maxRedirects = options.maxRedirects ?? 5;
    let current = ctx.checkUrl(url).href;
    let previous: string | undefined;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      redirects.delete(current);
      try {
        const response = await page.goto(current, {
          waitUntil: options.waitUntil ?? 'load',
          timeout: options.timeoutMs ?? 30_000,
        });
        return { url: page.url(), status: response?.status() ?? 0, response };
      } catch (error) {
        const next = redirects.get(current);
        if (next) {
          previous = current;
          current = next;
          continue;
        }
        const crawlError = errorFor(current);
        if (!crawlError) throw error;
        throw previous
          ? new CrawlError(crawlError.code, `${crawlError.message} (redirected from ${previous})`, {
              url: crawlError.url,
              status: crawlError.status,
              address: crawlError.address,
              category: crawlError.category,
              cause: crawlError,
            })
          : crawlError;
      }
    }
    throw new CrawlError('too_many_redirects', `${url} redirected more than ${maxRedirects} times`, { url });
  };

  return { errors, errorFor, goto };
}
