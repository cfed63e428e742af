import type { RunnableConfig } from '@langchain/core/runnables';
import type { CrawlContext } from '../../src/crawl';
import { cap, configurableOf } from '../models/configuration';

export interface TeamConfiguration {
  /** The crawl's fetch safety layer; the caller creates and closes it. */
  crawl: CrawlContext;
  /** At most this many team pages are read. Default 2. */
  maxPages: number;
}

export function ensureConfiguration(config?: RunnableConfig): TeamConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlContext | undefined)?.fetchPage !== 'function')
    throw new Error('TeamCrawler: configurable.crawl (a CrawlContext) is required');
  return { crawl: c.crawl as CrawlContext, maxPages: cap(c.maxPages, 2, 1, 3) };
}
