import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 33: named people at investor firms, from the firm's own team page (the crawler), an admin's CSV, or an
// investor who says on Roundwise that they work there. One row per person and firm (`name_key`); a person
// another source names again is updated, and keeps where they were last seen and when.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('investor_people')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('investor_id', 'text', (c) => c.notNull().references('investors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('focus', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('website', 'admin', 'claimed')`))
    .addColumn('source_url', 'text')
    // The investor user who claimed the firm, for a 'claimed' row: their row goes when they change firm or leave.
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('investor_people_investor_name', ['investor_id', 'name_key'])
    .execute();
  await sql`create index investor_people_linkedin on investor_people (lower(linkedin_url))
    where linkedin_url is not null`.execute(db);
  await sql`create unique index investor_people_claim on investor_people (user_id)
    where user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('investor_people').execute();
}
