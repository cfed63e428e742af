import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import type { Browser } from 'playwright-core';
import type { TPortfolioCompany } from '../../core/contracts/crawls';
import { lockedDownLaunchOptions } from '../../core/crawl/chromium-flags';
import { CrawlError, type CrawlErrorCode, findCrawlError } from '../../core/crawl/errors';
import { traced } from '../models/events';
import { ensureConfiguration } from './configuration';
import { PortfolioInput, PortfolioOutput, PortfolioState } from './state';
import {
  extractCompanies,
  findPortfolioLinks,
  guessedPortfolioUrls,
  looksScriptDriven,
  mergeCompanies,
  websiteUrl,
} from './tools';

const GRAPH = 'PortfolioCrawler';
type State = typeof PortfolioState.State;
type Failure = State['failures'][number];

/** The CrawlError behind a failed fetch; anything else (a bug) is thrown on. */
function crawlErrorOf(error: unknown): CrawlError {
  const crawlError = findCrawlError(error);
  if (!crawlError) throw error;
  return crawlError;
}

const failureOf = (url: string, error: CrawlError): Failure => ({
  url,
  code: error.code,
  message: error.message,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads the investor's home page and picks the links to its portfolio on the same site (at most 3); when it links
 * to none, `portfolio` and `companies` under the website are tried. A home page that cannot be reached at all
 * (refused address, DNS, robots.txt, timeout) fails the graph with its CrawlError; an HTTP error status is recorded
 * and the guesses are tried.
 */
async function findPages(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx, maxPages } = ensureConfiguration(config);
  const website = state.investor.website?.trim();
  if (!website) throw new Error('This investor has no website to scrape');
  const home = websiteUrl(website);
  ctx.addQueued(1);
  try {
    const page = await ctx.fetchPage(home);
    const links = findPortfolioLinks(page.text(), page.url, maxPages);
    const candidates = links.length ? links : guessedPortfolioUrls(page.url);
    ctx.addQueued(candidates.length);
    return { candidates, guessed: links.length === 0, homeRead: true };
  } catch (error) {
    const crawlError = crawlErrorOf(error);
    if (crawlError.code !== 'http_status') throw crawlError;
    const candidates = guessedPortfolioUrls(home);
    ctx.addQueued(candidates.length);
    return { candidates, guessed: true, homeRead: false, failures: [failureOf(home, crawlError)] };
  }
}

/**
 * Fetches each portfolio page and reads its companies with Cheerio. A failed page is recorded and the next one
 * read; guessed pages stop at the first that answers. Pages without companies that build their content with
 * JavaScript are kept for `render`.
 */
async function extract(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx } = ensureConfiguration(config);
  const failures = [...state.failures];
  const pages: string[] = [];
  const scriptPages: string[] = [];
  const found: TPortfolioCompany[] = [];
  const dropQueued = (n: number) => n > 0 && ctx.setQueued(ctx.progress().pagesQueued - n);
  for (const [i, url] of state.candidates.entries()) {
    const left = state.candidates.length - i - 1;
    try {
      const page = await ctx.fetchPage(url);
      const html = page.text();
      pages.push(page.url);
      const companies = extractCompanies(html, page.url);
      found.push(...companies);
      if (companies.length === 0 && looksScriptDriven(html)) scriptPages.push(page.url);
      if (state.guessed) {
        dropQueued(left);
        break;
      }
    } catch (error) {
      const crawlError = crawlErrorOf(error);
      if (crawlError.code === 'aborted') throw crawlError;
      failures.push(failureOf(url, crawlError));
      if (crawlError.code === 'budget_exhausted') {
        dropQueued(left);
        break;
      }
    }
  }
  if (!state.homeRead && pages.length === 0 && failures[0]) {
    // Nothing of the site could be read: the home page's error says why.
    const first = failures[0];
    throw new CrawlError(first.code as CrawlErrorCode, first.message, { url: first.url });
  }
  const companies = mergeCompanies(found);
  if (companies.length) ctx.addItems(companies.length);
  return { pages, companies, failures, scriptPages };
}

