import type { RouteBrowser } from '../../agents/portfolio-crawler/configuration';
import { graph as portfolioCrawler } from '../../agents/portfolio-crawler/graph';
import { companyKey } from '../../agents/portfolio-crawler/tools';
import { graph as teamCrawler } from '../../agents/team-crawler/graph';
import type { TPortfolioCompany } from '../../core/contracts/crawls';
import type { TCrawledPerson } from '../../core/contracts/investor-people';
import { type CrawlActivityDeps, crawlContextFor, crawlFailure } from '../crawl-support';
import { currentActivity } from '../engine/activity-context';
import { notFound } from '../failures';
import type { ScrapePortfolioActivities } from './types';

/** The company of a portfolio as stored against its investor. */
interface PortfolioRow {
  investor_id: string;
  name: string;
  name_key: string;
  funding_stage: string | null;
  description: string | null;
  industry: string | null;
  tags: string[];
  website: string | null;
  source_url: string;
  run_id: string | null;
}

/** Where a crawled portfolio goes, given by the composition root (Postgres and the vector table). */
interface PortfolioStore {
  findInvestorSite(investorId: string): Promise<{ id: string; name: string; website: string | null } | null>;
  savePortfolio(rows: readonly PortfolioRow[]): Promise<void>;
  /**
   * The investor's vector made again with the companies its website lists, and its readers told; false when the
   * investor is gone.
   */
  refreshVector(investorId: string): Promise<boolean>;
  /** Stores the people a firm's team page names (source 'website'); answers how many were kept. */
  saveTeam(investorId: string, people: readonly TCrawledPerson[], sourceUrl: string | null): Promise<number>;
}

export interface ScrapePortfolioDeps extends CrawlActivityDeps {
  store: PortfolioStore;
  /** Routes a Chromium page's every request through the crawl (the composition root's: src/crawl). */
  routeBrowser: RouteBrowser;
}

const MAX_PAGES = 20;
/** The team step reads the home page and at most a few team pages (the guesses among them). */
const MAX_TEAM_PAGES = 5;
const MAX_DURATION_MS = 5 * 60_000;

export const createScrapePortfolioActivities = (deps: ScrapePortfolioDeps): ScrapePortfolioActivities => ({
  async crawlPortfolio(input) {
    const investor = await deps.store.findInvestorSite(input.investorId);
    if (!investor) throw notFound(`No investor ${input.investorId}`);
    const ctx = crawlContextFor(deps, { maxPages: MAX_PAGES, maxDurationMs: MAX_DURATION_MS });
    try {
      const out = await portfolioCrawler.invoke(
        { investor },
        {
          configurable: {
            crawl: ctx,
            onEvent: deps.onAgentEvent,
            browser: 'auto',
            routeBrowser: deps.routeBrowser,
            ...(deps.crawl.chromiumPath && { chromiumPath: deps.crawl.chromiumPath }),
          },
        },
      );
      return {
        investor,
        companies: out.companies,
        pages: out.pages,
        rendered: out.rendered,
        failures: out.failures,
      };
    } catch (err) {
      // No website, no portfolio page, a refused address: retrying cannot help.
      throw crawlFailure(err, (e) => e instanceof Error);
    } finally {
      await ctx.close();
    }
  },

  async savePortfolio(crawled) {
    const { investor, companies } = crawled;
    const runId = currentActivity()?.runId ?? null;
    const seen = new Map<string, TPortfolioCompany>();
    for (const c of companies) if (companyKey(c.name)) seen.set(companyKey(c.name), c);
    if (seen.size) {
      await deps.store.savePortfolio(
        [...seen].map(([key, c]) => ({
          investor_id: investor.id,
          name: c.name,
          name_key: key,
          funding_stage: c.funding_stage,
          description: c.description,
          industry: c.industry,
          tags: c.tags,
          website: c.website,
          source_url: crawled.pages[0] ?? investor.website ?? '',
          run_id: runId,
        })),
      );
      // The vector now says what the firm backs, as its own website lists it.
      if (!(await deps.store.refreshVector(investor.id))) throw notFound(`No investor ${investor.id}`);
    }
    return {
      companies_found: seen.size,
      investor,
      companies: [...seen.values()],
      pages: crawled.pages,
      rendered: crawled.rendered,
      failures: crawled.failures,
    };
  },

  async crawlTeam(input) {
    const investor = await deps.store.findInvestorSite(input.investorId);
    if (!investor) throw notFound(`No investor ${input.investorId}`);
    const ctx = crawlContextFor(deps, { maxPages: MAX_TEAM_PAGES, maxDurationMs: MAX_DURATION_MS });
    try {
      const out = await teamCrawler.invoke(
        { investor },
        { configurable: { crawl: ctx, onEvent: deps.onAgentEvent } },
      );
      return { investor, people: out.people, pages: out.pages, failures: out.failures };
    } catch (err) {
      throw crawlFailure(err, (e) => e instanceof Error);
    } finally {
      await ctx.close();
    }
  },

  async saveTeam(crawled) {
    const kept = await deps.store.saveTeam(crawled.investor.id, crawled.people, crawled.pages[0] ?? null);
    return { people_found: kept };
  },
});
