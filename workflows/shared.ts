import type { AnalyzeIdeaActivities, AnalyzeIdeaInput, AnalyzeIdeaSummary } from './analyze-idea/types';
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

export const WORKFLOW_NAMES: readonly WorkflowName[] = [
  'analyzeIdea',
  'importVcs',
  'scrapePortfolio',
  'scrapeLinkedin',
];

export function isWorkflowName(name: string): name is WorkflowName {
  return (WORKFLOW_NAMES as readonly string[]).includes(name);
}

/**
 * Run (and Temporal workflow) ids: `analyze-idea:<ideaId>:<uuid>`, `scrape-portfolio:<investorId>:<uuid>`, so a
 * run names its subject; `import-vcs:<uuid>` and `scrape-linkedin:<uuid>` (a profile URL is not an id).
 */
export function newWorkflowId<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>): string {
  switch (workflow) {
    case 'analyzeIdea':
      return `analyze-idea:${(input as AnalyzeIdeaInput).ideaId}:${crypto.randomUUID()}`;
    case 'scrapePortfolio':
      return `scrape-portfolio:${(input as ScrapePortfolioInput).investorId}:${crypto.randomUUID()}`;
    case 'importVcs':
      return `import-vcs:${crypto.randomUUID()}`;
    case 'scrapeLinkedin':
      return `scrape-linkedin:${crypto.randomUUID()}`;
    default:
      throw new Error(`Unknown workflow ${workflow}`);
  }
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The event kinds Temporal records that both engines report. */
export type WorkflowEventType =
  | 'WorkflowExecutionStarted'
  | 'ActivityTaskScheduled'
  | 'ActivityTaskCompleted'
  | 'ActivityTaskFailed'
  | 'WorkflowExecutionCompleted'
  | 'WorkflowExecutionFailed';
