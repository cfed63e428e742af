import { proxyActivities } from '@temporalio/workflow';
import { ACTIVITY_RETRY, CRAWL_ACTIVITY_START_TO_CLOSE_MS } from '../shared';
import type { ScrapePortfolioActivities } from './types';
import { scrapePortfolioFlow } from './workflow';

const activities = proxyActivities<ScrapePortfolioActivities>({
  startToCloseTimeout: CRAWL_ACTIVITY_START_TO_CLOSE_MS,
  retry: {
    maximumAttempts: ACTIVITY_RETRY.maximumAttempts,
    initialInterval: ACTIVITY_RETRY.initialIntervalMs,
    backoffCoefficient: ACTIVITY_RETRY.backoffCoefficient,
  },
});

/** The Temporal workflow `scrapePortfolio`: the shared flow over proxied activities. */
export const scrapePortfolio = scrapePortfolioFlow(activities);
