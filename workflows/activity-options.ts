import type { ActivityOptions } from '@temporalio/common';
import {
  ACTIVITY_HEARTBEAT_TIMEOUT_MS,
  ACTIVITY_RETRY,
  ACTIVITY_START_TO_CLOSE_MS,
  CRAWL_ACTIVITY_START_TO_CLOSE_MS,
} from './shared';

// How each workflow's Temporal entry proxies its activities. Imported by Temporal workflow code: no Node modules.

const retry = {
  maximumAttempts: ACTIVITY_RETRY.maximumAttempts,
  initialInterval: ACTIVITY_RETRY.initialIntervalMs,
  backoffCoefficient: ACTIVITY_RETRY.backoffCoefficient,
};

/**
 * An agent's activity: a few model calls at most. The worker heartbeats while it runs, so a killed worker's
 * activity is retried elsewhere after the heartbeat timeout, not after the start-to-close timeout.
 */
export const AGENT_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: ACTIVITY_START_TO_CLOSE_MS,
  heartbeatTimeout: ACTIVITY_HEARTBEAT_TIMEOUT_MS,
  retry,
};

/**
 * A crawl: its heartbeats carry its progress and bring back a cancellation, and a cancelled workflow waits for the
 * crawl to stop (close its connections and browser) before it reports itself cancelled.
 */
export const CRAWL_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: CRAWL_ACTIVITY_START_TO_CLOSE_MS,
  heartbeatTimeout: ACTIVITY_HEARTBEAT_TIMEOUT_MS,
  cancellationType: 'WAIT_CANCELLATION_COMPLETED',
  retry,
};
