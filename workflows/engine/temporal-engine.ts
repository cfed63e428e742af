import { type Client, WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import {
  type JsonValue,
  runIdOf,
  splitRunId,
  TASK_QUEUE,
  type WorkflowInput,
  type WorkflowName,
  workflowIdFor,
} from '../shared';
import { agentEventsAfter } from './agent-events';
import {
  type Page,
  type ReplayResult,
  type Run,
  RunAlreadyRunningError,
  type RunEvent,
  type RunFilters,
  type RunMeta,
  RunNotRunningError,
  type StopRequest,
  type WorkflowEngine,
} from './engine';
import { errorMessage } from './local-history';
import type { RunStatus } from './run.table';
import * as store from './run-store';
import { toRunEvents } from './temporal-history';

/** How often subscribe() looks for new history events: Temporal pushes nothing to a client. */
const POLL_MS = 1_000;

const STATUS: Record<string, RunStatus> = {
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  TERMINATED: 'cancelled',
  TIMED_OUT: 'failed',
  CONTINUED_AS_NEW: 'completed',
};

/**
 * The engine interface over a Temporal cluster: Temporal runs, retries, resumes and de-duplicates the workflows, and
 * keeps their histories; the run row in Postgres keeps the subject and author (and mirrors the outcome once seen),
 * so the API lists runs the same way on either engine.
 */
export class TemporalEngine implements WorkflowEngine {
  readonly kind = 'temporal';

  constructor(private readonly options: { db: store.RunDb; client: Client; workflowsPath: string }) {}

  private get client() {
    return this.options.client;
  }

  private handle(runId: string) {
    const { workflowId, executionId } = splitRunId(runId);
    return this.client.workflow.getHandle(workflowId, executionId);
  }

  async start<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>, meta: RunMeta) {
    // A sandboxed start (the admin console's analysis) has the sandbox's own id: it never blocks the founder's run.
    const sandbox = (input as { sandbox?: unknown } | null)?.sandbox === true;
    const workflowId = workflowIdFor(workflow, meta.subjectId, { sandbox });
    let executionId: string;
    try {
      const handle = await this.client.workflow.start(workflow, {
        taskQueue: TASK_QUEUE,
        workflowId,
        args: [input],
        // Temporal itself refuses a second start while the subject's run goes; a finished one may run again.
        workflowIdConflictPolicy: 'FAIL',
        workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      });
      executionId = handle.firstExecutionRunId;
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError) throw new RunAlreadyRunningError(workflowId);
      throw err;
    }
    const id = runIdOf(workflowId, executionId);
    const json = input as unknown as JsonValue;
    await store.insertRun(
      this.options.db,
      { id, workflowId, workflow, engine: 'temporal', input: json, meta },
      null,
      null,
    );
    return id;
  }

  /** The run, its row brought up to date with Temporal when the row still says it runs. */
  async get(runId: string): Promise<Run | null> {
    const run = await store.findRun(this.options.db, runId);
    if (run?.status !== 'running' || run.engine !== 'temporal') return run;
    const description = await this.handle(runId).describe();
    const status = STATUS[description.status.name] ?? 'running';
    if (status === 'running') return run;
    const events = await this.events(runId);
    const last = events.at(-1);
    const payload = (last?.payload ?? {}) as Record<string, JsonValue>;
    const error =
      last?.type === 'WorkflowExecutionCanceled'
        ? `Cancelled by ${identityOf(events)}: ${payload.reason ?? ''}`
        : last?.type === 'WorkflowExecutionTerminated'
          ? `Terminated by ${payload.identity ?? 'Temporal'}: ${payload.reason ?? ''}`
          : typeof payload.error === 'string'
            ? payload.error
            : status === 'failed'
              ? `The run ${description.status.name.toLowerCase().replace('_', ' ')}`
              : null;
    await store.closeMirroredRun(this.options.db, runId, {
      status,
      result: status === 'completed' ? (payload.result ?? null) : null,
      error,
      finishedAt: description.closeTime ?? new Date(),
    });
    return store.findRun(this.options.db, runId);
  }

  agentEvents(runId: string, after?: number) {
    return agentEventsAfter(this.options.db, runId, after);
  }

  async list(filters: RunFilters, page: Page) {
    const listed = await store.listRuns(this.options.db, filters, page);
    const runs = await Promise.all(
      listed.runs.map((r) => (r.status === 'running' ? this.get(r.id).then((x) => x ?? r) : r)),
    );
    // A run Temporal closed since its row was last read no longer answers "running".
    const kept = filters.status ? runs.filter((r) => r.status === filters.status) : runs;
    return { runs: kept, total: listed.total - (runs.length - kept.length) };
  }

  async events(runId: string, afterSeq = 0): Promise<RunEvent[]> {
    const history = await this.handle(runId).fetchHistory();
    return toRunEvents(runId, history).filter((e) => e.seq > afterSeq);
  }

  subscribe(runId: string, listener: (event: RunEvent) => void) {
    let seen = 0;
    const timer = setInterval(async () => {
      const events = await this.events(runId, seen).catch(() => []);
      for (const event of events) listener(event);
      seen = events.at(-1)?.seq ?? seen;
    }, POLL_MS);
    return () => clearInterval(timer);
  }

  /** Temporal's own history, replayed by the current workflow code in a replay worker (no server call but the read). */
  async replay(runId: string): Promise<ReplayResult> {
    try {
      const history = await this.handle(runId).fetchHistory();
      await Worker.runReplayHistory({ workflowsPath: this.options.workflowsPath }, history, runId);
      return { ok: true };
    } catch (err) {
      return { ok: false, error: errorMessage(err) };
    }
  }

  /** Temporal resumes its own workflows; nothing is left to a process of ours. */
  async resumeUnfinished() {
    return [];
  }

  /** Temporal's own cancel request, with its reason and who asked (both land in the history). */
  async cancel(runId: string, request: StopRequest) {
    const { workflowId, executionId } = splitRunId(runId);
    await this.stopped(runId, () =>
      this.client.workflowService.requestCancelWorkflowExecution({
        namespace: this.client.options.namespace,
        workflowExecution: { workflowId, runId: executionId },
        identity: request.by,
        reason: request.reason,
        requestId: crypto.randomUUID(),
      }),
    );
  }

  /** Temporal's own terminate, with its reason and who asked. */
  async terminate(runId: string, request: StopRequest) {
    const { workflowId, executionId } = splitRunId(runId);
    await this.stopped(runId, () =>
      this.client.workflowService.terminateWorkflowExecution({
        namespace: this.client.options.namespace,
        workflowExecution: { workflowId, runId: executionId },
        identity: request.by,
        reason: request.reason,
      }),
    );
  }

  private async stopped(runId: string, request: () => Promise<unknown>) {
    const run = await this.get(runId);
    if (run?.status !== 'running') throw new RunNotRunningError(runId);
    try {
      await request();
    } catch (err) {
      // The run closed meanwhile: Temporal answers "not found" or "already completed".
      const code = (err as { code?: number }).code;
      if (code === 5 || code === 9) throw new RunNotRunningError(runId);
      throw err;
    }
  }

  /** Temporal's workers drive its runs, never this process: there is nothing here to wait for. */
  drain = async (_ms: number) => {};
  settled = async (_runId: string) => {};

  /** Temporal's history as its own JSON (as `temporal workflow show --output json` prints it): replayable as is. */
  async history(runId: string) {
    return JSON.parse(historyToJSON(await this.handle(runId).fetchHistory())) as unknown;
  }
}

/** Who asked to cancel, from the history's cancel request. */
function identityOf(events: RunEvent[]): string {
  const request = events.find((e) => e.type === 'WorkflowExecutionCancelRequested');
  const identity = (request?.payload as { identity?: string } | null)?.identity;
  return identity || 'Temporal';
}
