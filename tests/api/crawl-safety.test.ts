/**
 * The crawl safety layer against the fixture sites on 127.0.0.1 (no Postgres needed; it lives with the HTTP
 * suites because it serves real HTTP). The allowlist names the fixture's own 127.0.0.1:port only, so every other
 * loopback or private address stays refused. Nothing here measures time: waits between retries are recorded by an
 * injected sleep, and timeouts are asserted by the error they produce.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrawlProgress } from '../../core/crawl/crawl-port';
import {
  CrawlContext,
  CrawlError,
  createGuardedAgent,
  type LookupAll,
  lockedDownLaunchOptions,
  ROUNDWISE_USER_AGENT,
  routeBrowserThroughContext,
  type SafeFetchOptions,
  safeFetch,
  type UrlPolicy,
} from '../../src/crawl';
import { DIRECTORY_FIRMS, FIRM_B_PORTFOLIO, JANE_DOE } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';

let site: FixtureSites;
let policy: UrlPolicy;

beforeAll(async () => {
  site = await startFixtureSites();
  policy = { allow: [`127.0.0.1:${site.port}`] };
});

afterAll(async () => {
  await site.close();
});

/** safeFetch with the fixture's allowlist, no real waiting between retries, and the delays it asked for recorded. */
function fetchOptions(overrides: Partial<SafeFetchOptions> = {}) {
  const delays: number[] = [];
  const options: SafeFetchOptions = {
    policy,
    retries: 0,
    timeoutMs: 5_000,
    backoff: { baseMs: 100, maxMs: 5_000, jitter: 0 },
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...overrides,
  };
  return { options, delays };
}

/** Crawl-context fetch settings for tests: no retries, no real waiting. */
const fast = { retries: 0, timeoutMs: 5_000, sleep: async () => {} };

async function failure(promise: Promise<unknown>): Promise<CrawlError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CrawlError);
  return error as CrawlError;
}

