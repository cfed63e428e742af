import { ApplicationFailure } from '@temporalio/common';
import { type OnEvent, recordedTool } from '../agents/models/events';
import type { CrawlOptions, CrawlProgress, OpenCrawl } from '../core/crawl/crawl-port';
import { findCrawlError } from '../core/crawl/errors';
import { currentActivity } from './engine/activity-context';
import type { JsonValue } from './shared';

// Node-only (never imported by Temporal workflow code): what the crawl activities share.

/** The crawlers' settings, from the server's configuration. */
interface CrawlSettings {
  /** Non-public addresses the crawlers may reach (the tests' fixture sites); empty in production. */
  allow: readonly string[];
  /** Fetch LinkedIn profiles from here instead of https://www.linkedin.com (a proxy, or the tests' fixture). */
  linkedinOrigin?: string;
  /** The OpenVC recipe's start URL, instead of the recipe's own. */
  vcDirectoryUrl?: string;
  chromiumPath?: string;
  /** Per-host politeness; the defaults are the crawl layer's (2 at a time, 500 ms apart). */
  perHostConcurrency?: number;
  minDelayMs?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
}

export interface CrawlActivityDeps {
  crawl: CrawlSettings;
  /** Opens a crawl through the fetch safety layer (the composition root's: src/crawl). */
  openCrawl: OpenCrawl;
  /** Reports the run's progress (see ../workflows/engine/run-progress.ts). */
  reportProgress: (progress: JsonValue) => void;
  onAgentEvent?: OnEvent;
}

/**
 * One crawl's context: the safety layer with the server's allowlist, caps and politeness, reporting progress (which
 * is also the activity's heartbeat), stopped by the run's cancellation, and with each page fetch reported as a tool
 * call of the agent's node that made it.
 */
export function crawlContextFor(
  deps: CrawlActivityDeps,
  budget: CrawlOptions['budget'],
  extra: Partial<CrawlProgress> = {},
) {
  const ctx = deps.openCrawl({
    signal: currentActivity()?.signal,
    allow: deps.crawl.allow,
    limiter: {
      ...(deps.crawl.perHostConcurrency !== undefined && {
        perHostConcurrency: deps.crawl.perHostConcurrency,
      }),
      ...(deps.crawl.minDelayMs !== undefined && { minDelayMs: deps.crawl.minDelayMs }),
    },
    budget,
    fetch: { timeoutMs: deps.crawl.timeoutMs ?? 15_000, retries: 2 },
    onProgress: (p) => deps.reportProgress({ ...p, ...extra } as unknown as JsonValue),
  });
  ctx.fetchPage = recordedTool('fetchPage', ctx.fetchPage.bind(ctx), {
    input: (url, options) => ({ url: String(url), method: options?.method ?? 'GET' }),
    output: (r) => ({ url: r.url, status: r.status, contentType: r.contentType, bytes: r.body.length }),
  });
  return ctx;
}

/**
 * The error a crawl activity fails with. What the crawl itself ran into (a refused address, robots.txt, a 404, a
 * timeout after safeFetch's own retries, a login wall, no website) fails the run at once rather than crawling
 * everything again: Temporal's non-retryable failure, which the local engine honours too. Anything else (the
 * database) is thrown as it is, for the engine's retries.
 */
export function crawlFailure(err: unknown, isCrawlProblem: (err: unknown) => boolean = () => false): unknown {
  const crawl = findCrawlError(err);
  if (!crawl && !isCrawlProblem(err)) return err;
  return ApplicationFailure.create({
    message: err instanceof Error ? err.message : String(err),
    type: crawl ? `CrawlError:${crawl.code}` : err instanceof Error ? err.name : 'CrawlFailed',
    nonRetryable: true,
  });
}
