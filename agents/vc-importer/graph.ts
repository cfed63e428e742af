import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { ZExtractionRules } from '../../core/contracts/crawls';
import type { CrawlPort } from '../../core/crawl/crawl-port';
import { CrawlError, findCrawlError } from '../../core/crawl/errors';
import { traced } from '../models/events';
import { ensureConfiguration } from './configuration';
import { OPENVC_RECIPE } from './recipes';
import { type CrawlFailure, ImporterInput, ImporterOutput, ImporterState } from './state';
import { type FirmFields, type ImportedFirm, mergeFirm, readDetailPage, readListPage } from './tools';

const GRAPH = 'VcImporter';
type State = typeof ImporterState.State;

/** A URL as a dedupe key: absolute, without its fragment. */
function urlKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url.trim();
  }
}

function failureOf(url: string, error: CrawlError): CrawlFailure {
  return { url, code: error.code, message: error.message };
}

/** The CrawlError behind a failed fetch; anything else (a bug) is thrown on. */
function crawlErrorOf(error: unknown): CrawlError {
  const crawlError = findCrawlError(error);
  if (!crawlError) throw error;
  return crawlError;
}

/** The page caps: this import's `maxPages` and the crawl context's own budget. */
class PageCap {
  private used = 0;
  stopped = false;
  constructor(
    private readonly ctx: CrawlPort,
    private readonly maxPages: number,
    private readonly failures: CrawlFailure[],
    done: number,
  ) {
    this.used = done;
  }

  /** Takes a page off this import's cap, or records why not and stops the crawl. */
  take(url: string): boolean {
    if (this.stopped) return false;
    if (this.used >= this.maxPages) {
      this.stop(
        new CrawlError(
          'budget_exhausted',
          `page cap reached: this import may fetch at most ${this.maxPages} pages, so ${url} was not fetched`,
          { url, cap: 'pages' },
        ),
        url,
      );
      return false;
    }
    this.used++;
    return true;
  }

  /** A failed fetch: cancelled crawls throw; a spent budget stops the crawl (recorded once); the rest is recorded. */
  fail(url: string, error: unknown): void {
    const crawlError = crawlErrorOf(error);
    if (crawlError.code === 'aborted') throw crawlError;
    if (crawlError.code === 'budget_exhausted') this.stop(crawlError, url);
    else this.failures.push(failureOf(url, crawlError));
  }

  private stop(error: CrawlError, url: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.failures.push(failureOf(url, error));
  }

  /** Pages queued that will never be fetched leave the progress count. */
  dropQueued(count: number): void {
    if (count > 0) this.ctx.setQueued(this.ctx.progress().pagesQueued - count);
  }
}

/** Resolves the recipe: the extraction rules and the start URLs (the request's, else the recipe's). */
async function plan(state: State) {
  const { source } = state;
  const rules = source.recipe === 'openvc' ? OPENVC_RECIPE.rules : ZExtractionRules.parse(source.rules);
  const given = state.startUrls?.filter((u) => u.trim()) ?? [];
  if (source.recipe === 'custom' && given.length === 0)
    throw new Error('A custom import needs start URLs and extraction rules');
  const urls = given.length ? given : OPENVC_RECIPE.startUrls;
  return { rules, start: [...new Set(urls.map(urlKey))] };
}

/**
 * Follows the list pages from the start URLs through `rules.list.nextPage` (each URL once), reading the firms and
 * their detail links. A failed list page is recorded and the crawl goes on; when no list page could be read at
 * all, the graph fails with the first page's CrawlError (there is nothing to import).
 */
