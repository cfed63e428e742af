import { proxyActivities } from '@temporalio/workflow';
import { CRAWL_ACTIVITY } from '../activity-options';
import type { ScrapeLinkedinActivities } from './types';
import { scrapeLinkedinFlow } from './workflow';

const activities = proxyActivities<ScrapeLinkedinActivities>(CRAWL_ACTIVITY);

/** The Temporal workflow `scrapeLinkedin`: the shared flow over proxied activities. */
export const scrapeLinkedin = scrapeLinkedinFlow(activities);
