import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// What the matcher needs to fit an investor to a founder's round beyond its deals: whether it leads rounds, the
// countries it says it invests in, its directory portfolio count, and the stages and sectors the directories
// state (2026) apart from those read from its 2013 deals.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('investors')
    .addColumn('leads_rounds', 'boolean')
    .addColumn('invests_in', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('portfolio_count', 'integer')
    .addColumn('stated_stages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('stated_focus', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('investors')
    .dropColumn('leads_rounds')
    .dropColumn('invests_in')
    .dropColumn('portfolio_count')
    .dropColumn('stated_stages')
    .dropColumn('stated_focus')
    .execute();
}
