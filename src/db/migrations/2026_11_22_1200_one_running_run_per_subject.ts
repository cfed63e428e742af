import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// One running run of a workflow per subject (an idea is analysed once at a time), held by the database so
// two requests at the same instant cannot both start one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index workflow_runs_one_running on workflow_runs (workflow, subject_type, subject_id)
    where status = 'running' and subject_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('workflow_runs_one_running').execute();
}
