import type {
  AnalyzeIdeaActivities,
  AnalyzeIdeaInput,
  AnalyzeIdeaSummary,
} from '../core/contracts/analyze-idea';
import type { ImportVcsActivities, ImportVcsInput, ImportVcsResult } from './import-vcs/types';
import type {
  ScrapeLinkedinActivities,
  ScrapeLinkedinInput,
  ScrapeLinkedinResult,
} from './scrape-linkedin/types';
import type {
  ScrapePortfolioActivities,
  ScrapePortfolioInput,
  ScrapePortfolioResult,
} from './scrape-portfolio/types';

// Imported by Temporal workflow code too: no Node modules here.

export const TASK_QUEUE = 'roundwise';

/** One retry policy for every activity, on either engine. */
export const ACTIVITY_RETRY = {
  maximumAttempts: 3,
  initialIntervalMs: 1_000,
  backoffCoefficient: 2,
} as const;

/** Long enough for an agent's few model calls; a hung call is retried rather than waited on. */
export const ACTIVITY_START_TO_CLOSE_MS = 2 * 60_000;

/** A crawl activity holds its own caps on pages and time (10 minutes by default); this is the backstop. */
export const CRAWL_ACTIVITY_START_TO_CLOSE_MS = 15 * 60_000;

/**
 * A worker heartbeats for every activity it runs; when the heartbeats stop (the worker was killed, or hangs), Temporal
 * retries the activity on another worker after this long instead of waiting for the start-to-close timeout.
 */
export const ACTIVITY_HEARTBEAT_TIMEOUT_MS = 15_000;

/** How often a worker heartbeats while an activity runs: a few times per heartbeat timeout. */
export const ACTIVITY_HEARTBEAT_INTERVAL_MS = 3_000;

/** The input, result and activities of each workflow, by the name the API starts it with. */
export interface WorkflowTypes {
  analyzeIdea: { input: AnalyzeIdeaInput; result: AnalyzeIdeaSummary; activities: AnalyzeIdeaActivities };
  importVcs: { input: ImportVcsInput; result: ImportVcsResult; activities: ImportVcsActivities };
  scrapePortfolio: {
    input: ScrapePortfolioInput;
    result: ScrapePortfolioResult;
    activities: ScrapePortfolioActivities;
  };
  scrapeLinkedin: {
    input: ScrapeLinkedinInput;
    result: ScrapeLinkedinResult;
    activities: ScrapeLinkedinActivities;
  };
}

export type WorkflowName = keyof WorkflowTypes;
export type WorkflowInput<W extends WorkflowName> = WorkflowTypes[W]['input'];

/** The prefix of each workflow's ids: `analyze-idea:<ideaId>`. */
const WORKFLOW_ID_PREFIX: Record<WorkflowName, string> = {
  analyzeIdea: 'analyze-idea',
  importVcs: 'import-vcs',
  scrapePortfolio: 'scrape-portfolio',
  scrapeLinkedin: 'scrape-linkedin',
};

/**
 * The workflow id (Temporal's, and the local engine's alike) of a run about this subject: `analyze-idea:<ideaId>`,
 * `scrape-portfolio:<investorId>`, `import-vcs:<directory>`, `scrape-linkedin:<userId>`. One subject has one
 * running workflow at a time: a second start is refused (by Temporal itself, or by the local engine's unique
 * index). Sandboxed re-runs of the workbench have their own id (`...:sandbox`), so ops never block a founder. A
 * run without a subject gets a fresh id.
 */
export function workflowIdFor(
  workflow: WorkflowName,
  subjectId: string | null,
  options: { sandbox?: boolean } = {},
): string {
  const base = `${WORKFLOW_ID_PREFIX[workflow]}:${subjectId ?? crypto.randomUUID()}`;
  return options.sandbox ? `${base}:sandbox` : base;
}

/**
 * A run is one execution of a workflow id: `<workflowId>:<executionId>`, where the execution id is Temporal's run
 * id on Temporal and a fresh UUID on the local engine. So a run's id names its subject and its execution.
 */
export const runIdOf = (workflowId: string, executionId: string) => `${workflowId}:${executionId}`;

/** The workflow id and execution id a run id is made of (the execution id never holds a colon). */
export function splitRunId(runId: string): { workflowId: string; executionId: string } {
  const at = runId.lastIndexOf(':');
  return at < 0
    ? { workflowId: runId, executionId: '' }
    : { workflowId: runId.slice(0, at), executionId: runId.slice(at + 1) };
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The event kinds Temporal records that both engines report. */
export type WorkflowEventType =
  | 'WorkflowExecutionStarted'
  | 'ActivityTaskScheduled'
  | 'ActivityTaskStarted'
  | 'ActivityTaskCompleted'
  | 'ActivityTaskFailed'
  | 'ActivityTaskTimedOut'
  | 'ActivityTaskCanceled'
  | 'WorkflowExecutionCancelRequested'
  | 'WorkflowExecutionCompleted'
  | 'WorkflowExecutionFailed'
  | 'WorkflowExecutionCanceled'
  | 'WorkflowExecutionTerminated';

/** The events after which a run is over. */
export const FINAL_EVENT_TYPES: readonly WorkflowEventType[] = [
  'WorkflowExecutionCompleted',
  'WorkflowExecutionFailed',
  'WorkflowExecutionCanceled',
  'WorkflowExecutionTerminated',
];
