import type { JsonValue, WorkflowEventType, WorkflowInput, WorkflowName } from '../shared';
import type { AgentEventTable, RunStatus, WorkflowEventTable, WorkflowRunTable } from './run.table';

// What the rest of the server may know of the workflows besides this interface: the workflows' names and inputs,
// how a run id is made, which events end a run, and the tables the engine keeps (for the Database type).
export { FINAL_EVENT_TYPES, splitRunId, type WorkflowInput, type WorkflowName } from '../shared';
export type { AgentEventTable, WorkflowEventTable, WorkflowRunTable };

export interface RunMeta {
  subjectType: string | null;
  subjectId: string | null;
  createdBy: string | null;
}

export interface Run extends RunMeta {
  /** `<workflowId>:<executionId>` (see workflows/shared.ts). */
  id: string;
  /** Derived from the subject: a second start while a run of it goes is refused. */
  workflowId: string;
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
  engine?: Run['engine'];
  subjectType?: string;
  subjectId?: string;
  /** Runs whose subject id, or own id, is one of these (the workbench's search by subject). */
  subjectOrRunIn?: readonly string[];
  /** Started from this time on (inclusive), and before this one. */
  startedFrom?: Date;
  startedBefore?: Date;
  createdBy?: string;
}

/** What an agent reported while a run's activity ran it: a node's start or end, a model call, a tool call. */
export interface RunAgentEvent {
  id: string;
  activity: string;
  attempt: number;
  graph: string;
  node: string;
  type: 'node_start' | 'node_end' | 'node_error' | 'model_call' | 'tool_call' | 'fallback';
  ms: number | null;
  tokens: number | null;
  payload: unknown;
  at: Date;
}

export interface Page {
  limit: number;
  offset: number;
}

export type ReplayResult = { ok: true } | { ok: false; error: string };

/** Who stops a run and why: recorded in its history (Temporal's own cancel and terminate requests carry both). */
export interface StopRequest {
  reason: string;
  /** The person or process asking, e.g. `workbench:ada@example.com`. */
  by: string;
}

/** A second start of a workflow id that is still running: refused by Temporal itself, or by the local engine. */
export class RunAlreadyRunningError extends Error {
  constructor(readonly workflowId: string) {
    super(`A run of ${workflowId} is already going`);
    this.name = 'RunAlreadyRunningError';
  }
}

/** Asked to stop a run that is over (or unknown). */
export class RunNotRunningError extends Error {
  constructor(readonly runId: string) {
    super(`Run ${runId} is not running`);
    this.name = 'RunNotRunningError';
  }
}

/** The one interface the API uses to start, watch, list and replay runs, whichever engine runs them. */
export interface WorkflowEngine {
  /** Where runs execute: `local` in this process, `temporal` on Temporal's workers (/api/health shows it). */
  readonly kind: Run['engine'];
  start<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>, meta: RunMeta): Promise<string>;
  get(runId: string): Promise<Run | null>;
  /** Newest first. */
  list(filters: RunFilters, page: Page): Promise<{ runs: Run[]; total: number }>;
  events(runId: string, afterSeq?: number): Promise<RunEvent[]>;
  /** What the run's agents reported (node starts and ends, model and tool calls), after the event `afterId`. */
  agentEvents(runId: string, afterId?: number): Promise<RunAgentEvent[]>;
  /** New events of a run as they are recorded (for SSE); returns the unsubscribe function. */
  subscribe(runId: string, listener: (event: RunEvent) => void): () => void;
  /** Re-executes the current workflow code against the run's recorded history, calling no activity. */
  replay(runId: string): Promise<ReplayResult>;
  /** Takes over the runs a stopped process left unfinished; returns their ids. */
  resumeUnfinished(): Promise<string[]>;
  /**
   * Asks the run to stop: its activities are cancelled (a crawl sees it through its heartbeat) and the run ends as
   * cancelled, with the reason in its history. Throws RunNotRunningError when it is over.
   */
  cancel(runId: string, request: StopRequest): Promise<void>;
  /** Ends the run at once, without waiting for its activities; the reason is in its history. */
  terminate(runId: string, request: StopRequest): Promise<void>;
  /** The run's full history as its engine keeps it (Temporal's JSON for Temporal runs), for download. */
  history(runId: string): Promise<unknown>;
  /**
   * Lets the runs this process drives finish, up to `ms`; a run still going afterwards keeps its status and lease
   * in Postgres, so the next process takes it over once the lease expires. At once where workers elsewhere drive
   * the runs (Temporal).
   */
  drain(ms: number): Promise<void>;
  /**
   * "Re-run from this step" (a sandboxed copy that reuses the source run's recorded steps before `fromActivityId`);
   * only an engine that replays its own recorded history has it (the local one).
   */
  rerunFrom?(sourceRunId: string, fromActivityId: number, meta: RunMeta): Promise<string>;
  /**
   * Takes queued runs waiting in Postgres and drives them in this process (a RunPool calls it when it has room);
   * only an engine that drives runs in this process has it (the local one; Temporal's workers take their own).
   */
  claim?(workflows: readonly string[], limit?: number): Promise<string[]>;
  /** Resolves once this process stops driving the run; at once for a run it does not drive. */
  settled(runId: string): Promise<void>;
}

/** An engine a RunPool can feed: it drives queued runs in this process. */
export type QueueDrivingEngine = WorkflowEngine & Required<Pick<WorkflowEngine, 'claim'>>;

export function drivesQueuedRuns(engine: WorkflowEngine): engine is QueueDrivingEngine {
  return typeof engine.claim === 'function';
}
