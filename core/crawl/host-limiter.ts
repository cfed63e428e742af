import { CrawlError } from './errors';

export interface HostLimiterOptions {
  /** Requests in flight to one host at once. Default 2. */
  perHostConcurrency?: number;
  /** Least time between the starts of two requests to one host. Default 500 ms. */
  minDelayMs?: number;
  /** A robots.txt Crawl-delay is honoured up to this. Default 10 s. */
  maxCrawlDelayMs?: number;
  now?: () => number;
}

const HOST_LIMITER_DEFAULTS = {
  perHostConcurrency: 2,
  minDelayMs: 500,
  maxCrawlDelayMs: 10_000,
} as const;

interface Job {
  /** Waits for the host's delay (pages); false only waits for a free slot (a page's scripts and images). */
  paced: boolean;
  run: () => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface HostState {
  active: number;
  queue: Job[];
  /** When the next request to this host may start. */
  nextStart: number;
  delayMs: number;
  timer?: ReturnType<typeof setTimeout>;
}

/** The key requests are limited by: the host name, so every port and scheme of one host share a limit. */
export function hostKey(url: string | URL): string {
  return new URL(String(url)).hostname.toLowerCase();
}

/**
 * Politeness per host: at most `perHostConcurrency` requests in flight to a host, their starts at least
 * `minDelayMs` apart (or the host's robots.txt Crawl-delay, when larger), first come first served.
 */
export class HostLimiter {
  readonly perHostConcurrency: number;
  readonly minDelayMs: number;
  private readonly maxCrawlDelayMs: number;
  private readonly now: () => number;
  private readonly hosts = new Map<string, HostState>();

  constructor(options: HostLimiterOptions = {}) {
    this.perHostConcurrency = Math.max(
      1,
      options.perHostConcurrency ?? HOST_LIMITER_DEFAULTS.perHostConcurrency,
    );
    this.minDelayMs = Math.max(0, options.minDelayMs ?? HOST_LIMITER_DEFAULTS.minDelayMs);
    this.maxCrawlDelayMs = options.maxCrawlDelayMs ?? HOST_LIMITER_DEFAULTS.maxCrawlDelayMs;
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * Runs `task` when the host of `url` has a free slot and its delay has passed. Rejects if `signal` aborts first.
   * `paced: false` (what a page needs to render: scripts, JSON, images) waits for a slot but not for the delay.
   */
  schedule<T>(
    url: string | URL,
    task: () => Promise<T>,
    signal?: AbortSignal,
    options: { paced?: boolean } = {},
  ): Promise<T> {
    const key = hostKey(url);
    const state = this.state(key);
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal, String(url)));
        return;
      }
      const job: Job = {
        paced: options.paced ?? true,
        signal,
        reject,
        run: () => {
          state.active++;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              state.active--;
              this.pump(key);
            });
        },
      };
      if (signal) {
        job.onAbort = () => {
          const index = state.queue.indexOf(job);
          if (index >= 0) {
            state.queue.splice(index, 1);
            reject(abortReason(signal, String(url)));
          }
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      state.queue.push(job);
      this.pump(key);
    });
  }

  /** Applies a robots.txt Crawl-delay (capped) to a host, when it is longer than the minimum delay. */
  setCrawlDelay(url: string | URL, delayMs: number): void {
    const state = this.state(hostKey(url));
    state.delayMs = Math.max(this.minDelayMs, Math.min(this.maxCrawlDelayMs, delayMs));
  }

  /** Requests running and waiting for a host. */
  stats(url: string | URL): { active: number; queued: number; delayMs: number } {
    const state = this.hosts.get(hostKey(url));
    return {
      active: state?.active ?? 0,
      queued: state?.queue.length ?? 0,
      delayMs: state?.delayMs ?? this.minDelayMs,
    };
  }

  /** Stops the timers and rejects every waiting request (the crawl is over). */
  close(reason: unknown = new CrawlError('aborted', 'the crawl was stopped')): void {
    for (const state of this.hosts.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = undefined;
      for (const job of state.queue.splice(0)) {
        if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
        job.reject(reason);
      }
    }
  }

  private state(key: string): HostState {
    let state = this.hosts.get(key);
    if (!state) {
      state = { active: 0, queue: [], nextStart: 0, delayMs: this.minDelayMs };
      this.hosts.set(key, state);
    }
    return state;
  }

  private pump(key: string): void {
    const state = this.hosts.get(key);
    if (!state) return;
    while (state.active < this.perHostConcurrency && state.queue.length > 0) {
      const wait = state.nextStart - this.now();
      // While the delay runs, an unpaced job further back may take the free slot.
      const index = wait > 0 ? state.queue.findIndex((j) => !j.paced) : 0;
      if (index < 0) {
        state.timer ??= setTimeout(() => {
          state.timer = undefined;
          this.pump(key);
        }, wait);
        return;
      }
      const [job] = state.queue.splice(index, 1) as [Job];
      if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
      if (job.paced) state.nextStart = this.now() + state.delayMs;
      job.run();
    }
  }
}

