import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACTIVITY_RETRY,
  type JsonValue,
  newWorkflowId,
  type WorkflowName,
  type WorkflowTypes,
} from '../shared';
import { runInActivity } from './activity-context';
import type { Page, ReplayResult, RunEvent, RunFilters, RunMeta, WorkflowEngine } from './engine';
import {
  ActivityFailure,
  backoffMs,
  errorMessage,
  historyFromEvents,
  matchRecorded,
  NonDeterminismError,
  type RecordedActivity,
} from './local-history';
import * as store from './run-store';

/** The workflows an engine runs; one it lacks is refused when started ("No workflow X is registered"). */
export type WorkflowRegistry = {
  [W in WorkflowName]?: {
    flow: (
      acts: WorkflowTypes[W]['activities'],
    ) => (input: WorkflowTypes[W]['input']) => Promise<WorkflowTypes[W]['result']>;
    activities: WorkflowTypes[W]['activities'];
  };
};

type ActivityFn = (arg: JsonValue) => Promise<JsonValue | undefined>;
/** The registry with its types erased, for code that handles any workflow (method syntax keeps it assignable). */
interface AnyWorkflow {
  flow(acts: unknown): (input: JsonValue) => Promise<JsonValue>;
  activities: object;
}

export interface LocalEngineOptions {
  db: store.RunDb;
  workflows: WorkflowRegistry;
  retry?: { maximumAttempts: number; initialIntervalMs: number; backoffCoefficient: number };
  /** How long a run stays ours without a heartbeat; a crashed process's runs wait this long to be taken over. */
  leaseMs?: number;
  /**
   * Workflows whose runs wait in Postgres for a RunPool (run-pool.ts) to take them, in this process or another:
   * start() records them unleased and drives nothing, and resumeUnfinished() leaves them to the pool.
   */
  queued?: readonly string[];
  /** Told when a queued run was recorded, so a pool can take it at once rather than at its next look. */
  onQueued?: (runId: string, workflow: string) => void;
}

/** One execution (or replay) of a run's flow against its history. */
interface Execution {
  runId: string;
  history: Map<number, RecordedActivity>;
  nextActivityId: number;
  nextSeq: number;
  writes: Promise<void>;
  closed: boolean;
}

const DEFAULT_LEASE_MS = 30_000;
/** Thrown in replay when the history ends before the code does (the run was still going). */
const END_OF_HISTORY = Symbol('end of history');

/** Runs flows in-process with their activities called directly, durable in Postgres. */
export class LocalEngine implements WorkflowEngine {
  private readonly db: store.RunDb;
  private readonly workflows: Record<string, AnyWorkflow>;
  private readonly retry: NonNullable<LocalEngineOptions['retry']>;
  private readonly leaseMs: number;
  private readonly owner = `local:${process.pid}:${crypto.randomUUID()}`;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly running = new Map<string, Promise<void>>();
  private readonly queued: ReadonlySet<string>;
  private readonly onQueued: LocalEngineOptions['onQueued'];

  constructor(options: LocalEngineOptions) {
    this.db = options.db;
    this.workflows = options.workflows as unknown as Record<string, AnyWorkflow>;
    this.retry = options.retry ?? ACTIVITY_RETRY;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.queued = new Set(options.queued ?? []);
    this.onQueued = options.onQueued;
  }

  /** A new run's lease: ours, or none for a queued workflow (a pool takes it). */
  private leaseFor(workflow: string) {
    return this.queued.has(workflow) ? null : { owner: this.owner, leaseMs: this.leaseMs };
  }

  /** Drives a run this engine has just recorded, or leaves it to a pool when its workflow is queued. */
  private launchOrQueue(runId: string, workflow: string, input: JsonValue, events: RunEvent[]) {
    if (this.queued.has(workflow)) this.onQueued?.(runId, workflow);
    else this.launch(runId, workflow, input, events);
  }

  async start<W extends WorkflowName>(workflow: W, input: WorkflowTypes[W]['input'], meta: RunMeta) {
    if (!this.workflows[workflow]) throw new Error(`No workflow ${workflow} is registered`);
    const id = newWorkflowId(workflow, input);
    const json = input as unknown as JsonValue;
    const started = {
      seq: 1,
      type: 'WorkflowExecutionStarted',
      activity: null,
      payload: { input: json },
    } as const;
    const lease = this.leaseFor(workflow);
    await store.insertRun(this.db, { id, workflow, engine: 'local', input: json, meta }, lease, started);
    this.emit(id, started);
    this.launchOrQueue(id, workflow, json, [{ ...started, runId: id, createdAt: new Date() }]);
    return id;
  }

