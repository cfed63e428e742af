import type { TAgentEvent, TRunSummary, TWorkflowEvent } from '@core/contracts/workbench';

/**
 * The steps of a run, built from its workflow history: one step per activity the flow scheduled (the n-th
 * scheduled is `payload.activityId = n`), with its status, attempts, errors, input and output, and what its
 * agent reported. Steps that overlap in the history run in parallel and share a stage; stages follow each other.
 */

export type StepStatus = 'completed' | 'failed' | 'running' | 'pending';

interface StepError {
  attempt: number;
  error: string;
  at: string;
  willRetry: boolean;
}

export interface Step {
  /** `step-<activityId>`, or `pending-<name>` for a step the run has not reached. */
  id: string;
  activityId: number | null;
  name: string;
  status: StepStatus;
  /** 0-based; steps of one stage ran side by side. */
  stage: number;
  scheduledAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  attempts: number;
  errors: StepError[];
  input: unknown;
  output: unknown;
  hasOutput: boolean;
  /** Carried over from the run this one re-ran (the result was not computed again). */
  reused: boolean;
  /** The Temporal worker that ran the last attempt (`pid@host`), when the history says. */
  worker: string | null;
  agent: string | null;
  agentEvents: TAgentEvent[];
  modelCalls: number;
  tokens: number;
}

interface StepEdge {
  id: string;
  source: string;
  target: string;
}

export interface StepGraph {
  steps: Step[];
  edges: StepEdge[];
  /** Step ids by stage. */
  stages: string[][];
}

/** The activities each workflow schedules, stage by stage, so steps a run has not reached can be drawn. */
const WORKFLOW_PLANS: Record<string, string[][]> = {
  analyzeIdea: [
    ['loadIdea'],
    ['matchInvestors', 'findDesignPartners'],
    ['writeStrategy'],
    ['draftIntros'],
    ['saveRecommendations'],
  ],
  importVcs: [['crawlDirectory'], ['importFirms']],
  scrapePortfolio: [['crawlPortfolio'], ['savePortfolio']],
  scrapeLinkedin: [['readProfile']],
};

interface Payload {
  activityId?: unknown;
  input?: unknown;
  result?: unknown;
  error?: unknown;
  attempt?: unknown;
  willRetry?: unknown;
  reused?: unknown;
  identity?: unknown;
}

const payloadOf = (e: TWorkflowEvent): Payload =>
  e.payload && typeof e.payload === 'object' ? (e.payload as Payload) : {};

const activityIdOf = (e: TWorkflowEvent): number | null => {
  const id = payloadOf(e).activityId;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
};

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);

interface Draft extends Step {
  scheduledSeq: number;
  /** The seq of the event that ended the step (completed, or failed for good); Infinity while it runs. */
  endSeq: number;
  /** The attempt Temporal's ActivityTaskStarted names. */
  startedAttempt?: number;
}

export interface BuildStepGraphInput {
  workflow: string;
  status: TRunSummary['status'];
  events: readonly TWorkflowEvent[];
  agentEvents?: readonly TAgentEvent[];
  agentOf?: Readonly<Record<string, string>>;
  /** For the duration of a running step. */
  now?: number;
}

export function buildStepGraph(input: BuildStepGraphInput): StepGraph {
  const { workflow, status, agentOf = {}, now = Date.now() } = input;
  const events = [...input.events].sort((a, b) => a.seq - b.seq);
  const runGoing = status === 'running';
  const byId = new Map<number, Draft>();

  for (const e of events) {
    const activityId = activityIdOf(e);
    if (activityId === null) continue;
    const p = payloadOf(e);
    if (e.type === 'ActivityTaskScheduled') {
      if (byId.has(activityId)) continue;
      const name = e.activity ?? `activity #${activityId}`;
      byId.set(activityId, {
        id: `step-${activityId}`,
        activityId,
        name,
        status: 'running',
        stage: 0,
        scheduledAt: e.createdAt,
        finishedAt: null,
        durationMs: null,
        attempts: 0,
        errors: [],
        input: p.input,
        output: undefined,
        hasOutput: false,
        reused: p.reused === true,
        worker: null,
        agent: agentOf[name] ?? null,
        agentEvents: [],
        modelCalls: 0,
        tokens: 0,
        scheduledSeq: e.seq,
        endSeq: Number.POSITIVE_INFINITY,
      });
      continue;
    }
    const step = byId.get(activityId);
    if (!step) continue;
    if (e.type === 'ActivityTaskStarted') {
      // Temporal records the start of the attempt that ended the activity, with its number and worker.
      if (typeof p.attempt === 'number') step.startedAttempt = p.attempt;
      if (typeof p.identity === 'string' && p.identity) step.worker = p.identity;
    } else if (e.type === 'ActivityTaskCompleted') {
      step.status = 'completed';
      step.output = p.result;
      step.hasOutput = true;
      step.finishedAt = e.createdAt;
      step.endSeq = e.seq;
      if (p.reused === true) step.reused = true;
    } else if (e.type === 'ActivityTaskCanceled') {
      step.errors.push({
        attempt: step.errors.length + 1,
        error: 'Cancelled with the run',
        at: e.createdAt,
        willRetry: false,
      });
      step.status = 'failed';
      step.finishedAt = e.createdAt;
      step.endSeq = e.seq;
    } else if (e.type === 'ActivityTaskFailed' || e.type === 'ActivityTaskTimedOut') {
      const willRetry = p.willRetry === true;
      step.errors.push({
        attempt: typeof p.attempt === 'number' ? p.attempt : step.errors.length + 1,
        error: typeof p.error === 'string' ? p.error : 'Unknown error',
        at: e.createdAt,
        willRetry,
      });
      if (!willRetry) {
        step.status = 'failed';
        step.finishedAt = e.createdAt;
        step.endSeq = e.seq;
      }
    }
  }

  const drafts = [...byId.values()].sort((a, b) => a.scheduledSeq - b.scheduledSeq);
  for (const step of drafts) {
    // A step the run left unfinished (the run failed or was cancelled around it) did not complete.
    if (step.status === 'running' && !runGoing) step.status = 'failed';
    const last = step.errors.at(-1)?.attempt ?? step.errors.length;
    step.attempts = Math.max(1, step.startedAttempt ?? 0, step.status === 'failed' ? last : last + 1);
    const end = step.finishedAt ? time(step.finishedAt) : step.status === 'running' ? now : Number.NaN;
    const start = time(step.scheduledAt);
    step.durationMs = Number.isFinite(end - start) ? Math.max(0, end - start) : null;
  }
  attachAgentEvents(drafts, input.agentEvents ?? []);

  // Stages: a step scheduled before a step of the current stage ended runs beside it.
  const planStage = planIndex(workflow);
  const stages: Draft[][] = [];
  for (const step of drafts) {
    const current = stages.at(-1);
    const parallel =
      current?.some((t) => step.scheduledSeq < t.endSeq) ||
      // Reused steps were recorded one after another; the plan says which of them ran side by side.
      current?.every(
        (t) => t.reused && planStage.has(t.name) && planStage.get(t.name) === planStage.get(step.name),
      );
    if (current && parallel) current.push(step);
    else stages.push([step]);
  }

  const steps: Step[] = drafts.map(({ scheduledSeq: _s, endSeq: _e, ...step }) => step);
  const stageIds: string[][] = stages.map((s) => s.map((d) => d.id));
  addPendingSteps(workflow, status, steps, stageIds, agentOf);
  stageIds.forEach((ids, stage) => {
    for (const id of ids) {
      const step = steps.find((s) => s.id === id);
      if (step) step.stage = stage;
    }
  });
  steps.sort((a, b) => a.stage - b.stage);

  const edges: StepEdge[] = [];
  for (let i = 1; i < stageIds.length; i++) {
    for (const source of stageIds[i - 1]!) {
      for (const target of stageIds[i]!) edges.push({ id: `${source}->${target}`, source, target });
    }
  }
  return { steps, edges, stages: stageIds };
}

