import { type Kysely, sql } from 'kysely';
import type { JsonValue, WorkflowEventType } from '../shared';
import type { Page, Run, RunEvent, RunFilters, RunMeta } from './engine';
import type {
  AgentEventTable,
  RunStatus,
  WorkflowEventTable,
  WorkflowRunRow,
  WorkflowRunTable,
} from './run.table';

/** The tables this module reads and writes; any Kysely<Database> fits. */
interface RunTables {
  workflow_runs: WorkflowRunTable;
  workflow_events: WorkflowEventTable;
  agent_events: AgentEventTable;
}

export type RunDb = Kysely<RunTables>;

export interface NewEvent {
  seq: number;
  type: WorkflowEventType;
  activity: string | null;
  payload: JsonValue;
}

const leaseUntil = (leaseMs: number) => sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;

function toRun(row: WorkflowRunRow): Run {
  return {
    id: row.id,
    workflowId: row.workflow_id,
    workflow: row.workflow,
    engine: row.engine,
    status: row.status,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    createdBy: row.created_by,
    input: row.input as JsonValue,
    result: (row.result ?? null) as JsonValue,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    modelCalls: row.model_calls,
    tokens: row.tokens,
    progress: (row.progress ?? null) as JsonValue,
  };
}

/** Inserts a running run owned (leased) by `owner`, with its first event. */
export async function insertRun(
  db: RunDb,
  run: {
    id: string;
    workflowId: string;
    workflow: string;
    engine: 'local' | 'temporal';
    input: JsonValue;
    meta: RunMeta;
  },
  lease: { owner: string; leaseMs: number } | null,
  started: NewEvent | null,
  /** Events carried over from another run's history (a re-run from a step), after the start. */
  carried: readonly NewEvent[] = [],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('workflow_runs')
      .values({
        id: run.id,
        workflow_id: run.workflowId,
        workflow: run.workflow,
        engine: run.engine,
        status: 'running',
        subject_type: run.meta.subjectType,
        subject_id: run.meta.subjectId,
        created_by: run.meta.createdBy,
        input: JSON.stringify(run.input),
        lease_owner: lease?.owner ?? null,
        lease_expires_at: lease ? leaseUntil(lease.leaseMs) : null,
        // A Temporal worker may have reported model calls before this row was written (it is written once
        // Temporal accepted the start); they count from the start.
        ...(run.engine === 'temporal' && {
          model_calls: sql<number>`(select count(*) from agent_events where run_id = ${run.id} and type = 'model_call')`,
          tokens: sql<number>`(select coalesce(sum(tokens), 0) from agent_events where run_id = ${run.id} and type = 'model_call')`,
        }),
      })
      .execute();
    if (started) await insertEvent(trx, run.id, started, null);
    for (const event of carried) await insertEvent(trx, run.id, event, null);
  });
}

/** Records an event; with an owner, only while that owner still holds the run's lease (else throws). */
export async function insertEvent(db: RunDb, runId: string, event: NewEvent, owner: string | null) {
  const payload = JSON.stringify(event.payload);
  const result = await sql`
    insert into workflow_events (run_id, seq, type, activity, payload)
    select ${runId}, ${event.seq}, ${event.type}, ${event.activity}, ${payload}::jsonb
    where ${owner}::text is null
       or exists (select 1 from workflow_runs where id = ${runId} and lease_owner = ${owner})
  `.execute(db);
  if (result.numAffectedRows === 0n) throw new LeaseLostError(runId);
}

class LeaseLostError extends Error {
  constructor(runId: string) {
    super(`Run ${runId} is now driven by another process`);
    this.name = 'LeaseLostError';
  }
}