  /**
   * "Re-run from this step": a new run of the same workflow and input whose history starts with the source run's
   * recorded results of the activities before `fromActivityId` (the n-th activity the flow scheduled), so the
   * flow reuses them and computes that step and every later one again. Returns the new run's id.
   */
  async rerunFrom(sourceRunId: string, fromActivityId: number, meta: RunMeta): Promise<string> {
    const source = await this.get(sourceRunId);
    if (!source) throw new Error(`No run ${sourceRunId}`);
    if (!this.workflows[source.workflow]) throw new Error(`No workflow ${source.workflow} is registered`);
    const events = await this.events(sourceRunId);
    const history = historyFromEvents(events);
    if (!history.has(fromActivityId))
      throw new Error(`Run ${sourceRunId} has no step #${fromActivityId} to re-run from`);
    const id = newWorkflowId(source.workflow as WorkflowName, source.input as never);
    const started = {
      seq: 1,
      type: 'WorkflowExecutionStarted',
      activity: null,
      payload: { input: source.input, rerunOf: sourceRunId, fromActivityId },
    } as const;
    // Only completed activities before the chosen step are carried over, each as scheduled then completed.
    const carried: store.NewEvent[] = [];
    for (const [activityId, recorded] of [...history].sort((a, b) => a[0] - b[0])) {
      if (activityId >= fromActivityId || !recorded.result) continue;
      const scheduled = events.find(
        (e) =>
          e.type === 'ActivityTaskScheduled' &&
          (e.payload as { activityId?: number }).activityId === activityId,
      );
      carried.push(
        {
          seq: carried.length + 2,
          type: 'ActivityTaskScheduled',
          activity: recorded.name,
          payload: {
            activityId,
            input: (scheduled?.payload as { input?: JsonValue })?.input ?? null,
            reused: true,
          },
        },
        {
          seq: carried.length + 3,
          type: 'ActivityTaskCompleted',
          activity: recorded.name,
          payload: { activityId, result: recorded.result.value, reused: true },
        },
      );
    }
    const lease = this.leaseFor(source.workflow);
    await store.insertRun(
      this.db,
      { id, workflow: source.workflow, engine: 'local', input: source.input, meta },
      lease,
      started,
      carried,
    );
    const all = [started, ...carried].map((e) => ({ ...e, runId: id, createdAt: new Date() }));
    for (const e of [started, ...carried]) this.emit(id, e);
    this.launchOrQueue(id, source.workflow, source.input, all);
    return id;
  }

  get = (runId: string) => store.findRun(this.db, runId);
  list = (filters: RunFilters, page: Page) => store.listRuns(this.db, filters, page);
  events = (runId: string, afterSeq = 0) => store.listEvents(this.db, runId, afterSeq);

  subscribe(runId: string, listener: (event: RunEvent) => void) {
    this.emitter.on(runId, listener);
    return () => void this.emitter.off(runId, listener);
  }

  async resumeUnfinished() {
    const own = Object.keys(this.workflows).filter((w) => !this.queued.has(w));
    return this.claim(own);
  }

  /**
   * Takes up to `limit` runs of these workflows that wait for a process (queued, or left by one that stopped),
   * oldest first, and drives them; returns their ids. A RunPool calls it when it has room.
   */
  async claim(workflows: readonly string[], limit?: number): Promise<string[]> {
    const known = workflows.filter((w) => this.workflows[w]);
    const claimed = await store.claimUnfinished(this.db, known, this.owner, this.leaseMs, limit);
    // A run this process still drives (its lease lapsed while the database was away) is not started twice.
    const runs = claimed.filter((r) => !this.running.has(r.id));
    for (const run of runs) this.launch(run.id, run.workflow, run.input, await this.events(run.id));
    return runs.map((r) => r.id);
  }

  /** Resolves once this process stops driving the run (finished, failed or taken over). */
  settled(runId: string): Promise<void> {
    return this.running.get(runId) ?? Promise.resolve();
  }

  async replay(runId: string): Promise<ReplayResult> {
    const run = await this.get(runId);
    if (!run) return { ok: false, error: `No run ${runId}` };
    const workflow = this.workflows[run.workflow];
    if (!workflow) return { ok: false, error: `No workflow ${run.workflow} is registered` };
    const exec = this.execution(runId, await this.events(runId));
    const finished = run.status !== 'running';
    const acts = this.proxy(workflow, exec, (id, name) => {
      if (!finished) throw END_OF_HISTORY;
      throw new NonDeterminismError(`the code schedules ${name} as activity #${id}, which the history lacks`);
    });
    try {
      await workflow.flow(acts)(run.input);
    } catch (err) {
      if (err instanceof NonDeterminismError) return { ok: false, error: err.message };
      if (err !== END_OF_HISTORY && run.status === 'completed')
        return { ok: false, error: errorMessage(err) };
    }
    const used = exec.nextActivityId - 1;
    if (finished && used < exec.history.size) {
      return {
        ok: false,
        error: `Non-determinism: the code ran ${used} activities, the history has ${exec.history.size}`,
      };
    }
    return { ok: true };
  }

