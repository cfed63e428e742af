import type { Kysely } from 'kysely';

// Frozen in time: never imports app code.
// A founder may keep an idea out of investors' deal flow (shown by default, as the spec implies); and an
// advisor's interests are read by advisor (their recommendations) as well as by idea (the founder's list).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ideas')
    .addColumn('show_in_deal_flow', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('advisor_interests_advisor_idx')
    .on('advisor_interests')
    .column('advisor_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('advisor_interests_advisor_idx').execute();
  await db.schema.alterTable('ideas').dropColumn('show_in_deal_flow').execute();
}
