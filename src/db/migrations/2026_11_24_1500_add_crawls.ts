import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Crawls (issue 6): a run's live progress (pages done and queued, items found), written by its activities while
// they run; and the portfolio companies scraped from investors' websites, one row per company and investor.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflow_runs').addColumn('progress', 'jsonb').execute();
  await db.schema
    .createTable('portfolio_companies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('investor_id', 'text', (c) => c.notNull().references('investors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('funding_stage', 'text')
    .addColumn('description', 'text')
    .addColumn('industry', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('website', 'text')
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('scraped_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('portfolio_companies_investor_name_key', ['investor_id', 'name_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portfolio_companies').execute();
  await db.schema.alterTable('workflow_runs').dropColumn('progress').execute();
}
