import type { RunnableConfig } from '@langchain/core/runnables';
import type { CrawlPort } from '../../core/crawl/crawl-port';
import { configurableOf } from '../models/configuration';

export interface LinkedInConfiguration {
  /** The crawl's fetch safety layer; the caller creates and closes it. */
  crawl: CrawlPort;
  /**
   * Replaces https://www.linkedin.com when fetching (a proxy, or the tests' fixture `http://127.0.0.1:PORT`);
   * the path /in/<slug> stays. Null: LinkedIn itself.
   */
  origin: string | null;
}

export function ensureConfiguration(config?: RunnableConfig): LinkedInConfiguration {
  const c = configurableOf(config);
  if (typeof (c.crawl as CrawlPort | undefined)?.fetchPage !== 'function')
    throw new Error('LinkedInCrawler: configurable.crawl (a CrawlPort) is required');
  let origin: string | null = null;
  if (typeof c.origin === 'string' && c.origin.trim()) {
    try {
      origin = new URL(c.origin.trim()).origin;
    } catch {
      throw new Error(`LinkedInCrawler: configurable.origin is not a URL: ${c.origin}`);
    }
  }
  return { crawl: c.crawl as CrawlPort, origin };
}
