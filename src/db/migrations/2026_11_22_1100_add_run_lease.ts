import type { Kysely } from 'kysely';

// Frozen in time: never imports app code.
// A local-engine run is driven by the one process that holds its lease; a crashed process's lease expires
// and another process takes the run over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('workflow_runs')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('workflow_runs_unfinished_idx')
    .on('workflow_runs')
    .column('status')
    .where('status', '=', 'running')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('workflow_runs_unfinished_idx').execute();
  await db.schema
    .alterTable('workflow_runs')
    .dropColumn('lease_owner')
    .dropColumn('lease_expires_at')
    .execute();
}
