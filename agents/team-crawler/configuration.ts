import type { RunnableConfig } from '@langchain/core/runnables';
import type { CrawlPort } from '../../core/crawl/crawl-port';
import { cap, configurableOf } from '../models/configuration';

export interface TeamConfiguration {
  /** The crawl's fetch safety layer; the caller creates and closes it. */
  crawl: CrawlPort;
  /** At most this many team pages are read. Default 2. */
  maxPages: number;
}

export function ensureConfiguration(config?: RunnableConfig): TeamConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlPort | undefined)?.fetchPage !== 'function')
    throw new Error('TeamCrawler: configurable.crawl (a CrawlPort) is required');
  return { crawl: c.crawl as CrawlPort, maxPages: cap(c.maxPages, 2, 1, 3) };
}
