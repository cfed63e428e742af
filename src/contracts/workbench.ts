import { z } from 'zod';

/**
 * The workbench (issue 8): see, replay and compare agent runs. Admins and ops only, enforced on the server.
 *
 * | route                                         | body / query                                   | answer                              |
 * | --------------------------------------------- | ---------------------------------------------- | ----------------------------------- |
 * | GET  /api/workbench/runs                      | TRunListQuery                                  | { runs: TRunSummary[], total }      |
 * | GET  /api/workbench/runs/:id                  |                                                | TRunDetail                          |
 * | GET  /api/runs/:id/events (SSE, existing)     |                                                | the run's workflow events, live     |
 * | GET  /api/workbench/runs/:id/agent-events?after=N |                                            | { events: TAgentEvent[] } (id > N)  |
 * | POST /api/workbench/runs/:id/replay           |                                                | { ok: true } or { ok: false, error } |
 * | POST /api/workbench/runs/:id/rerun            | { fromActivityId }                             | 202 { runId } (the new run)         |
 * | GET  /api/workbench/compare?a=&b=             | two run ids of the same idea (analyzeIdea)     | TRunComparison                      |
 * | GET  /api/workbench/evals                     |                                                | { latest: TEvalResult, history: TEvalHistoryPoint[] } |
 *
 * While a run is going, the page listens to the SSE stream and refetches agent events and the run on each event.
 */

export const ZRunListQuery = z.object({
  workflow: z.string().trim().max(50).optional(),
  status: z
    .enum(
      ['running', 'completed', 'failed', 'cancelled'],
      'Status must be running, completed, failed or cancelled',
    )
    .optional(),
  engine: z.enum(['local', 'temporal'], 'Engine must be local or temporal').optional(),
  /** An idea id, investor id or other subject id. */
  subject: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(25),
  offset: z.coerce.number().int().min(0, 'Offset cannot be negative').max(1_000_000).default(0),
});
export type TRunListQuery = z.infer<typeof ZRunListQuery>;

export interface TRunSummary {
  id: string;
  workflow: string;
  status: 'running' | 'completed' | 'failed' | 'cancelled';
  engine: 'local' | 'temporal';
  subjectType: string | null;
  subjectId: string | null;
  /** What a person reads for the subject: the idea's title, the investor's name, the directory or profile URL. */
  subjectLabel: string | null;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  modelCalls: number;
  tokens: number;
  error: string | null;
}

/** One event of the workflow history (the engine's own record, as Temporal names the kinds). */
export interface TWorkflowEvent {
  seq: number;
  type: string;
  activity: string | null;
  payload: unknown;
  createdAt: string;
}

/** What an agent reported inside an activity: node start/end/error, model calls (with tokens), fallbacks. */
export interface TAgentEvent {
  id: string;
  activity: string;
  attempt: number;
  graph: string;
  node: string;
  type: 'node_start' | 'node_end' | 'node_error' | 'model_call' | 'tool_call' | 'fallback';
  ms: number | null;
  tokens: number | null;
  payload: unknown;
  at: string;
}

/** An agent's LangGraph graph as the compiled graph describes itself (getGraph()). */
export interface TAgentGraph {
  name: string;
  nodes: { id: string }[];
  edges: { source: string; target: string; conditional: boolean }[];
}

export interface TRunDetail {
  run: TRunSummary & { input: unknown; result: unknown; progress: unknown };
  events: TWorkflowEvent[];
  agentEvents: TAgentEvent[];
  /** The agent each activity runs, by activity name (activities without an agent are absent). */
  agentOf: Record<string, string>;
  /** The agents' graphs, by agent (graph) name. */
  agentGraphs: Record<string, TAgentGraph>;
  /** Whether "re-run from this step" is available (the local engine only). */
  canRerun: boolean;
}

/** Cancel or terminate a run: the reason lands in its history (Temporal's own request, on Temporal). */
export const ZStopRunRequest = z.object({
  reason: z
    .string({ error: 'Say why the run is stopped' })
    .trim()
    .min(3, 'Say why the run is stopped (at least 3 characters)')
    .max(500, 'Keep the reason under 500 characters'),
});
export type TStopRunRequest = z.infer<typeof ZStopRunRequest>;

export const ZRerunRequest = z.object({
  fromActivityId: z
    .number({ error: 'Choose the step to re-run from' })
    .int('Choose the step to re-run from')
    .min(1, 'Choose the step to re-run from'),
});

export const ZCompareQuery = z.object({
  a: z.string({ error: 'Choose two runs to compare' }).trim().min(1, 'Choose two runs to compare').max(200),
  b: z.string({ error: 'Choose two runs to compare' }).trim().min(1, 'Choose two runs to compare').max(200),
});

export interface TRankChange {
  investorId: string;
  name: string;
  /** 1-based ranks; null when absent from that run. */
  rankA: number | null;
  rankB: number | null;
  scoreA: number | null;
  scoreB: number | null;
  /** rankA - rankB: positive moved up in B; null when new or dropped. */
  delta: number | null;
}

export interface TRunComparison {
  a: TRunSummary;
  b: TRunSummary;
  investors: TRankChange[];
  partners: { added: string[]; removed: string[]; kept: string[] };
  /** Line-level differences of the strategy, as unified-diff-like parts. */
  strategy: { kind: 'same' | 'added' | 'removed'; text: string }[];
  intros: { investor: string; a: string | null; b: string | null; changed: boolean }[];
}

/** One results file of `npm run evals` (evals/results/*.json), as the workbench charts it. */
export interface TEvalResult {
  file: string;
  createdAt: string;
  cases: number;
  mode: string;
  /** What each case asked the matcher ("sector", "location", "stage", "amount", "company"); null in older files. */
  query: string[] | null;
  /** system → metric → { value, lo, hi } (recall@10, recall@20, recall@50, recall@100, ndcg@10, mrr, hit@20). */
  overall: Record<string, Record<string, { value: number; lo: number; hi: number }>>;
  /** slice name → cases and system → metric → value. */
  slices: Record<string, { cases: number; systems: Record<string, Record<string, number>> }>;
  lift: { value: number; lo: number; hi: number } | null;
}

export interface TEvalHistoryPoint {
  file: string;
  createdAt: string;
  cases: number;
  query: string[] | null;
  recall50: number;
  popularityRecall50: number;
}
