import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// What the agents of a run reported, step by step: each LangGraph node's start, end (with its time) or failure,
// and each model call (attempt, validity, tokens). The workflow history (workflow_events) stays the engines'
// own record, which replay compares; this is telemetry beside it, for the workbench. No foreign key to
// workflow_runs: a Temporal worker may report before the run's row is written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('graph', 'text', (c) => c.notNull())
    .addColumn('node', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('node_start', 'node_end', 'node_error', 'model_call', 'fallback')`),
    )
    .addColumn('ms', 'integer')
    .addColumn('tokens', 'integer')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agent_events_run_idx').on('agent_events').columns(['run_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_events').execute();
}
