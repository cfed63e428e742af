import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Messages sent with the contact form, kept for admins to read (the spec's form sends nothing).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) between 3 and 255`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`char_length(message) between 1 and 5000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
