import { proxyActivities } from '@temporalio/workflow';
import { ACTIVITY_RETRY, ACTIVITY_START_TO_CLOSE_MS } from '../shared';
import type { AnalyzeIdeaActivities } from './types';
import { analyzeIdeaFlow } from './workflow';

const activities = proxyActivities<AnalyzeIdeaActivities>({
  startToCloseTimeout: ACTIVITY_START_TO_CLOSE_MS,
  retry: {
    maximumAttempts: ACTIVITY_RETRY.maximumAttempts,
    initialInterval: ACTIVITY_RETRY.initialIntervalMs,
    backoffCoefficient: ACTIVITY_RETRY.backoffCoefficient,
  },
});

/** The Temporal workflow `analyzeIdea`: the shared flow over proxied activities. */
export const analyzeIdea = analyzeIdeaFlow(activities);
