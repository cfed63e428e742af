import type { Dispatcher } from 'undici';
import type { CrawlPort, CrawlProgress, FetchPageOptions, SafeResponse } from '../../core/crawl/crawl-port';
import { CrawlError } from '../../core/crawl/errors';
import {
  CrawlBudget,
  type CrawlBudgetOptions,
  HostLimiter,
  type HostLimiterOptions,
} from '../../core/crawl/host-limiter';
import { createGuardedAgent, type GuardedAgentOptions } from './guarded-agent';
import { ROBOTS_MAX_BYTES, RobotsCache } from './robots';
import { ROUNDWISE_USER_AGENT, type SafeFetchOptions, safeFetch } from './safe-fetch';
import { assertUrl, type UrlPolicy } from './url-policy';

/** The safeFetch settings a crawl may tune (the policy, agent, signal and user agent come from the context). */
export type CrawlFetchSettings = Partial<
  Pick<
    SafeFetchOptions,
    'timeoutMs' | 'maxBytes' | 'maxRedirects' | 'retries' | 'backoff' | 'sleep' | 'random'
  >
>;

export interface CrawlContextOptions {
  /** Allowed URLs and addresses. Default: public addresses only, no allowlist. */
  policy?: UrlPolicy;
  userAgent?: string;
  limiter?: HostLimiterOptions;
  budget?: CrawlBudgetOptions;
  fetch?: CrawlFetchSettings;
  agent?: GuardedAgentOptions;
  /** Cancels the crawl (a workflow being cancelled). */
  signal?: AbortSignal;
  /** Called whenever the counts change. Errors it throws are ignored. */
  onProgress?: (progress: CrawlProgress) => void;
}

/**
 * Everything a crawl needs to fetch safely, in one object: the URL policy and its guarded agent, robots.txt, the
 * per-host limiter, the page and time budget, and progress. Crawlers fetch through `fetchPage` (a page: counts
 * against the budget) or `fetchResource` (a script, JSON or image a page needs: does not), and never with their own
 * HTTP client. See src/crawl/README.md for crawlee and Playwright.
 */
export class CrawlContext implements CrawlPort {
  readonly policy: UrlPolicy;
  readonly userAgent: string;
  readonly agent: Dispatcher;
  readonly limiter: HostLimiter;
  readonly budget: CrawlBudget;
  readonly robots: RobotsCache;
  /** Aborts when the crawl is cancelled or runs out of time. */
  readonly signal: AbortSignal;
  private readonly fetchSettings: CrawlFetchSettings;
  private readonly onProgress?: (progress: CrawlProgress) => void;
  private readonly counts: CrawlProgress = { pagesDone: 0, pagesFailed: 0, pagesQueued: 0, itemsFound: 0 };
  private closed = false;

  constructor(options: CrawlContextOptions = {}) {
    this.policy = options.policy ?? {};
    this.userAgent = options.userAgent ?? ROUNDWISE_USER_AGENT;
    this.agent = createGuardedAgent(this.policy, options.agent);
    this.limiter = new HostLimiter(options.limiter);
    this.budget = new CrawlBudget(options.budget);
    this.signal = options.signal ? AbortSignal.any([options.signal, this.budget.signal]) : this.budget.signal;
    this.fetchSettings = options.fetch ?? {};
    this.onProgress = options.onProgress;
    this.robots = new RobotsCache({
      policy: this.policy,
      userAgent: this.userAgent,
      fetchRobots: (robotsUrl) =>
        this.limiter.schedule(
          robotsUrl,
          () =>
            safeFetch(robotsUrl, {
              ...this.fetchSettings,
              timeoutMs: Math.min(this.fetchSettings.timeoutMs ?? 10_000, 10_000),
              retries: Math.min(this.fetchSettings.retries ?? 1, 1),
              maxBytes: ROBOTS_MAX_BYTES,
              policy: this.policy,
              agent: this.agent,
              signal: this.signal,
              headers: { 'user-agent': this.userAgent, accept: 'text/plain,*/*;q=0.5' },
              throwOnHttpError: false,
            }),
          this.signal,
        ),
    });
  }

  /**
   * Fetches one page: URL checks, robots.txt, one page off the budget, a slot from the host limiter, then safeFetch
   * (address checks at every hop, timeout, size cap, retries). Throws a CrawlError for every failure.
   */
  async fetchPage(url: string | URL, options: FetchPageOptions = {}): Promise<SafeResponse> {
    this.counts.pagesQueued = Math.max(0, this.counts.pagesQueued - 1);
    try {
      const response = await this.fetchChecked(url, options, true);
      this.counts.pagesDone++;
      this.emit();
      return response;
    } catch (error) {
      this.counts.pagesFailed++;
      this.emit();
      throw error;
    }
  }

  /** Fetches what a page needs (script, stylesheet, JSON, image): the same checks, but no page off the budget. */
  fetchResource(url: string | URL, options: FetchPageOptions = {}): Promise<SafeResponse> {
    return this.fetchChecked(url, options, false);
  }

  /** Parses and checks a URL without fetching it (for a crawler deciding what to enqueue); throws the CrawlError. */
  checkUrl(url: string | URL): URL {
    return assertUrl(url, this.policy);
  }

  /** The crawler queued `count` more pages. */
  addQueued(count = 1): void {
    this.counts.pagesQueued += count;
    this.emit();
  }

  /** The crawler's own count of pages waiting (e.g. from crawlee's request queue). */
  setQueued(count: number): void {
    this.counts.pagesQueued = Math.max(0, count);
    this.emit();
  }

  /** The crawler extracted `count` records. */
  addItems(count = 1): void {
    this.counts.itemsFound += count;
    this.emit();
  }

  progress(): CrawlProgress {
    return { ...this.counts };
  }

  /** Ends the crawl: stops the budget's clock, rejects what still waits in the limiter, closes the connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.budget.dispose();
    this.limiter.close();
    await this.agent.close();
  }

  private async fetchChecked(
    url: string | URL,
    options: FetchPageOptions,
    isPage: boolean,
  ): Promise<SafeResponse> {
    if (this.closed) throw new CrawlError('aborted', 'this crawl is over; start a new one');
    const target = this.checkUrl(url);
    this.throwIfAborted(target.href);
    const decision = await this.robots.assertAllowed(target);
    if (decision.crawlDelayMs) this.limiter.setCrawlDelay(target, decision.crawlDelayMs);
    if (isPage) this.budget.takePage(target.href);
    else this.budget.checkTime();
    return this.limiter.schedule(
      target,
      () =>
        safeFetch(target, {
          ...this.fetchSettings,
          ...options,
          // The crawl always names itself with its own user agent.
          headers: { ...options.headers, 'user-agent': this.userAgent },
          policy: this.policy,
          agent: this.agent,
          signal: this.signal,
        }),
      this.signal,
      { paced: isPage },
    );
  }

  private throwIfAborted(url: string): void {
    if (!this.signal.aborted) return;
    const reason: unknown = this.signal.reason;
    throw reason instanceof CrawlError
      ? reason
      : new CrawlError('aborted', `the crawl was cancelled before ${url}`, { url });
  }

  private emit(): void {
    try {
      this.onProgress?.(this.progress());
    } catch {
      // A broken progress listener must not break the crawl.
    }
  }
}

export function createCrawlContext(options: CrawlContextOptions = {}): CrawlContext {
  return new CrawlContext(options);
}