function planIndex(workflow: string): Map<string, number> {
  const index = new Map<string, number>();
  (WORKFLOW_PLANS[workflow] ?? []).forEach((names, i) => {
    for (const name of names) index.set(name, i);
  });
  return index;
}

/** The planned steps a running or failed run has not reached yet, grey, after (or beside) the ones it has. */
function addPendingSteps(
  workflow: string,
  status: TRunSummary['status'],
  steps: Step[],
  stageIds: string[][],
  agentOf: Readonly<Record<string, string>>,
) {
  if (status === 'completed') return;
  const seen = new Set(steps.map((s) => s.name));
  for (const names of WORKFLOW_PLANS[workflow] ?? []) {
    const missing = names.filter((n) => !seen.has(n));
    if (!missing.length) continue;
    const pending = missing.map((name) => ({
      id: `pending-${name}`,
      activityId: null,
      name,
      status: 'pending' as const,
      stage: 0,
      scheduledAt: null,
      finishedAt: null,
      durationMs: null,
      attempts: 0,
      errors: [],
      input: undefined,
      output: undefined,
      hasOutput: false,
      reused: false,
      worker: null,
      agent: agentOf[name] ?? null,
      agentEvents: [],
      modelCalls: 0,
      tokens: 0,
    }));
    steps.push(...pending);
    const ids = pending.map((p) => p.id);
    // Part of a parallel stage already started: the rest of it belongs beside it.
    const started = names.find((n) => seen.has(n));
    const stageOf = started
      ? stageIds.findIndex((s) => s.some((id) => steps.find((x) => x.id === id)?.name === started))
      : -1;
    if (stageOf >= 0) stageIds[stageOf]!.push(...ids);
    else stageIds.push(ids);
  }
}

/** Each agent event goes to the step of its activity (the latest one scheduled before it, when repeated). */
function attachAgentEvents(steps: Draft[], agentEvents: readonly TAgentEvent[]) {
  const byName = new Map<string, Draft[]>();
  for (const s of steps) byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
  for (const e of agentEvents) {
    const candidates = byName.get(e.activity);
    if (!candidates?.length) continue;
    const at = time(e.at);
    const step =
      candidates.length === 1
        ? candidates[0]!
        : ([...candidates].reverse().find((s) => time(s.scheduledAt) <= at) ?? candidates[0]!);
    step.agentEvents.push(e);
    if (e.type === 'model_call') {
      step.modelCalls += 1;
      step.tokens += e.tokens ?? 0;
    }
  }
}

/** The run is over: the stream and the refreshes can stop. */
export const FINAL_EVENTS = new Set([
  'WorkflowExecutionCompleted',
  'WorkflowExecutionFailed',
  'WorkflowExecutionCanceled',
  'WorkflowExecutionTerminated',
]);

/** The event kinds the SSE stream names its events by. */
export const WORKFLOW_EVENT_TYPES = [
  'WorkflowExecutionStarted',
  'ActivityTaskScheduled',
  'ActivityTaskStarted',
  'ActivityTaskCompleted',
  'ActivityTaskFailed',
  'ActivityTaskTimedOut',
  'ActivityTaskCanceled',
  'WorkflowExecutionCancelRequested',
  'WorkflowExecutionCompleted',
  'WorkflowExecutionFailed',
  'WorkflowExecutionCanceled',
  'WorkflowExecutionTerminated',
] as const;
