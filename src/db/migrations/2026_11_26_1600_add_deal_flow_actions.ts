import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 21, the two-sided loop. What an investor decides about an idea (interested, or passed) is told to its
// founder; what they keep for themselves (saved for later, a private note) is theirs alone, in a table of its own
// so that no query of the founder's side can reach it. A deck request asks the founder to share a document.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('investor_decisions')
    .addColumn('idea_id', 'uuid', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('investor_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('interested', 'passed')`))
    // To the founder, with an interest.
    .addColumn('note', 'text')
    .addColumn('pass_reason', 'text')
    .addColumn('pass_details', 'text')
    // The founder sees only "passed" unless the investor allows the reason.
    .addColumn('share_reason', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pipeline_entry_id', 'uuid', (c) => c.references('pipeline_entries.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('investor_decisions_pkey', ['idea_id', 'investor_id'])
    .execute();
  await db.schema
    .createIndex('investor_decisions_investor')
    .on('investor_decisions')
    .columns(['investor_id', 'decision'])
    .execute();

  await db.schema
    .createTable('investor_bookmarks')
    .addColumn('investor_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('idea_id', 'uuid', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('saved_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('investor_bookmarks_pkey', ['investor_id', 'idea_id'])
    .execute();

  await db.schema
    .createTable('document_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idea_id', 'uuid', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('requester_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'granted', 'declined')`),
    )
    .addColumn('document_id', 'text')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  // One open request per investor and idea: asking twice while the founder has not answered changes nothing.
  await sql`create unique index document_requests_pending on document_requests (idea_id, requester_id)
    where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_requests').execute();
  await db.schema.dropTable('investor_bookmarks').execute();
  await db.schema.dropTable('investor_decisions').execute();
}