describe('safeFetch against the fixture sites', () => {
  it('fetches a normal page, naming itself with the Roundwise user agent', async () => {
    const { options } = fetchOptions();
    const response = await safeFetch(`${site.origin}/directory?page=1`, options);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html');
    expect(response.attempts).toBe(1);
    expect(response.text()).toContain('<h2 class="investor-card__name">H-Farm Ventures</h2>');
    const request = site.requests.findLast((r) => r.url === '/directory?page=1');
    expect(request?.userAgent).toBe(ROUNDWISE_USER_AGENT);
  });

  it('retries a 500 with exponential backoff, then fails with a clear http_status error', async () => {
    const before = site.hits('/error-500');
    const { options, delays } = fetchOptions({ retries: 3 });
    const error = await failure(safeFetch(`${site.origin}/error-500`, options));
    expect(error.code).toBe('http_status');
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(4);
    expect(error.message).toBe(
      `${site.origin}/error-500 answered 500 Internal Server Error after 4 attempts`,
    );
    expect(site.hits('/error-500') - before).toBe(4);
    expect(delays).toEqual([100, 200, 400]);
  });

  it('succeeds when a failing page recovers within the retries', async () => {
    const { options, delays } = fetchOptions({ retries: 3 });
    const response = await safeFetch(`${site.origin}/flaky?fail=2`, options);
    expect(response.status).toBe(200);
    expect(response.attempts).toBe(3);
    expect(site.hits('/flaky?fail=2')).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('honours Retry-After on a 429, and gives up at once when it asks too much', async () => {
    const short = fetchOptions({ retries: 2 });
    const error = await failure(safeFetch(`${site.origin}/rate-limited?after=1`, short.options));
    expect(error).toMatchObject({ code: 'http_status', status: 429, attempts: 3 });
    expect(short.delays).toEqual([1000, 1000]);

    const long = fetchOptions({ retries: 2 });
    const tooLong = await failure(safeFetch(`${site.origin}/rate-limited?after=3600`, long.options));
    expect(tooLong.status).toBe(429);
    expect(tooLong.message).toMatch(/the server asked to retry after 3600 s, more than the 30 s we wait$/);
    expect(site.hits('/rate-limited?after=3600')).toBe(1);
    expect(long.delays).toEqual([]);
  });

  it('never retries a 404', async () => {
    const { options, delays } = fetchOptions({ retries: 3 });
    const error = await failure(safeFetch(`${site.origin}/no-such-page`, options));
    expect(error).toMatchObject({ code: 'http_status', status: 404, attempts: 1 });
    expect(error.message).toBe(`${site.origin}/no-such-page answered 404 Not Found`);
    expect(site.hits('/no-such-page')).toBe(1);
    expect(delays).toEqual([]);
  });

  it('follows an ordinary redirect and reports it', async () => {
    const { options } = fetchOptions();
    const response = await safeFetch(`${site.origin}/redirect-ok`, options);
    expect(response.url).toBe(`${site.origin}/in/${JANE_DOE.slug}`);
    expect(response.redirects).toEqual([`${site.origin}/redirect-ok`]);
    expect(response.text()).toContain(JANE_DOE.fullName);
  });

  it('refuses a redirect to a private address at that hop, without ever connecting to it', async () => {
    const connections: string[] = [];
    const agent = createGuardedAgent(policy, {
      onConnect: ({ address, port }) => connections.push(`${address}:${port}`),
    });
    const hops: string[] = [];
    const { options } = fetchOptions({ agent, onAttempt: ({ url }) => hops.push(url) });
    try {
      const error = await failure(safeFetch(`${site.origin}/redirect-private`, options));
      expect(error.code).toBe('blocked_address');
      expect(error.address).toBe('10.0.0.1');
      expect(error.category).toBe('private');
      expect(error.message).toBe(
        `refusing 10.0.0.1 (private address) for http://10.0.0.1/: crawls only reach public addresses (redirected from ${site.origin}/redirect-private)`,
      );
      expect(hops).toEqual([`${site.origin}/redirect-private`]);
      expect(connections.every((c) => c === `127.0.0.1:${site.port}`)).toBe(true);

      const metadata = await failure(safeFetch(`${site.origin}/redirect-metadata`, options));
      expect(metadata).toMatchObject({
        code: 'blocked_address',
        category: 'metadata',
        address: '169.254.169.254',
      });
      expect(connections.some((c) => c.startsWith('10.') || c.startsWith('169.254.'))).toBe(false);
    } finally {
      await agent.close();
    }
  });

  it('refuses a redirect to another scheme and a redirect loop', async () => {
    const { options } = fetchOptions();
    const scheme = await failure(safeFetch(`${site.origin}/redirect-scheme`, options));
    expect(scheme.code).toBe('blocked_scheme');
    expect(scheme.message).toMatch(/^refusing file: URLs for file:\/\/\/etc\/passwd/);
    const loop = await failure(safeFetch(`${site.origin}/redirect-loop`, { ...options, maxRedirects: 3 }));
    expect(loop.code).toBe('too_many_redirects');
    expect(loop.message).toBe(
      `${site.origin}/redirect-loop redirected more than 3 times (last to /redirect-loop)`,
    );
  });

  it('refuses the fixture host as loopback when the allowlist does not name it', async () => {
    const before = site.requests.length;
    const error = await failure(safeFetch(`${site.origin}/directory`, { policy: {} }));
    expect(error).toMatchObject({ code: 'blocked_address', category: 'loopback', address: '127.0.0.1' });
    expect(error.message).toBe(
      `refusing 127.0.0.1 (loopback address) for ${site.origin}/directory: crawls only reach public addresses`,
    );
    // An allowlist for another port does not help either.
    const otherPort = await failure(
      safeFetch(`${site.origin}/directory`, { policy: { allow: [`127.0.0.1:${site.port + 1}`] } }),
    );
    expect(otherPort.code).toBe('blocked_address');
    expect(site.requests.length).toBe(before);
  });

  it('refuses a host name that resolves to 127.0.0.1 (localhost) without the allowlist', async () => {
    const before = site.requests.length;
    const error = await failure(safeFetch(`http://localhost:${site.port}/directory`, { policy: {} }));
    expect(error).toMatchObject({ code: 'blocked_address', category: 'loopback' });
    expect(error.message).toMatch(
      new RegExp(
        `^refusing localhost, which resolves to (127\\.0\\.0\\.1|::1) \\(loopback address\\) for http://localhost:${site.port}/directory`,
      ),
    );
    expect(site.requests.length).toBe(before);
  });

  it('closes the DNS-rebinding gap: the connection re-resolves and refuses a name that turned private', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    const lookup = vi.fn<LookupAll>(async () => [{ address: answers.shift() ?? '127.0.0.1', family: 4 }]);
    const connections: string[] = [];
    const rebindPolicy: UrlPolicy = { lookup };
    const agent = createGuardedAgent(rebindPolicy, { onConnect: ({ address }) => connections.push(address) });
    const before = site.requests.length;
    try {
      const error = await failure(
        safeFetch(`http://rebind.test:${site.port}/directory`, { policy: rebindPolicy, agent, retries: 0 }),
      );
      expect(error.code).toBe('blocked_address');
      expect(error.message).toMatch(
        /^refusing rebind\.test, which resolves to 127\.0\.0\.1 \(loopback address\)/,
      );
      expect(lookup).toHaveBeenCalledTimes(2); // our check, then the connection's own
      expect(connections).toEqual([]);
      expect(site.requests.length).toBe(before);
    } finally {
      await agent.close();
    }
  });

  it('connects to the address it checked, keeping the host name for the request', async () => {
    const lookup: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
    const named: UrlPolicy = { allow: [`127.0.0.1:${site.port}`], lookup };
    const connections: string[] = [];
    const agent = createGuardedAgent(named, {
      onConnect: ({ hostname, address }) => connections.push(`${hostname}->${address}`),
    });
    try {
      const response = await safeFetch(`http://fixture.test:${site.port}/in/${JANE_DOE.slug}`, {
        policy: named,
        agent,
      });
      expect(response.status).toBe(200);
      expect(connections).toEqual(['fixture.test->127.0.0.1']);
    } finally {
      await agent.close();
    }
  });

  it('aborts a page that never answers with a timeout error, after its retries', async () => {
    const before = site.hits('/hang');
    const { options, delays } = fetchOptions({ timeoutMs: 300, retries: 1 });
    const error = await failure(safeFetch(`${site.origin}/hang`, options));
    expect(error.code).toBe('timeout');
    expect(error.attempts).toBe(2);
    expect(error.message).toBe(`no complete answer from ${site.origin}/hang within 300 ms`);
    expect(site.hits('/hang') - before).toBe(2);
    expect(delays).toEqual([100]);
  });

  it('times out a body that stops half way', async () => {
    const { options } = fetchOptions({ timeoutMs: 300 });
    const error = await failure(safeFetch(`${site.origin}/slow-body`, options));
    expect(error.code).toBe('timeout');
  });

  it('refuses a body over the size cap', async () => {
    const { options } = fetchOptions({ maxBytes: 64 * 1024 });
    const error = await failure(safeFetch(`${site.origin}/large`, options));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/is larger than the 65536-byte cap/);
  });
});

