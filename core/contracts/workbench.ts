import { z } from 'zod';

/**
 * The workbench (issue 8): see, replay and compare agent runs. Admins and ops only, enforced on the server.
 *
 * | route                                         | body / query                                   | answer                              |
 * | --------------------------------------------- | ---------------------------------------------- | ----------------------------------- |
 * | GET  /api/workbench/runs                      | TRunListQuery                                  | { runs: TRunSummary[], total }      |
 * | GET  /api/workbench/runs/:id                  |                                                | TRunDetail                          |
 * | POST /api/workbench/runs/:id/cancel           | { reason }                                     | 202 { runId, requested }            |
 * | POST /api/workbench/runs/:id/terminate        | { reason }                                     | 202 { runId, requested }            |
 * | GET  /api/workbench/runs/:id/history          |                                                | the engine's history (download)     |
 * | POST /api/workbench/runs/:id/apply (admins)   | { confirm: true }                              | { ideaId, appliedAt }               |
 * | GET  /api/runs/:id/events (SSE, existing)     |                                                | the run's workflow events, live     |
 * | GET  /api/workbench/runs/:id/agent-events?after=N |                                            | { events: TAgentEvent[] } (id > N)  |
 * | POST /api/workbench/runs/:id/replay           |                                                | { ok: true } or { ok: false, error } |
 * | POST /api/workbench/runs/:id/rerun            | { fromActivityId }                             | 202 { runId } (sandboxed new run)   |
 * | GET  /api/workbench/compare?a=&b=             | two run ids of the same idea (analyzeIdea)     | TRunComparison (a is the older)     |
 * | GET  /api/workbench/evals                     |                                                | { latest: TEvalResult, history: TEvalHistoryPoint[] } |
 *
 * While a run is going, the page listens to the SSE stream and refetches agent events and the run on each event.
 */

export const ZRunListQuery = z
  .object({
    workflow: z.string().trim().max(50).optional(),
    status: z
      .enum(
        ['running', 'completed', 'failed', 'cancelled'],
        'Status must be running, completed, failed or cancelled',
      )
      .optional(),
    engine: z.enum(['local', 'temporal'], 'Engine must be local or temporal').optional(),
    /** A subject id (idea, investor...) or words of its name: "LedgerLoop" finds the idea's runs. */
    subject: z.string().trim().max(200, 'Subject must be at most 200 characters').optional(),
    /** Runs started from this time on (inclusive). */
    from: z.coerce.date({ error: 'From must be a date and time' }).optional(),
    /** Runs started before this time. */
    to: z.coerce.date({ error: 'To must be a date and time' }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(100, 'Limit must be at most 100')
      .default(25),
    offset: z.coerce.number().int().min(0, 'Offset cannot be negative').max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'From must be before To', path: ['to'] });
export type TRunListQuery = z.infer<typeof ZRunListQuery>;

/** Who or what started a run: a user (founder, admin), a workbench re-run by a staff member, or no one (system). */
export interface TRunStarter {
  kind: 'user' | 'rerun' | 'system';
  userId: string | null;
  name: string | null;
  email: string | null;
  /** What the list shows: "Lee Chen", "Re-run by Oz Ops", "System". */
  label: string;
}

export interface TRunSummary {
  id: string;
  /** Derived from the subject (`analyze-idea:<ideaId>`); a re-run's ends in `:sandbox`. */
  workflowId: string;
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
  /** Why it failed, or why and by whom it was cancelled or terminated. */
  error: string | null;
  startedBy: TRunStarter;
  /** A workbench re-run: its results stay on the run until an admin applies them. */
  sandbox: boolean;
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

/** One field of a strategy as a person reads it: "Phase 3 · Fundraising › Recommended amount". */
export interface TStrategyField {
  label: string;
  value: string | string[];
}

/** What an analysis produced, from its history: shown on the run (a sandboxed re-run's results live only there). */
export interface TAnalysisResults {
  idea: { id: string; title: string } | null;
  investors: { rank: number; investorId: string; name: string; score: number; reasons: string[] }[];
  partners: { name: string; reasons: string[] }[];
  strategy: TStrategyField[];
  intros: { investor: string; subject: string; body: string }[];
}

export interface TRunDetail {
  run: TRunSummary & { input: unknown; result: unknown; progress: unknown };
  /** The results of an analysis (analyzeIdea runs that reached them), else null. */
  analysis: TAnalysisResults | null;
  /** When an admin applied this run's results to the idea, and who. */
  applied: { at: string; by: string } | null;
  /** Whether the caller may apply the results to the idea (admins; a completed analysis). */
  canApply: boolean;
  /** Whether the run can be cancelled or terminated (it is running). */
  canStop: boolean;
  /** The run in Temporal's Web UI (TEMPORAL_UI_URL), for Temporal runs. */
  temporalUiUrl: string | null;
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

export const ZRerunRequest = z.object({
  fromActivityId: z
    .number({ error: 'Choose the step to re-run from' })
    .int('Choose the step to re-run from')
    .min(1, 'Choose the step to re-run from'),
});

export const ZApplyRunRequest = z.object({
  confirm: z.literal(true, { error: "Confirm that this run's results replace the idea's" }),
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

/** A field of the strategy that differs between the runs (lists also say which items came and went). */
export interface TFieldChange {
  label: string;
  kind: 'changed' | 'added' | 'removed';
  a: string | string[] | null;
  b: string | string[] | null;
  itemsAdded?: string[];
  itemsRemoved?: string[];
}

export interface TRunComparison {
  /** The older run (always on the left). */
  a: TRunSummary;
  /** The newer run. */
  b: TRunSummary;
  idea: { id: string; title: string | null };
  investors: TRankChange[];
  partners: { added: string[]; removed: string[]; kept: string[] };
  /** The strategy's fields that changed, by readable label; how many stayed the same. */
  strategy: { changes: TFieldChange[]; unchanged: number };
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

/**
 * What a results file is (issue 32: the page tells runs apart): a time split (the matcher on later rounds, its
 * `window` test or tune), a case file run, or a scenario run (graded answers, no recall).
 */
export type TEvalKind = 'time-split' | 'case-file' | 'scenarios';

export interface TEvalHistoryPoint {
  file: string;
  createdAt: string;
  cases: number;
  query: string[] | null;
  kind: TEvalKind;
  /** The time split's window (test, tune); null for other kinds and older files, which ran the test window. */
  window: string | null;
  /** Null where the run measured none (a scenario run), never a 0 it did not measure. */
  recall50: number | null;
  popularityRecall50: number | null;
  randomRecall50: number | null;
}
