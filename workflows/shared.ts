import type { AnalyzeIdeaActivities, AnalyzeIdeaInput, AnalyzeIdeaSummary } from './analyze-idea/types';

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

/** The input, result and activities of each workflow, by the name the API starts it with. */
export interface WorkflowTypes {
  analyzeIdea: { input: AnalyzeIdeaInput; result: AnalyzeIdeaSummary; activities: AnalyzeIdeaActivities };
}

export type WorkflowName = keyof WorkflowTypes;
export type WorkflowInput<W extends WorkflowName> = WorkflowTypes[W]['input'];

export const WORKFLOW_NAMES: readonly WorkflowName[] = ['analyzeIdea'];

export function isWorkflowName(name: string): name is WorkflowName {
  return (WORKFLOW_NAMES as readonly string[]).includes(name);
}

/** Run (and Temporal workflow) ids: `analyze-idea:<ideaId>:<uuid>`, so a run names its subject. */
export function newWorkflowId<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>): string {
  switch (workflow) {
    case 'analyzeIdea':
      return `analyze-idea:${input.ideaId}:${crypto.randomUUID()}`;
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
