import { proxyActivities } from '@temporalio/workflow';
import { CRAWL_ACTIVITY } from '../activity-options';
import type { ImportVcsActivities } from './types';
import { importVcsFlow } from './workflow';

const activities = proxyActivities<ImportVcsActivities>(CRAWL_ACTIVITY);

/** The Temporal workflow `importVcs`: the shared flow over proxied activities. */
export const importVcs = importVcsFlow(activities);
