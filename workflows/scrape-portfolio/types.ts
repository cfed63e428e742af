import type { TPortfolioCompany, TScrapePortfolioResult } from '../../core/contracts/crawls';
import type { CrawlFailure } from '../import-vcs/types';

/** The JSON payloads of the scrape-portfolio activities. */

export interface ScrapePortfolioInput {
  investorId: string;
}

interface CrawledPortfolio {
  investor: { id: string; name: string; website: string | null };
  companies: TPortfolioCompany[];
  pages: string[];
  rendered: boolean;
  failures: CrawlFailure[];
}

export type ScrapePortfolioResult = TScrapePortfolioResult;

export interface ScrapePortfolioActivities {
  /** Finds the investor's portfolio page(s) on its website and reads the companies (Chromium when needed). */
  crawlPortfolio(input: ScrapePortfolioInput): Promise<CrawledPortfolio>;
  /** Stores the companies against the investor and updates its vector. */
  savePortfolio(crawled: CrawledPortfolio): Promise<ScrapePortfolioResult>;
}
