import type { Client } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { type JsonValue, newWorkflowId, TASK_QUEUE, type WorkflowInput, type WorkflowName } from '../shared';
import type { Page, ReplayResult, Run, RunEvent, RunFilters, RunMeta, WorkflowEngine } from './engine';
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
 * The engine interface over a Temporal cluster: Temporal runs, retries and resumes the workflows; the run row
 * in Postgres keeps the subject and author so the API lists runs the same way on either engine.
 */
export class TemporalEngine implements WorkflowEngine {
  constructor(private readonly options: { db: store.RunDb; client: Client; workflowsPath: string }) {}

  async start<W extends WorkflowName>(workflow: W, input: WorkflowInput<W>, meta: RunMeta) {
    const id = newWorkflowId(workflow, input);
    const json = input as unknown as JsonValue;
    await store.insertRun(
      this.options.db,
      { id, workflow, engine: 'temporal', input: json, meta },
      null,
      null,
    );
    await this.options.client.workflow.start(workflow, {
      taskQueue: TASK_QUEUE,
      workflowId: id,
      args: [input],
    });
    return id;
  }

  async get(runId: string): Promise<Run | null> {
    const run = await store.findRun(this.options.db, runId);
    if (run?.status !== 'running') return run;
    const handle = this.options.client.workflow.getHandle(runId);
    const status = STATUS[(await handle.describe()).status.name] ?? 'running';
    if (status === 'running') return run;
    const outcome = await handle.result().then(
      (result: JsonValue) => ({ result: result ?? null, error: null }),
      (err: unknown) => ({ result: null, error: errorMessage(err) }),
    );
    await this.options.db
      .updateTable('workflow_runs')
      .set({
        status,
        result: outcome.result === null ? null : JSON.stringify(outcome.result),
        error: outcome.error,
        finished_at: new Date(),
      })
      .where('id', '=', runId)
      .execute();
    return store.findRun(this.options.db, runId);
  }

  list = (filters: RunFilters, page: Page) => store.listRuns(this.options.db, filters, page);

  async events(runId: string, afterSeq = 0): Promise<RunEvent[]> {
    const history = await this.options.client.workflow.getHandle(runId).fetchHistory();
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

  async replay(runId: string): Promise<ReplayResult> {
    try {
      const history = await this.options.client.workflow.getHandle(runId).fetchHistory();
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
}
