import { graph as portfolioCrawler } from '../../agents/portfolio-crawler/graph';
import { companyKey } from '../../agents/portfolio-crawler/tools';
import type { TPortfolioCompany } from '../../core/contracts/crawls';
import type { Embedder } from '../../core/vectors/embedder';
import type { Db } from '../../src/db/connect';
import { embeddingText } from '../../src/investors/embedding-text';
import { findInvestorById, findInvestorSite } from '../../src/investors/investor.repository';
import { toInvestor } from '../../src/investors/investor-mapper';
import { storeInvestorVectors } from '../../src/investors/investor-vector-rows';
import { listWebsitePortfolio, saveWebsitePortfolio } from '../../src/investors/portfolio';
import { type CrawlActivityDeps, crawlContextFor, crawlFailure } from '../crawl-support';
import { currentActivity } from '../engine/activity-context';
import { notFound } from '../failures';
import type { ScrapePortfolioActivities } from './types';

export interface ScrapePortfolioDeps extends CrawlActivityDeps {
  db: Db;
  embedder: Embedder;
  lanceDir: string;
  /** The investor vectors changed on disk: readers reopen the table. */
  onVectorsChanged: () => void;
}

const MAX_PAGES = 20;
const MAX_DURATION_MS = 5 * 60_000;

/** The investor's text for its vector: what the directory embeds, and the companies on its website. */
export function portfolioText(base: string, companies: readonly TPortfolioCompany[]): string {
  const lines = companies.map((c) =>
    [c.name, c.industry, c.funding_stage, c.tags.join(' '), c.description].filter(Boolean).join(' '),
  );
  return lines.length ? `${base}. Portfolio: ${lines.join('; ')}` : base;
}

export const createScrapePortfolioActivities = (deps: ScrapePortfolioDeps): ScrapePortfolioActivities => ({
  async crawlPortfolio(input) {
    const investor = await findInvestorSite(deps.db, input.investorId);
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
      await saveWebsitePortfolio(
        deps.db,
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
      const row = await findInvestorById(deps.db, investor.id);
      if (!row) throw notFound(`No investor ${investor.id}`);
      const doc = toInvestor(row);
      const text = portfolioText(embeddingText(doc), await listWebsitePortfolio(deps.db, investor.id));
      await storeInvestorVectors(deps, [doc], [text]);
      deps.onVectorsChanged();
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
});
