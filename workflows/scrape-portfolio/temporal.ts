import { proxyActivities } from '@temporalio/workflow';
import { CRAWL_ACTIVITY } from '../activity-options';
import type { ScrapePortfolioActivities } from './types';
import { scrapePortfolioFlow } from './workflow';

const activities = proxyActivities<ScrapePortfolioActivities>(CRAWL_ACTIVITY);

/** The Temporal workflow `scrapePortfolio`: the shared flow over proxied activities. */
export const scrapePortfolio = scrapePortfolioFlow(activities);
