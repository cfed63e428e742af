import { graph as linkedinCrawler } from '../../agents/linkedin-crawler/graph';
import { LinkedInBlockedError } from '../../agents/linkedin-crawler/tools';
import { type CrawlActivityDeps, crawlContextFor, crawlFailure } from '../crawl-support';
import type { ScrapeLinkedinActivities } from './types';

/** One profile page, with a short timeout: someone is waiting on the onboarding screen. */
const PROFILE_TIMEOUT_MS = 20_000;

export const createScrapeLinkedinActivities = (deps: CrawlActivityDeps): ScrapeLinkedinActivities => ({
  async readProfile(input) {
    const ctx = crawlContextFor(
      { ...deps, crawl: { ...deps.crawl, timeoutMs: Math.min(deps.crawl.timeoutMs ?? 10_000, 10_000) } },
      { maxPages: 3, maxDurationMs: PROFILE_TIMEOUT_MS },
    );
    try {
      const out = await linkedinCrawler.invoke(
        { linkedinUrl: input.linkedinUrl },
        { configurable: { crawl: ctx, onEvent: deps.onAgentEvent, origin: deps.crawl.linkedinOrigin } },
      );
      return out.profile;
    } catch (err) {
      // A login wall, a missing name, a refused or failed fetch: the user types the fields instead.
      throw crawlFailure(err, (e) => e instanceof LinkedInBlockedError || e instanceof Error);
    } finally {
      await ctx.close();
    }
  },
});
