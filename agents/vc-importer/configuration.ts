import type { RunnableConfig } from '@langchain/core/runnables';
import type { CrawlPort } from '../../core/crawl/crawl-port';
import { cap, configurableOf } from '../models/configuration';

export interface ImporterConfiguration {
  /** The crawl's fetch safety layer (policy, robots, limiter, budget, progress); the caller creates and closes it. */
  crawl: CrawlPort;
  /** At most this many pages (list and detail) for this import, within the crawl's own budget. Default 500. */
  maxPages: number;
  /** Detail pages fetched at once (the crawl's per-host limiter still applies). Default 4. */
  concurrency: number;
}

export function ensureConfiguration(config?: RunnableConfig): ImporterConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlPort | undefined)?.fetchPage !== 'function')
    throw new Error('VcImporter: configurable.crawl (a CrawlPort) is required');
  return {
    crawl: c.crawl as CrawlPort,
    maxPages: cap(c.maxPages, 500, 1, 10_000),
    concurrency: cap(c.concurrency, 4, 1, 16),
  };
}
