import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// A run is one execution of a workflow id derived from its subject (`analyze-idea:<ideaId>`), as on Temporal, where
// the server itself refuses a second start of a running workflow id. The local engine holds the same rule with a
// unique index over its running runs; Temporal's runs are refused by Temporal (their rows only mirror its state, and
// a row may still say running after Temporal closed the run). Existing run ids are `<workflowId>:<uuid>`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflow_runs').addColumn('workflow_id', 'text').execute();
  await sql`update workflow_runs set workflow_id = regexp_replace(id, ':[^:]*$', '')`.execute(db);
  await sql`alter table workflow_runs alter column workflow_id set not null`.execute(db);
  await db.schema.dropIndex('workflow_runs_one_running').execute();
  await sql`create unique index workflow_runs_one_running on workflow_runs (workflow_id)
    where status = 'running' and engine = 'local'`.execute(db);
  await db.schema
    .createIndex('workflow_runs_workflow_id_idx')
    .on('workflow_runs')
    .columns(['workflow_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('workflow_runs_workflow_id_idx').execute();
  await db.schema.dropIndex('workflow_runs_one_running').execute();
  await sql`create unique index workflow_runs_one_running on workflow_runs (workflow, subject_type, subject_id)
    where status = 'running' and subject_id is not null`.execute(db);
  await db.schema.alterTable('workflow_runs').dropColumn('workflow_id').execute();
}
