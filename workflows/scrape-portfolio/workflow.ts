import type { ScrapePortfolioActivities, ScrapePortfolioInput, ScrapePortfolioResult } from './types';

/** Orchestration only: read the investor's portfolio from its website, then store it. */
export const scrapePortfolioFlow =
  (acts: ScrapePortfolioActivities) =>
  async (input: ScrapePortfolioInput): Promise<ScrapePortfolioResult> => {
    const crawled = await acts.crawlPortfolio(input);
    return acts.savePortfolio(crawled);
  };
