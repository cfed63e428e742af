import type { RunnableConfig } from '@langchain/core/runnables';
import type { CrawlContext } from '../../src/crawl';
import { cap, configurableOf } from '../models/configuration';

export interface ImporterConfiguration {
  /** The crawl's fetch safety layer (policy, robots, limiter, budget, progress); the caller creates and closes it. */
  crawl: CrawlContext;
  /** At most this many pages (list and detail) for this import, within the crawl's own budget. Default 500. */
  maxPages: number;
  /** Detail pages fetched at once (the crawl's per-host limiter still applies). Default 4. */
  concurrency: number;
}

export function ensureConfiguration(config?: RunnableConfig): ImporterConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlContext | undefined)?.fetchPage !== 'function')
    throw new Error('VcImporter: configurable.crawl (a CrawlContext) is required');
  return {
    crawl: c.crawl as CrawlContext,
    maxPages: cap(c.maxPages, 500, 1, 10_000),
    concurrency: cap(c.concurrency, 4, 1, 16),
  };
}