  private launch(runId: string, workflow: string, input: JsonValue, events: RunEvent[]) {
    const done = this.drive(runId, workflow, input, events).finally(() => this.running.delete(runId));
    this.running.set(runId, done);
  }

  private async drive(runId: string, workflowName: string, input: JsonValue, events: RunEvent[]) {
    const exec = this.execution(runId, events);
    const heartbeat = setInterval(async () => {
      const held = await store.renewLease(this.db, runId, this.owner, this.leaseMs).catch(() => true);
      if (!held) exec.closed = true;
    }, this.leaseMs / 3);
    heartbeat.unref();
    try {
      const workflow = this.workflows[workflowName];
      if (!workflow) throw new Error(`No workflow ${workflowName} is registered`);
      const acts = this.proxy(workflow, exec, (id, name, arg) =>
        this.runActivity(exec, workflow, id, name, arg),
      );
      const result = (await workflow.flow(acts)(input)) ?? null;
      await this.finish(exec, { status: 'completed', result, error: null });
    } catch (err) {
      await this.finish(exec, { status: 'failed', result: null, error: errorMessage(err) });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The activities as the flow sees them: recorded results where the history has them, `run` otherwise. */
  private proxy(
    workflow: AnyWorkflow,
    exec: Execution,
    run: (id: number, name: string, arg: JsonValue) => Promise<JsonValue>,
  ) {
    return new Proxy(workflow.activities, {
      get: (_target, name) => async (arg: JsonValue) => {
        const id = exec.nextActivityId++;
        const recorded = matchRecorded(exec.history, id, String(name));
        if (recorded?.result) return recorded.result.value;
        if (recorded?.failure !== undefined) throw new ActivityFailure(String(name), recorded.failure);
        return run(id, String(name), arg);
      },
    });
  }

  private async runActivity(
    exec: Execution,
    workflow: AnyWorkflow,
    id: number,
    name: string,
    arg: JsonValue,
  ) {
    const fn = (workflow.activities as Record<string, ActivityFn | undefined>)[name];
    if (!fn) throw new Error(`Activity ${name} is not registered`);
    const recorded = exec.history.get(id);
    if (!recorded) await this.record(exec, 'ActivityTaskScheduled', name, { activityId: id, input: arg });
    for (let attempt = (recorded?.attempts ?? 0) + 1; ; attempt++) {
      try {
        const result =
          (await runInActivity({ runId: exec.runId, activity: name, attempt }, () =>
            fn.call(workflow.activities, arg),
          )) ?? null;
        await this.record(exec, 'ActivityTaskCompleted', name, { activityId: id, result });
        return result;
      } catch (err) {
        if (exec.closed) throw err;
        // An error that says retrying cannot help (Temporal's ApplicationFailure.nonRetryable) fails at once.
        const willRetry =
          attempt < this.retry.maximumAttempts && (err as { nonRetryable?: unknown }).nonRetryable !== true;
        const error = errorMessage(err);
        await this.record(exec, 'ActivityTaskFailed', name, { activityId: id, attempt, error, willRetry });
        if (!willRetry) throw new ActivityFailure(name, error);
        await sleep(backoffMs(this.retry, attempt));
      }
    }
  }

  private record(exec: Execution, type: store.NewEvent['type'], activity: string | null, payload: JsonValue) {
    if (exec.closed) return Promise.reject(new Error(`Run ${exec.runId} is no longer driven here`));
    const event = { seq: exec.nextSeq++, type, activity, payload };
    exec.writes = exec.writes
      .catch(() => {})
      .then(() => store.insertEvent(this.db, exec.runId, event, this.owner))
      .then(() => this.emit(exec.runId, event));
    return exec.writes;
  }

  private async finish(exec: Execution, outcome: Parameters<typeof store.finishRun>[3]) {
    if (exec.closed) return;
    exec.closed = true;
    await exec.writes.catch(() => {});
    const type = outcome.status === 'completed' ? 'WorkflowExecutionCompleted' : 'WorkflowExecutionFailed';
    const payload: JsonValue =
      outcome.status === 'completed' ? { result: outcome.result } : { error: outcome.error };
    const last = { seq: exec.nextSeq++, type, activity: null, payload } as const;
    if (await store.finishRun(this.db, exec.runId, this.owner, outcome, last).catch(() => false)) {
      this.emit(exec.runId, last);
    }
  }

  private execution(runId: string, events: RunEvent[]): Execution {
    const nextSeq = Math.max(0, ...events.map((e) => e.seq)) + 1;
    return {
      runId,
      history: historyFromEvents(events),
      nextActivityId: 1,
      nextSeq,
      writes: Promise.resolve(),
      closed: false,
    };
  }

  private emit(runId: string, event: store.NewEvent) {
    this.emitter.emit(runId, { ...event, runId, createdAt: new Date() } satisfies RunEvent);
  }
}
