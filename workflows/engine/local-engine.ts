import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNonRetryable } from '../failures';
import {
  ACTIVITY_RETRY,
  type JsonValue,
  runIdOf,
  splitRunId,
  type WorkflowName,
  type WorkflowTypes,
  workflowIdFor,
} from '../shared';
import { runInActivity } from './activity-context';
import { agentEventsAfter } from './agent-events';
import {
  type Page,
  type ReplayResult,
  RunAlreadyRunningError,
  type RunEvent,
  type RunFilters,
  type RunMeta,
  RunNotRunningError,
  type StopRequest,
  type WorkflowEngine,
} from './engine';
import { activityProxy, closingEvent, type Execution, newExecution } from './local-execution';
import {
  ActivityFailure,
  backoffMs,
  cancellable,
  carriedEvents,
  errorMessage,
  historyFromEvents,
  NonDeterminismError,
  RunCancelledError,
} from './local-history';
import type { ActivityFn, AnyWorkflow, WorkflowRegistry } from './local-registry';
import * as store from './run-store';

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
  /** The executions this process drives, for cancel and terminate. */
  private readonly executions = new Map<string, Execution>();
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
    // A sandboxed start (the admin console's analysis) has the sandbox's own id: it never blocks the founder's run.
    const sandbox = (input as { sandbox?: unknown } | null)?.sandbox === true;
    const workflowId = workflowIdFor(workflow, meta.subjectId, { sandbox });
    const id = runIdOf(workflowId, crypto.randomUUID());
    const json = input as unknown as JsonValue;
    const started = {
      seq: 1,
      type: 'WorkflowExecutionStarted',
      activity: null,
      payload: { input: json },
    } as const;
    await this.insert({ id, workflowId, workflow, engine: 'local', input: json, meta }, started);
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
    if (!historyFromEvents(events).has(fromActivityId))
      throw new Error(`Run ${sourceRunId} has no step #${fromActivityId} to re-run from`);
    // Sandboxed: the flow keeps its results on the run (it saves nothing), under a workflow id of its own.
    const workflow = source.workflow as WorkflowName;
    const workflowId = workflowIdFor(workflow, source.subjectId, { sandbox: true });
    const id = runIdOf(workflowId, crypto.randomUUID());
    const input = { ...(source.input as Record<string, JsonValue>), sandbox: true };
    const started = {
      seq: 1,
      type: 'WorkflowExecutionStarted',
      activity: null,
      payload: { input, rerunOf: sourceRunId, fromActivityId },
    } as const;
    const carried = carriedEvents(events, fromActivityId);
    await this.insert({ id, workflowId, workflow, engine: 'local', input, meta }, started, carried);
    const all = [started, ...carried].map((e) => ({ ...e, runId: id, createdAt: new Date() }));
    for (const e of [started, ...carried]) this.emit(id, e);
    this.launchOrQueue(id, source.workflow, input, all);
    return id;
  }

  /**
   * Inserts a running run, leased to this process or (a queued workflow) to none; a running run of the same
   * workflow id refuses it.
   */
  private async insert(
    run: Parameters<typeof store.insertRun>[1],
    started: store.NewEvent,
    carried: store.NewEvent[] = [],
  ) {
    try {
      await store.insertRun(this.db, run, this.leaseFor(run.workflow), started, carried);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new RunAlreadyRunningError(run.workflowId);
      throw err;
    }
  }

  cancel = (runId: string, request: StopRequest) => this.stop(runId, { ...request, kind: 'cancel' });
  terminate = (runId: string, request: StopRequest) => this.stop(runId, { ...request, kind: 'terminate' });

  /**
   * A run this process drives stops gracefully: cancel aborts its running activities (their scope's signal) and the
   * flow sees a cancellation where it waits; terminate ends it at once. A run another process drives (or none) is
   * ended in the database: that process loses its lease at its next write and stops.
   */
  private async stop(runId: string, request: NonNullable<Execution['stop']>) {
    const exec = this.executions.get(runId);
    const payload = { reason: request.reason, identity: request.by };
    const error = `${request.kind === 'cancel' ? 'Cancelled' : 'Terminated'} by ${request.by}: ${request.reason}`;
    if (exec && !exec.closed && !exec.stop) {
      exec.stop = request;
      if (request.kind === 'cancel') {
        await this.record(exec, 'WorkflowExecutionCancelRequested', null, payload).catch(() => {});
        exec.abort.abort(new RunCancelledError(request.reason));
        await this.settled(runId);
      } else {
        exec.abort.abort(new RunCancelledError(request.reason));
        await this.finish(exec, { status: 'cancelled', result: null, error }, payload);
      }
      return;
    }
    const type = request.kind === 'cancel' ? 'WorkflowExecutionCanceled' : 'WorkflowExecutionTerminated';
    const last = { type, activity: null, payload } as const;
    if (!(await store.forceFinishRun(this.db, runId, { status: 'cancelled', error }, last)))
      throw new RunNotRunningError(runId);
  }

  async history(runId: string) {
    const run = await this.get(runId);
    if (!run) return null;
    const { workflowId, executionId } = splitRunId(run.id);
    const events = await this.events(runId);
    return { engine: 'local', workflowId, runId: executionId, workflowType: run.workflow, events };
  }

  get = (runId: string) => store.findRun(this.db, runId);
  list = (filters: RunFilters, page: Page) => store.listRuns(this.db, filters, page);
  agentEvents = (runId: string, after?: number) => agentEventsAfter(this.db, runId, after);
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
    const exec = newExecution(runId, await this.events(runId));
    // A cancelled or terminated run's history ends where it was stopped, as a running run's does for now.
    const finished = run.status === 'completed' || run.status === 'failed';
    const acts = activityProxy(workflow, exec, (id, name) => {
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
    const exec = newExecution(runId, events);
    this.executions.set(runId, exec);
    const done = this.drive(exec, workflow, input).finally(() => {
      this.running.delete(runId);
      this.executions.delete(runId);
    });
    this.running.set(runId, done);
  }

  private async drive(exec: Execution, workflowName: string, input: JsonValue) {
    const { runId } = exec;
    const heartbeat = setInterval(async () => {
      const held = await store.renewLease(this.db, runId, this.owner, this.leaseMs).catch(() => true);
      if (!held) exec.closed = true;
    }, this.leaseMs / 3);
    heartbeat.unref();
    try {
      const workflow = this.workflows[workflowName];
      if (!workflow) throw new Error(`No workflow ${workflowName} is registered`);
      const acts = activityProxy(workflow, exec, (id, name, arg) =>
        this.runActivity(exec, workflow, id, name, arg),
      );
      const result = (await workflow.flow(acts)(input)) ?? null;
      if (exec.stop) throw new RunCancelledError(exec.stop.reason);
      await this.finish(exec, { status: 'completed', result, error: null });
    } catch (err) {
      const stop = exec.stop;
      if (stop?.kind === 'cancel') {
        const error = `Cancelled by ${stop.by}: ${stop.reason}`;
        await this.finish(
          exec,
          { status: 'cancelled', result: null, error },
          { reason: stop.reason, identity: stop.by },
        );
      } else await this.finish(exec, { status: 'failed', result: null, error: errorMessage(err) });
    } finally {
      clearInterval(heartbeat);
    }
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
      if (exec.abort.signal.aborted) throw exec.abort.signal.reason;
      try {
        const scope = { runId: exec.runId, activity: name, attempt, signal: exec.abort.signal };
        const result =
          (await cancellable(
            runInActivity(scope, () => fn.call(workflow.activities, arg)),
            exec.abort.signal,
          )) ?? null;
        await this.record(exec, 'ActivityTaskCompleted', name, { activityId: id, result });
        return result;
      } catch (err) {
        if (exec.closed) throw err;
        if (exec.abort.signal.aborted) {
          // As Temporal's default (TRY_CANCEL): the flow sees the cancellation now; the activity saw its signal.
          await this.record(exec, 'ActivityTaskCanceled', name, { activityId: id }).catch(() => {});
          throw exec.abort.signal.reason;
        }
        // An error that says retrying cannot help (Temporal's ApplicationFailure.nonRetryable) fails at once.
        const willRetry = attempt < this.retry.maximumAttempts && !isNonRetryable(err);
        const error = errorMessage(err);
        await this.record(exec, 'ActivityTaskFailed', name, { activityId: id, attempt, error, willRetry });
        if (!willRetry) throw new ActivityFailure(name, error);
        await sleep(backoffMs(this.retry, attempt), undefined, { signal: exec.abort.signal }).catch(() => {});
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

  private async finish(
    exec: Execution,
    outcome: Parameters<typeof store.finishRun>[3],
    stopPayload: JsonValue = null,
  ) {
    if (exec.closed) return;
    exec.closed = true;
    await exec.writes.catch(() => {});
    const { type, payload } = closingEvent(exec, outcome, stopPayload);
    const last = { seq: exec.nextSeq++, type, activity: null, payload } as const;
    if (await store.finishRun(this.db, exec.runId, this.owner, outcome, last).catch(() => false)) {
      this.emit(exec.runId, last);
    }
  }

  private emit(runId: string, event: store.NewEvent) {
    this.emitter.emit(runId, { ...event, runId, createdAt: new Date() } satisfies RunEvent);
  }

  readonly kind = 'local';

  /** Waits up to `ms` for the runs this process drives; one still going keeps its lease for the next process. */
  async drain(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
    await Promise.race([Promise.all(this.running.values()), timeout]);
    clearTimeout(timer);
  }
}
