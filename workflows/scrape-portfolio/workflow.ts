import type { ScrapePortfolioActivities, ScrapePortfolioInput, ScrapePortfolioResult } from './types';

/** Orchestration only: read the investor's portfolio from its website and store it, then its team page's people. */
export const scrapePortfolioFlow =
  (acts: ScrapePortfolioActivities) =>
  async (input: ScrapePortfolioInput): Promise<ScrapePortfolioResult> => {
    const crawled = await acts.crawlPortfolio(input);
    const saved = await acts.savePortfolio(crawled);
    if (!input.team) return saved;
    const team = await acts.crawlTeam(input);
    const { people_found } = await acts.saveTeam(team);
    return {
      ...saved,
      people_found,
      people: team.people,
      pages: [...saved.pages, ...team.pages],
      failures: [...saved.failures, ...team.failures],
    };
  };