function abortReason(signal: AbortSignal, url: string): unknown {
  return signal.reason instanceof CrawlError
    ? signal.reason
    : new CrawlError('aborted', `the request for ${url} was cancelled before it started`, { url });
}

export interface CrawlBudgetOptions {
  /** Pages one crawl may fetch (robots.txt and a browser's subresources are not pages). Default 100. */
  maxPages?: number;
  /** Wall time one crawl may run. Default 10 minutes. */
  maxDurationMs?: number;
  now?: () => number;
}

const CRAWL_BUDGET_DEFAULTS = { maxPages: 100, maxDurationMs: 10 * 60_000 } as const;

/**
 * The caps of one crawl: pages and wall time. `takePage()` before each page fetch throws `budget_exhausted` once a
 * cap is hit; `signal` aborts when the time is up, so requests in flight stop too.
 */
export class CrawlBudget {
  readonly maxPages: number;
  readonly maxDurationMs: number;
  readonly startedAt: number;
  private pages = 0;
  private readonly now: () => number;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(options: CrawlBudgetOptions = {}) {
    this.maxPages = options.maxPages ?? CRAWL_BUDGET_DEFAULTS.maxPages;
    this.maxDurationMs = options.maxDurationMs ?? CRAWL_BUDGET_DEFAULTS.maxDurationMs;
    this.now = options.now ?? (() => Date.now());
    this.startedAt = this.now();
    this.timer = setTimeout(() => this.controller.abort(this.timeError()), this.maxDurationMs);
    this.timer.unref?.();
  }

  /** Aborts, with the `budget_exhausted` error, when the time cap passes. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get pagesTaken(): number {
    return this.pages;
  }

  get elapsedMs(): number {
    return this.now() - this.startedAt;
  }

  get remainingMs(): number {
    return Math.max(0, this.maxDurationMs - this.elapsedMs);
  }

  /** Throws `budget_exhausted` (cap 'time') once the crawl ran out of time. */
  checkTime(): void {
    if (this.controller.signal.aborted || this.elapsedMs >= this.maxDurationMs) {
      const error = this.timeError();
      if (!this.controller.signal.aborted) this.controller.abort(error);
      throw error;
    }
  }

  /** Counts one page, or throws `budget_exhausted` (cap 'pages' or 'time') when there is no budget left for it. */
  takePage(url?: string): void {
    this.checkTime();
    if (this.pages >= this.maxPages) {
      throw new CrawlError(
        'budget_exhausted',
        `page cap reached: this crawl may fetch at most ${this.maxPages} pages${url ? `, so ${url} was not fetched` : ''}`,
        { cap: 'pages', url },
      );
    }
    this.pages++;
  }

  /** Stops the clock's timer (call when the crawl ends). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private timeError(): CrawlError {
    return new CrawlError(
      'budget_exhausted',
      `time cap reached: this crawl may run for at most ${formatMs(this.maxDurationMs)}`,
      { cap: 'time' },
    );
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
