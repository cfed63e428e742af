import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 33: a founder's own network, imported from LinkedIn's Connections.csv or a Google Contacts export. Each
// contact belongs to one user and goes with them; `key` (the profile URL, else the e-mail, else name and company)
// makes a re-import update a contact instead of adding it twice. An import's progress is its own row, written
// outside the import's transaction so the page can follow it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('email', 'text')
    .addColumn('company', 'text')
    .addColumn('position', 'text')
    .addColumn('connected_on', 'date')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('linkedin', 'google')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('contacts_user_key', ['user_id', 'key'])
    .execute();
  await sql`create index contacts_user_name on contacts (user_id, lower(full_name))`.execute(db);

  await db.schema
    .createTable('contact_imports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('linkedin', 'google')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('running').check(sql`status in ('running', 'done', 'failed')`),
    )
    .addColumn('bytes_total', 'bigint')
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    // Why rows were skipped, by line number: never a cell's content.
    .addColumn('skipped_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_imports_user')
    .on('contact_imports')
    .columns(['user_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_imports').execute();
  await db.schema.dropTable('contacts').execute();
}
