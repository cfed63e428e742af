import type { TPortfolioCompany, TScrapePortfolioResult } from '../../core/contracts/crawls';
import type { TCrawledPerson } from '../../core/contracts/investor-people';
import type { CrawlFailure } from '../import-vcs/types';

/** The JSON payloads of the scrape-portfolio activities. */

export interface ScrapePortfolioInput {
  investorId: string;
  /**
   * Read the firm's team page too (issue 33). Runs recorded before the team step have no flag, and replay as they
   * ran; every new start sets it.
   */
  team?: boolean;
}

interface CrawledPortfolio {
  investor: { id: string; name: string; website: string | null };
  companies: TPortfolioCompany[];
  pages: string[];
  rendered: boolean;
  failures: CrawlFailure[];
}

interface CrawledTeam {
  investor: { id: string; name: string; website: string | null };
  people: TCrawledPerson[];
  pages: string[];
  failures: CrawlFailure[];
}

export type ScrapePortfolioResult = TScrapePortfolioResult;

export interface ScrapePortfolioActivities {
  /** Finds the investor's portfolio page(s) on its website and reads the companies (Chromium when needed). */
  crawlPortfolio(input: ScrapePortfolioInput): Promise<CrawledPortfolio>;
  /** Stores the companies against the investor and updates its vector. */
  savePortfolio(crawled: CrawledPortfolio): Promise<ScrapePortfolioResult>;
  /** Finds the firm's team page(s) and reads the people named there; a site without one finds nobody. */
  crawlTeam(input: ScrapePortfolioInput): Promise<CrawledTeam>;
  /** Stores the people against the investor (source 'website'). */
  saveTeam(crawled: CrawledTeam): Promise<{ people_found: number }>;
}
