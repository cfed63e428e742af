import type { Kysely } from 'kysely';

// Frozen in time: never imports app code.
// The round a founder raises, read from their words and corrected by them (amount with currency and rate,
// stage, sectors, business model, customers, place, and where each value came from). industry, stage and
// target_check_size stay as the spec's columns and are kept in step with it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ideas').addColumn('round', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ideas').dropColumn('round').execute();
}
