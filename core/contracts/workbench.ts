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
 * | GET  /api/workbench/evals                     |                                                | TEvalResults (./workbench-evals.ts) |
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

const RUN_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;

/** Who or what started a run: a user (founder, admin), a workbench re-run by a staff member, or no one (system). */
const ZRunStarter = z.object({
  kind: z.enum(['user', 'rerun', 'system']),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** What the list shows: "Lee Chen", "Re-run by Oz Ops", "System". */
  label: z.string(),
});
export type TRunStarter = z.infer<typeof ZRunStarter>;

const ZRunSummary = z.object({
  id: z.string(),
  /** Derived from the subject (`analyze-idea:<ideaId>`); a re-run's ends in `:sandbox`. */
  workflowId: z.string(),
  workflow: z.string(),
  status: z.enum(RUN_STATUSES),
  engine: z.enum(['local', 'temporal']),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  /** What a person reads for the subject: the idea's title, the investor's name, the directory or profile URL. */
  subjectLabel: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  modelCalls: z.number(),
  tokens: z.number(),
  /** Why it failed, or why and by whom it was cancelled or terminated. */
  error: z.string().nullable(),
  startedBy: ZRunStarter,
  /** A workbench re-run: its results stay on the run until an admin applies them. */
  sandbox: z.boolean(),
});
export type TRunSummary = z.infer<typeof ZRunSummary>;
export const ZRunList = z.object({ runs: z.array(ZRunSummary), total: z.number() });
export type TRunList = z.infer<typeof ZRunList>;

/** One event of the workflow history (the engine's own record, as Temporal names the kinds). */
const ZWorkflowEvent = z.object({
  seq: z.number(),
  type: z.string(),
  activity: z.string().nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
});
export type TWorkflowEvent = z.infer<typeof ZWorkflowEvent>;

/** What an agent reported inside an activity: node start/end/error, model calls (with tokens), fallbacks. */
const ZAgentEvent = z.object({
  id: z.string(),
  activity: z.string(),
  attempt: z.number(),
  graph: z.string(),
  node: z.string(),
  type: z.enum(['node_start', 'node_end', 'node_error', 'model_call', 'tool_call', 'fallback']),
  ms: z.number().nullable(),
  tokens: z.number().nullable(),
  payload: z.unknown(),
  at: z.string(),
});
export type TAgentEvent = z.infer<typeof ZAgentEvent>;
export const ZAgentEvents = z.object({ events: z.array(ZAgentEvent) });

/** An agent's LangGraph graph as the compiled graph describes itself (getGraph()). */
const ZAgentGraph = z.object({
  name: z.string(),
  nodes: z.array(z.object({ id: z.string() })),
  edges: z.array(z.object({ source: z.string(), target: z.string(), conditional: z.boolean() })),
});
export type TAgentGraph = z.infer<typeof ZAgentGraph>;

const ZFieldValue = z.union([z.string(), z.array(z.string())]);

/** One field of a strategy as a person reads it: "Phase 3 · Fundraising › Recommended amount". */
const ZStrategyField = z.object({ label: z.string(), value: ZFieldValue });
export type TStrategyField = z.infer<typeof ZStrategyField>;

/** What an analysis produced, from its history: shown on the run (a sandboxed re-run's results live only there). */
const ZAnalysisResults = z.object({
  idea: z.object({ id: z.string(), title: z.string() }).nullable(),
  investors: z.array(
    z.object({
      rank: z.number(),
      investorId: z.string(),
      name: z.string(),
      score: z.number(),
      reasons: z.array(z.string()),
    }),
  ),
  partners: z.array(z.object({ name: z.string(), reasons: z.array(z.string()) })),
  strategy: z.array(ZStrategyField),
  intros: z.array(z.object({ investor: z.string(), subject: z.string(), body: z.string() })),
});
export type TAnalysisResults = z.infer<typeof ZAnalysisResults>;

export const ZRunDetail = z.object({
  run: ZRunSummary.extend({ input: z.unknown(), result: z.unknown(), progress: z.unknown() }),
  /** The results of an analysis (analyzeIdea runs that reached them), else null. */
  analysis: ZAnalysisResults.nullable(),
  /** When an admin applied this run's results to the idea, and who. */
  applied: z.object({ at: z.string(), by: z.string() }).nullable(),
  /** Whether the caller may apply the results to the idea (admins; a completed analysis). */
  canApply: z.boolean(),
  /** Whether the run can be cancelled or terminated (it is running). */
  canStop: z.boolean(),
  /** The run in Temporal's Web UI (TEMPORAL_UI_URL), for Temporal runs. */
  temporalUiUrl: z.string().nullable(),
  events: z.array(ZWorkflowEvent),
  agentEvents: z.array(ZAgentEvent),
  /** The agent each activity runs, by activity name (activities without an agent are absent). */
  agentOf: z.record(z.string(), z.string()),
  /** The agents' graphs, by agent (graph) name. */
  agentGraphs: z.record(z.string(), ZAgentGraph),
  /** Whether "re-run from this step" is available (the local engine only). */
  canRerun: z.boolean(),
});
export type TRunDetail = z.infer<typeof ZRunDetail>;

/** Cancel and terminate answer 202 with what was asked; the run ends as its engine gets to it. */
export const ZStopRequested = z.object({ runId: z.string(), requested: z.enum(['cancel', 'terminate']) });
export type TStopRequested = z.infer<typeof ZStopRequested>;

/** Replay: whether the current workflow code still matches the run's recorded history. */
export const ZReplayOutcome = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type TReplayOutcome = z.infer<typeof ZReplayOutcome>;

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

const ZRankChange = z.object({
  investorId: z.string(),
  name: z.string(),
  /** 1-based ranks; null when absent from that run. */
  rankA: z.number().nullable(),
  rankB: z.number().nullable(),
  scoreA: z.number().nullable(),
  scoreB: z.number().nullable(),
  /** rankA - rankB: positive moved up in B; null when new or dropped. */
  delta: z.number().nullable(),
});
export type TRankChange = z.infer<typeof ZRankChange>;

/** A field of the strategy that differs between the runs (lists also say which items came and went). */
const ZFieldChange = z.object({
  label: z.string(),
  kind: z.enum(['changed', 'added', 'removed']),
  a: ZFieldValue.nullable(),
  b: ZFieldValue.nullable(),
  itemsAdded: z.array(z.string()).optional(),
  itemsRemoved: z.array(z.string()).optional(),
});
export type TFieldChange = z.infer<typeof ZFieldChange>;

export const ZRunComparison = z.object({
  /** The older run (always on the left). */
  a: ZRunSummary,
  /** The newer run. */
  b: ZRunSummary,
  idea: z.object({ id: z.string(), title: z.string().nullable() }),
  investors: z.array(ZRankChange),
  partners: z.object({ added: z.array(z.string()), removed: z.array(z.string()), kept: z.array(z.string()) }),
  /** The strategy's fields that changed, by readable label; how many stayed the same. */
  strategy: z.object({ changes: z.array(ZFieldChange), unchanged: z.number() }),
  intros: z.array(
    z.object({
      investor: z.string(),
      a: z.string().nullable(),
      b: z.string().nullable(),
      changed: z.boolean(),
    }),
  ),
});
export type TRunComparison = z.infer<typeof ZRunComparison>;

/** An admin applied a run's results to its idea. */
export const ZRunApplied = z.object({ ideaId: z.string(), appliedAt: z.string() });
export type TRunApplied = z.infer<typeof ZRunApplied>;
