import type { ColumnType, Generated, Selectable } from 'kysely';

export type RunStatus = 'running' | 'completed' | 'failed' | 'cancelled';

export interface WorkflowRunTable {
  /** `<workflowId>:<executionId>` (workflows/shared.ts). */
  id: string;
  /** The workflow id, derived from the subject: one running run per workflow id on the local engine. */
  workflow_id: string;
  workflow: string;
  engine: 'local' | 'temporal';
  status: RunStatus;
  subject_type: string | null;
  subject_id: string | null;
  input: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  created_by: string | null;
  model_calls: Generated<number>;
  tokens: Generated<number>;
  /** A crawl's live progress, written by its activities while they run. */
  progress: ColumnType<unknown, string | null | undefined, string | null>;
  started_at: ColumnType<Date, Date | undefined, never>;
  finished_at: Date | null;
  /** The local-engine process driving this run, and until when; null once finished or on Temporal. */
  lease_owner: string | null;
  lease_expires_at: Date | null;
}

export interface WorkflowEventTable {
  run_id: string;
  seq: number;
  type: string;
  activity: string | null;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
}

export type WorkflowRunRow = Selectable<WorkflowRunTable>;

export interface AgentEventTable {
  id: Generated<string>;
  run_id: string;
  activity: string;
  attempt: number;
  graph: string;
  node: string;
  type: 'node_start' | 'node_end' | 'node_error' | 'model_call' | 'tool_call' | 'fallback';
  ms: number | null;
  tokens: number | null;
  payload: ColumnType<unknown, string | undefined, string>;
  at: ColumnType<Date, Date | string, never>;
}

export type AgentEventRow = Selectable<AgentEventTable>;