async function crawlList(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx, maxPages } = ensureConfiguration(config);
  const rules = state.rules!;
  const failures = [...state.failures];
  const cap = new PageCap(ctx, maxPages, failures, state.pages);
  const queue = [...state.start];
  const seen = new Set(queue);
  const firmKeys = new Set<string>();
  const listed: State['listed'] = [];
  let pages = state.pages;
  let read = 0;
  let firstError: CrawlError | null = null;
  ctx.addQueued(queue.length);

  while (queue.length) {
    const url = queue.shift()!;
    if (!cap.take(url)) {
      cap.dropQueued(queue.length + 1);
      break;
    }
    let html: string;
    let pageUrl: string;
    try {
      const page = await ctx.fetchPage(url);
      html = page.text();
      pageUrl = page.url;
    } catch (error) {
      firstError ??= crawlErrorOf(error);
      cap.fail(url, error);
      if (cap.stopped) {
        cap.dropQueued(queue.length);
        break;
      }
      continue;
    }
    pages++;
    read++;
    const { items, next } = readListPage(html, pageUrl, rules);
    let found = 0;
    let detailLinks = 0;
    for (const item of items) {
      // The same detail page, or the very same card, is one firm; name variants are for decideImports.
      const key = item.detailUrl ? urlKey(item.detailUrl) : JSON.stringify(item.fields);
      if (firmKeys.has(key)) continue;
      firmKeys.add(key);
      listed.push({ ...item, listUrl: pageUrl });
      found++;
      if (item.detailUrl && rules.detail) detailLinks++;
    }
    if (found) ctx.addItems(found);
    if (detailLinks) ctx.addQueued(detailLinks);
    if (next && !seen.has(urlKey(next))) {
      seen.add(urlKey(next));
      queue.push(urlKey(next));
      ctx.addQueued(1);
    }
  }
  if (read === 0 && firstError) throw firstError;
  return { listed, pages, failures, stopped: cap.stopped };
}

/** Runs `fn` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Fetches each firm's detail page (when the rules read one); a failed page is recorded, the others go on. */
async function crawlDetails(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx, maxPages, concurrency } = ensureConfiguration(config);
  const rules = state.rules!;
  if (!rules.detail) return {};
  const urls = [...new Set(state.listed.flatMap((l) => (l.detailUrl ? [urlKey(l.detailUrl)] : [])))];
  if (state.stopped) {
    ctx.setQueued(ctx.progress().pagesQueued - urls.length);
    return {};
  }
  const failures = [...state.failures];
  const cap = new PageCap(ctx, maxPages, failures, state.pages);
  const details: Record<string, FirmFields> = {};
  let pages = state.pages;
  let skipped = 0;
  await eachLimited(urls, concurrency, async (url) => {
    if (!cap.take(url)) {
      skipped++;
      return;
    }
    try {
      const page = await ctx.fetchPage(url);
      details[url] = readDetailPage(page.text(), page.url, rules);
      pages++;
    } catch (error) {
      cap.fail(url, error);
    }
  });
  cap.dropQueued(skipped);
  return { details, pages, failures, stopped: cap.stopped };
}

/** The firms as imported: detail fields over list fields; a firm without a name anywhere is recorded, not guessed. */
async function output(state: State) {
  const failures = [...state.failures];
  const failed = new Set(failures.map((f) => f.url));
  const firms: ImportedFirm[] = [];
  for (const item of state.listed) {
    const detailUrl = item.detailUrl ? urlKey(item.detailUrl) : null;
    const detail = detailUrl ? (state.details[detailUrl] ?? null) : null;
    const source = detailUrl ?? `${item.listUrl}#${encodeURIComponent(item.fields.name ?? '')}`;
    const firm = mergeFirm(item.fields, detail, source);
    if (firm) firms.push(firm);
    else if (!(detailUrl && failed.has(detailUrl)) && !(detailUrl && !detail && state.stopped))
      failures.push({
        url: detailUrl ?? item.listUrl,
        code: 'no_name',
        message: `no firm name found at ${detailUrl ?? item.listUrl} with the extraction rules given`,
      });
  }
  return { firms, failures };
}

const builder = new StateGraph({ state: ImporterState, input: ImporterInput, output: ImporterOutput })
  .addNode('plan', traced(GRAPH, 'plan', plan))
  .addNode('crawlList', traced(GRAPH, 'crawlList', crawlList))
  .addNode('crawlDetails', traced(GRAPH, 'crawlDetails', crawlDetails))
  .addNode('output', traced(GRAPH, 'output', output))
  .addEdge(START, 'plan')
  .addEdge('plan', 'crawlList')
  .addEdge('crawlList', 'crawlDetails')
  .addEdge('crawlDetails', 'output')
  .addEdge('output', END);

export const graph = builder.compile();
graph.name = GRAPH;
