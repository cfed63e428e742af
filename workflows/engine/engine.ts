import type { JsonValue, WorkflowEventType, WorkflowInput, WorkflowName } from '../shared';
import type { RunStatus } from './run.table';

export type { RunStatus };

export interface RunMeta {
  subjectType: string | null;
  subjectId: string | null;
  createdBy: string | null;
}

export interface Run extends RunMeta {
  id: string;
  workflow: string;
  engine: 'local' | 'temporal';
  status: RunStatus;
  input: JsonValue;
  result: JsonValue;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  /** Model calls the run's agents made, and the tokens they used (as the provider reported them). */
  modelCalls: number;
  tokens: number;
  /** What the run's activities last reported while running (a crawl's pages and items), or null. */
  progress: JsonValue;
}

export interface RunEvent {
  runId: string;
  seq: number;
  type: WorkflowEventType | string;
  activity: string | null;
  payload: JsonValue;
  createdAt: Date;
}

export interface RunFilters {
  workflow?: string;
  status?: RunStatus;
  subjectType?: string;
  subjectId?: string;
  createdBy?: string;
}

export interface Page {
  limit: number;
  offset: number;
}

export type ReplayResult = { ok: true } | { ok: false; error: string };

/** The one interface the API uses to start, watch, list and replay runs, whichever engine runs them. */
export interface WorkflowEngine {
  start<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>, meta: RunMeta): Promise<string>;
  get(runId: string): Promise<Run | null>;
  /** Newest first. */
  list(filters: RunFilters, page: Page): Promise<{ runs: Run[]; total: number }>;
  events(runId: string, afterSeq?: number): Promise<RunEvent[]>;
  /** New events of a run as they are recorded (for SSE); returns the unsubscribe function. */
  subscribe(runId: string, listener: (event: RunEvent) => void): () => void;
  /** Re-executes the current workflow code against the run's recorded history, calling no activity. */
  replay(runId: string): Promise<ReplayResult>;
  /** Takes over the runs a stopped process left unfinished; returns their ids. */
  resumeUnfinished(): Promise<string[]>;
}
