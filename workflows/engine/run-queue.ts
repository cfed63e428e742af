import { sql } from 'kysely';
import pg from 'pg';
import type { RunDb } from './run-store';

/** The Postgres channel on which a queued run is announced to the pools of every process. */
const CHANNEL = 'roundwise_run_queued';
const RECONNECT_MS = 2_000;

/** Tells every pool listening on this database that a run of `workflow` waits. */
export async function notifyQueued(db: RunDb, workflow: string): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${workflow})`.execute(db);
}

/**
 * Calls `onQueued` whenever a run is queued on this database, over a connection of its own (LISTEN). A lost
 * connection is made again; meanwhile the pools still find their work by looking every second.
 */
export function listenForQueued(
  databaseUrl: string,
  onQueued: (workflow: string) => void,
  onError: (err: unknown) => void,
): { close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', (msg) => onQueued(msg.payload ?? ''));
    c.on('error', (err) => {
      onError(err);
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onError(err);
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export interface QueueStats {
  /** Runs waiting for a pool (never taken, or left by a process that stopped). */
  waiting: number;
  /** Runs a live process drives now. */
  running: number;
}

export async function queueStats(db: RunDb, workflows: readonly string[]): Promise<QueueStats> {
  if (workflows.length === 0) return { waiting: 0, running: 0 };
  const row = await db
    .selectFrom('workflow_runs')
    .select([
      sql<number>`count(*) filter (where lease_expires_at is null or lease_expires_at < now())::int`.as(
        'waiting',
      ),
      sql<number>`count(*) filter (where lease_expires_at >= now())::int`.as('running'),
    ])
    .where('engine', '=', 'local')
    .where('status', '=', 'running')
    .where('workflow', 'in', workflows)
    .executeTakeFirstOrThrow();
  return { waiting: row.waiting, running: row.running };
}

/** Seconds the last completed runs of `workflow` took from start to finish (at most `n`), or null if none. */
export async function typicalRunSeconds(db: RunDb, workflow: string, n = 20): Promise<number | null> {
  const row = await sql<{ seconds: number | null }>`
    select avg(extract(epoch from finished_at - started_at))::float8 as seconds from (
      select started_at, finished_at from workflow_runs
      where workflow = ${workflow} and status = 'completed' and finished_at is not null
      order by finished_at desc limit ${n}) recent`.execute(db);
  return row.rows[0]?.seconds ?? null;
}

/**
 * Ends every lease at once: for a database only this installation uses (the embedded one), at a start, when no
 * process of it runs, so the runs a killed process left are taken over now rather than when their leases lapse.
 */
export async function expireAllLeases(db: RunDb): Promise<number> {
  const result = await db
    .updateTable('workflow_runs')
    .set({ lease_expires_at: sql<Date>`now() - interval '1 second'` })
    .where('engine', '=', 'local')
    .where('status', '=', 'running')
    .where('lease_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
