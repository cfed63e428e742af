import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// The fundraising pipeline: one round per idea, the investors in it moving through stages, and each investor's
// timeline (stage changes, notes, intro edits). Money in whole US dollars.
const STAGES = `'need_to_reach_out', 'waiting_for_intro', 'contacted', 'meeting', 'due_diligence', 'term_sheet', 'committed', 'passed'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pipeline_rounds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idea_id', 'uuid', (c) => c.notNull().unique().references('ideas.id').onDelete('cascade'))
    .addColumn('target_amount', 'bigint', (c) => c.notNull().check(sql`target_amount > 0`))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('close_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('pipeline_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idea_id', 'uuid', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('investor_id', 'text', (c) => c.references('investors.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('firm', 'text')
    .addColumn('email', 'text')
    .addColumn('stage', 'text', (c) => c.notNull().check(sql.raw(`stage in (${STAGES})`)))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pass_reason', 'text')
    .addColumn('expected_amount', 'bigint', (c) => c.check(sql`expected_amount >= 0`))
    .addColumn('committed_amount', 'bigint', (c) => c.check(sql`committed_amount >= 0`))
    .addColumn('next_follow_up', 'date')
    .addColumn('intro_subject', 'text')
    .addColumn('intro_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One card per investor of our database, and per typed name, in a round.
  await sql`create unique index pipeline_entries_investor on pipeline_entries (idea_id, investor_id)
    where investor_id is not null`.execute(db);
  await sql`create unique index pipeline_entries_name on pipeline_entries (idea_id, lower(name))
    where investor_id is null`.execute(db);
  await db.schema
    .createIndex('pipeline_entries_follow_up')
    .on('pipeline_entries')
    .column('next_follow_up')
    .execute();
  await db.schema
    .createTable('pipeline_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entry_id', 'uuid', (c) => c.notNull().references('pipeline_entries.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('pipeline_events_entry')
    .on('pipeline_events')
    .columns(['entry_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pipeline_events').execute();
  await db.schema.dropTable('pipeline_entries').execute();
  await db.schema.dropTable('pipeline_rounds').execute();
}