/**
 * Opens the script-driven pages in Chromium, every request routed through the crawl context (locked-down launch,
 * service workers blocked), waits for the network to settle and reads the companies from the rendered HTML.
 */
async function render(state: State, config: LangGraphRunnableConfig) {
  const {
    crawl: ctx,
    chromium: shared,
    chromiumPath,
    renderTimeoutMs,
    routeBrowser,
  } = ensureConfiguration(config);
  const failures = [...state.failures];
  let browser: Browser;
  if (shared) browser = shared;
  else {
    try {
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch(lockedDownLaunchOptions(chromiumPath));
    } catch (error) {
      const url = state.scriptPages[0]!;
      failures.push({
        url,
        code: 'render_failed',
        message: `could not start Chromium (${chromiumPath}) to render ${url}: ${messageOf(error)}`,
      });
      return { failures };
    }
  }
  const found: TPortfolioCompany[] = [];
  let rendered = false;
  try {
    for (const url of state.scriptPages) {
      const context = await browser.newContext({ serviceWorkers: 'block', userAgent: ctx.userAgent });
      try {
        const page = await context.newPage();
        const guard = await routeBrowser(page, ctx);
        try {
          const result = await guard.goto(page, url, {
            waitUntil: 'networkidle',
            timeoutMs: renderTimeoutMs,
          });
          // A mount point that says it is still busy gets a little longer.
          await page
            .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
              timeout: 5_000,
            })
            .catch(() => {});
          const companies = extractCompanies(await page.content(), result.url);
          rendered = true;
          found.push(...companies);
          // Nothing on the page: what the page asked for and could not get may say why.
          if (companies.length === 0) for (const e of guard.errors) failures.push(failureOf(e.url, e.error));
        } catch (error) {
          const crawlError = findCrawlError(error) ?? guard.errorFor(url);
          if (crawlError?.code === 'aborted') throw crawlError;
          failures.push(
            crawlError
              ? failureOf(url, crawlError)
              : {
                  url,
                  code: 'render_failed',
                  message: `Chromium could not render ${url}: ${messageOf(error)}`,
                },
          );
        }
      } finally {
        await context.close().catch(() => {});
      }
    }
  } finally {
    if (!shared) await browser.close().catch(() => {});
  }
  const companies = mergeCompanies([...state.companies, ...found]);
  if (companies.length > state.companies.length) ctx.addItems(companies.length - state.companies.length);
  return { companies, rendered, failures };
}

/** The scrape's answer; with rendering off, the pages that needed it are recorded. */
async function output(state: State, config: LangGraphRunnableConfig) {
  const { browser } = ensureConfiguration(config);
  const failures = [...state.failures];
  if (browser === 'never' && state.companies.length === 0)
    for (const url of state.scriptPages)
      failures.push({
        url,
        code: 'needs_browser',
        message: `${url} builds its portfolio with JavaScript, and rendering in Chromium is off (browser: 'never')`,
      });
  return { companies: state.companies, pages: state.pages, rendered: state.rendered, failures };
}

/** Chromium only when Cheerio found no company and a page builds its content with JavaScript. */
function afterExtract(state: State, config: LangGraphRunnableConfig): 'render' | 'output' {
  const { browser } = ensureConfiguration(config);
  return browser === 'auto' && state.companies.length === 0 && state.scriptPages.length > 0
    ? 'render'
    : 'output';
}

const builder = new StateGraph({ state: PortfolioState, input: PortfolioInput, output: PortfolioOutput })
  .addNode('findPages', traced(GRAPH, 'findPages', findPages))
  .addNode('extract', traced(GRAPH, 'extract', extract))
  .addNode('render', traced(GRAPH, 'render', render))
  .addNode('output', traced(GRAPH, 'output', output))
  .addEdge(START, 'findPages')
  .addEdge('findPages', 'extract')
  .addConditionalEdges('extract', afterExtract, ['render', 'output'])
  .addEdge('render', 'output')
  .addEdge('output', END);

export const graph = builder.compile();
graph.name = GRAPH;