describe('a crawl context against the fixture sites', () => {
  it('respects robots.txt: /private/ is refused without a request, other pages are fetched', async () => {
    const ctx = new CrawlContext({ policy, limiter: { minDelayMs: 0 }, fetch: fast });
    const robotsBefore = site.hits('/robots.txt');
    try {
      const error = await failure(ctx.fetchPage(`${site.origin}/private/page`));
      expect(error.code).toBe('robots_disallowed');
      expect(error.message).toBe(
        `${site.origin}/robots.txt disallows ${site.origin}/private/page for RoundwiseBot (line 3)`,
      );
      expect(site.hits('/private/page')).toBe(0);
      const page = await ctx.fetchPage(`${site.origin}/firm-a/portfolio`);
      expect(page.status).toBe(200);
      expect(site.hits('/robots.txt') - robotsBefore).toBe(1); // read once for the crawl
      expect(ctx.progress()).toMatchObject({ pagesDone: 1, pagesFailed: 1 });
    } finally {
      await ctx.close();
    }
  });

  it('keeps away from a site whose robots.txt answers 503, and reads a missing robots.txt as allow-all', async () => {
    const broken = await startFixtureSites({ robots: 'error' });
    const missing = await startFixtureSites({ robots: 'missing' });
    const ctx = new CrawlContext({
      policy: { allow: [`127.0.0.1:${broken.port}`, `127.0.0.1:${missing.port}`] },
      limiter: { minDelayMs: 0 },
      fetch: fast,
    });
    try {
      const error = await failure(ctx.fetchPage(`${broken.origin}/firm-a/portfolio`));
      expect(error.code).toBe('robots_unavailable');
      expect(error.message).toMatch(
        /robots\.txt answered 503; until it can be read the site's pages are not fetched/,
      );
      expect(broken.hits('/firm-a/portfolio')).toBe(0);

      const page = await ctx.fetchPage(`${missing.origin}/private/page`);
      expect(page.status).toBe(200);
    } finally {
      await ctx.close();
      await broken.close();
      await missing.close();
    }
  });

  it('treats a robots.txt that never answers as a reason to stay away', async () => {
    const hanging = await startFixtureSites({ robots: 'hang' });
    const ctx = new CrawlContext({
      policy: { allow: [`127.0.0.1:${hanging.port}`] },
      limiter: { minDelayMs: 0 },
      fetch: { ...fast, timeoutMs: 300 },
    });
    try {
      const error = await failure(ctx.fetchPage(`${hanging.origin}/directory`));
      expect(error.code).toBe('robots_unavailable');
      expect(error.message).toMatch(/^could not read http:\/\/127\.0\.0\.1:\d+\/robots\.txt \(timeout: /);
      expect(hanging.hits('/directory')).toBe(0);
    } finally {
      await ctx.close();
      await hanging.close();
    }
  });

  it('stops at the page cap, saying so, without fetching the page past it', async () => {
    const ctx = new CrawlContext({
      policy,
      limiter: { minDelayMs: 0 },
      budget: { maxPages: 2 },
      fetch: fast,
    });
    try {
      await ctx.fetchPage(`${site.origin}/directory?page=1`);
      await ctx.fetchPage(`${site.origin}/directory?page=2`);
      const before = site.hits('/directory?page=3');
      const error = await failure(ctx.fetchPage(`${site.origin}/directory?page=3`));
      expect(error).toMatchObject({ code: 'budget_exhausted', cap: 'pages' });
      expect(error.message).toBe(
        `page cap reached: this crawl may fetch at most 2 pages, so ${site.origin}/directory?page=3 was not fetched`,
      );
      expect(site.hits('/directory?page=3')).toBe(before);
    } finally {
      await ctx.close();
    }
  });

  it('stops at the time cap, aborting the request in flight', async () => {
    const ctx = new CrawlContext({
      policy,
      limiter: { minDelayMs: 0 },
      budget: { maxDurationMs: 500 },
      fetch: { ...fast, timeoutMs: 20_000 },
    });
    try {
      const error = await failure(ctx.fetchPage(`${site.origin}/hang`));
      expect(error).toMatchObject({ code: 'budget_exhausted', cap: 'time' });
      expect(error.message).toBe('time cap reached: this crawl may run for at most 500 ms');
      const after = await failure(ctx.fetchPage(`${site.origin}/directory?page=1`));
      expect(after).toMatchObject({ code: 'budget_exhausted', cap: 'time' });
    } finally {
      await ctx.close();
    }
  });

  it('reports progress as the crawler queues pages, fetches them and finds items', async () => {
    const seen: CrawlProgress[] = [];
    const ctx = new CrawlContext({
      policy,
      limiter: { minDelayMs: 0 },
      fetch: fast,
      onProgress: (p) => seen.push(p),
    });
    try {
      ctx.addQueued(1);
      let next: string | undefined = `${site.origin}/directory?page=1`;
      while (next) {
        const page = await ctx.fetchPage(next);
        const html = page.text();
        ctx.addItems((html.match(/class="investor-card"/g) ?? []).length);
        const href = /<a class="pagination__link pagination__next" rel="next" href="([^"]+)"/.exec(html)?.[1];
        next = href ? new URL(href, page.url).href : undefined;
        if (next) ctx.addQueued(1);
      }
      expect(ctx.progress()).toEqual({ pagesDone: 3, pagesFailed: 0, pagesQueued: 0, itemsFound: 15 });
      expect(seen.at(-1)).toEqual(ctx.progress());
      expect(seen.some((p) => p.pagesQueued === 1 && p.pagesDone === 1)).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it('serves the JavaScript portfolio as an empty shell to a plain HTTP fetch', async () => {
    const ctx = new CrawlContext({ policy, limiter: { minDelayMs: 0 }, fetch: fast });
    try {
      const html = (await ctx.fetchPage(`${site.origin}/firm-b/portfolio`)).text();
      expect(html).toContain('id="portfolio-root"');
      for (const company of FIRM_B_PORTFOLIO) expect(html).not.toContain(company.name);
    } finally {
      await ctx.close();
    }
  });
});

describe('crawlee CheerioCrawler through the crawl context', () => {
  it('crawls the paginated directory and its detail pages, and fails refused URLs with their CrawlError', async () => {
    const { CheerioCrawler, Configuration, log } = await import('crawlee');
    log.setLevel(log.LEVELS.OFF);
    const { SafeCrawleeHttpClient, crawlErrorOf } = await import('../../src/crawl/crawlee-http-client');
    const ctx = new CrawlContext({ policy, limiter: { minDelayMs: 0 }, fetch: fast });
    const names: string[] = [];
    const failures: Record<string, string | undefined> = {};
    const crawler = new CheerioCrawler(
      {
        httpClient: new SafeCrawleeHttpClient(ctx),
        maxRequestRetries: 0,
        useSessionPool: false,
        async requestHandler({ $, request, enqueueLinks }) {
          if (request.label === 'DETAIL') {
            names.push($('.investor-profile__name').text().trim());
            return;
          }
          await enqueueLinks({ selector: '.investor-card__link', label: 'DETAIL' });
          await enqueueLinks({ selector: 'a.pagination__next' });
        },
        failedRequestHandler({ request }, error) {
          failures[request.url] = crawlErrorOf(error)?.code;
        },
      },
      new Configuration({ persistStorage: false, purgeOnStart: true }),
    );
    try {
      await crawler.run([
        `${site.origin}/directory?page=1`,
        `${site.origin}/redirect-private`,
        `${site.origin}/private/page`,
      ]);
      expect(names.sort()).toEqual(DIRECTORY_FIRMS.map((f) => f.name).sort());
      expect(failures).toStrictEqual({
        [`${site.origin}/redirect-private`]: 'blocked_address',
        [`${site.origin}/private/page`]: 'robots_disallowed',
      });
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!existsSync('/usr/bin/chromium'))('Chromium routed through the crawl context', () => {
  it('renders the JavaScript portfolio, and refuses what the page asks of private addresses', async () => {
    const browser = await chromium.launch(lockedDownLaunchOptions());
    const ctx = new CrawlContext({ policy, limiter: { minDelayMs: 0 }, fetch: fast });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const guard = await routeBrowserThroughContext(page, ctx);

      const result = await guard.goto(page, `${site.origin}/firm-b/portfolio`);
      expect(result.status).toBe(200);
      await page.waitForSelector('.portfolio-company__name');
      const names = await page.$$eval('.portfolio-company__name', (els) => els.map((e) => e.textContent));
      expect(names).toEqual(FIRM_B_PORTFOLIO.map((c) => c.name));
      expect(site.hits('/firm-b/api/portfolio.json')).toBeGreaterThan(0);

      const fromScript = await page.evaluate(() =>
        fetch('http://10.0.0.1/internal').then(
          () => 'reached',
          () => 'refused',
        ),
      );
      expect(fromScript).toBe('refused');
      expect(guard.errorFor('http://10.0.0.1/internal')?.code).toBe('blocked_address');

      const redirected = await guard.goto(page, `${site.origin}/redirect-ok`);
      expect(redirected.url).toBe(`${site.origin}/in/${JANE_DOE.slug}`);
      const blocked = await guard.goto(page, `${site.origin}/redirect-private`).catch((e: unknown) => e);
      expect(blocked).toMatchObject({ code: 'blocked_address', address: '10.0.0.1' });

      // Without the route, the locked-down browser reaches nothing by itself.
      const bare = await browser.newPage();
      const direct = await bare.goto(`${site.origin}/firm-a/portfolio`).catch((e: Error) => e);
      expect(direct).toBeInstanceOf(Error);
      expect(
        site.requests.some((r) => r.url === '/firm-a/portfolio' && r.userAgent !== ROUNDWISE_USER_AGENT),
      ).toBe(false);
    } finally {
      await browser.close();
      await ctx.close();
    }
  });
});

describe.skipIf(!existsSync('/usr/bin/chromium'))(
  'crawlee PlaywrightCrawler through the crawl context',
  () => {
    it('renders the JavaScript portfolio, follows redirects hop by hop and refuses a private hop', async () => {
      const { Configuration, log } = await import('crawlee');
      const { SafePlaywrightCrawler } = await import('../../src/crawl/crawlee-playwright');
      const { crawlErrorOf } = await import('../../src/crawl/crawlee-http-client');
      log.setLevel(log.LEVELS.OFF);
      const ctx = new CrawlContext({ policy, limiter: { minDelayMs: 0 }, fetch: fast });
      const pages: Record<string, { loadedUrl?: string; names: string[] }> = {};
      const failures: Record<string, string | undefined> = {};
      let unrouted = '';
      const crawler = new SafePlaywrightCrawler(
        ctx,
        {
          async requestHandler({ page, request }) {
            await page.waitForSelector('.portfolio-company__name, .top-card-layout__title');
            // crawlee types its page from the `playwright` package, which is not installed (we use playwright-core).
            const names: string[] = await page.$$eval(
              '.portfolio-company__name, .top-card-layout__title',
              (els: Element[]) => els.map((e) => e.textContent ?? ''),
            );
            pages[request.url] = { loadedUrl: page.url(), names };
            if (request.url.endsWith('/firm-b/portfolio')) {
              // A page that nobody routed: Chromium's own network, behind the dead proxy (not crawlee's
              // forwarding one), reaches nothing.
              const spare = await page.context().browser()!.newContext();
              const bare = await spare.newPage();
              unrouted = await bare.goto(`${site.origin}/firm-a/`).then(
                () => 'reached',
                (e: Error) => e.message,
              );
              await spare.close();
            }
          },
          failedRequestHandler({ request }, error) {
            failures[request.url] = crawlErrorOf(error)?.code;
          },
        },
        new Configuration({ persistStorage: false, purgeOnStart: true }),
      );
      try {
        await crawler.run([
          `${site.origin}/firm-b/portfolio`,
          `${site.origin}/redirect-ok`,
          `${site.origin}/redirect-private`,
        ]);
        expect(pages[`${site.origin}/firm-b/portfolio`]?.names).toEqual(FIRM_B_PORTFOLIO.map((c) => c.name));
        expect(pages[`${site.origin}/redirect-ok`]).toEqual({
          loadedUrl: `${site.origin}/in/${JANE_DOE.slug}`,
          names: [JANE_DOE.fullName],
        });
        expect(failures).toStrictEqual({ [`${site.origin}/redirect-private`]: 'blocked_address' });
        expect(unrouted).toMatch(/ERR_PROXY_CONNECTION_FAILED/);
        expect(site.requests.every((r) => r.userAgent === ROUNDWISE_USER_AGENT)).toBe(true);
      } finally {
        await crawler.teardown();
        await ctx.close();
      }
    });
  },
);