/** Extends the lease; false when another process has taken the run over (or it finished). */
export async function renewLease(db: RunDb, runId: string, owner: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .updateTable('workflow_runs')
    .set({ lease_expires_at: leaseUntil(leaseMs) })
    .where('id', '=', runId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes over the unfinished local runs of these workflows whose lease has lapsed or that were never leased (queued
 * for a pool), oldest first, at most `limit` of them. One UPDATE, so when processes race, Postgres re-checks the
 * lease under the row lock and each run goes to one of them (SKIP LOCKED: a racing claimer takes the next ones).
 */
export async function claimUnfinished(
  db: RunDb,
  workflows: readonly string[],
  owner: string,
  leaseMs: number,
  limit?: number,
) {
  if (workflows.length === 0 || limit === 0) return [];
  // The runs are picked in a materialized CTE, so the LIMIT is applied once: as a subquery of the UPDATE's WHERE,
  // Postgres may evaluate it again and lease more runs than asked for.
  const { rows } = await sql<WorkflowRunRow>`
    with picked as materialized (
      select id from workflow_runs
      where engine = 'local' and status = 'running' and workflow = any(${[...workflows]}::text[])
        and (lease_expires_at is null or lease_expires_at < now())
      order by started_at, id
      limit ${limit ?? null}
      for update skip locked
    )
    update workflow_runs r set lease_owner = ${owner}, lease_expires_at = ${leaseUntil(leaseMs)}
    from picked where r.id = picked.id
    returning r.*`.execute(db);
  return rows.map(toRun);
}

/** Finishes a run and records its last event, once: only the lease holder of a running run can. */
export async function finishRun(
  db: RunDb,
  runId: string,
  owner: string,
  outcome: { status: Exclude<RunStatus, 'running'>; result: JsonValue; error: string | null },
  last: NewEvent,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('workflow_runs')
      .set({
        status: outcome.status,
        result: outcome.status === 'completed' ? JSON.stringify(outcome.result) : null,
        error: outcome.error,
        finished_at: sql<Date>`now()`,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', runId)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await insertEvent(trx, runId, last, null);
    return true;
  });
}

/**
 * Ends a run whatever process drives it (a cancel or terminate from the workbench): only while it is running; its
 * lease is dropped, so the process that drove it loses its next write and stops. Records the last event after
 * whatever the run recorded so far. False when the run was already over.
 */
export async function forceFinishRun(
  db: RunDb,
  runId: string,
  outcome: { status: Exclude<RunStatus, 'running'>; error: string | null },
  last: Omit<NewEvent, 'seq'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('workflow_runs')
      .set({
        status: outcome.status,
        error: outcome.error,
        finished_at: sql<Date>`now()`,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', runId)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    const { max } = await trx
      .selectFrom('workflow_events')
      .select((eb) => eb.fn.max('seq').as('max'))
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    await insertEvent(trx, runId, { ...last, seq: Number(max ?? 0) + 1 }, null);
    return true;
  });
}

/** Mirrors a Temporal run's end on its row (Temporal holds the truth; the row keeps subject and author). */
export async function closeMirroredRun(
  db: RunDb,
  runId: string,
  outcome: {
    status: Exclude<RunStatus, 'running'>;
    result: JsonValue;
    error: string | null;
    finishedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('workflow_runs')
    .set({
      status: outcome.status,
      result: outcome.result === null ? null : JSON.stringify(outcome.result),
      error: outcome.error,
      finished_at: outcome.finishedAt,
    })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .execute();
}

export async function findRun(db: RunDb, runId: string): Promise<Run | null> {
  const row = await db.selectFrom('workflow_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  return row ? toRun(row) : null;
}

export async function listRuns(db: RunDb, filters: RunFilters, page: Page) {
  let query = db.selectFrom('workflow_runs');
  if (filters.workflow) query = query.where('workflow', '=', filters.workflow);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.engine) query = query.where('engine', '=', filters.engine);
  if (filters.startedFrom) query = query.where('started_at', '>=', filters.startedFrom);
  if (filters.startedBefore) query = query.where('started_at', '<', filters.startedBefore);
  if (filters.subjectType) query = query.where('subject_type', '=', filters.subjectType);
  if (filters.subjectId) query = query.where('subject_id', '=', filters.subjectId);
  const any = filters.subjectOrRunIn;
  if (any) {
    if (!any.length) return { runs: [], total: 0 };
    query = query.where((eb) => eb.or([eb('subject_id', 'in', [...any]), eb('id', 'in', [...any])]));
  }
  if (filters.createdBy) query = query.where('created_by', '=', filters.createdBy);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { runs: rows.map(toRun), total: Number(count.n) };
}

export async function listEvents(db: RunDb, runId: string, afterSeq = 0): Promise<RunEvent[]> {
  const rows = await db
    .selectFrom('workflow_events')
    .selectAll()
    .where('run_id', '=', runId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    runId: r.run_id,
    seq: r.seq,
    type: r.type,
    activity: r.activity,
    payload: r.payload as JsonValue,
    createdAt: r.created_at,
  }));
}
