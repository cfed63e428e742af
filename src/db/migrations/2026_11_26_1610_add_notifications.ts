import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 21: what the other side did, kept for each user (the bell), with when it was read and when it went out in
// an e-mail digest; and each user's digest frequency, unsubscribe token and last digest.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    // A path of the web app where the user acts on it (/idea/…#interest).
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('idea_id', 'uuid', (c) => c.references('ideas.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    // The same event recorded twice (two processes, a retried step) is one notification.
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('emailed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`create unique index notifications_dedupe on notifications (user_id, dedupe_key)
    where dedupe_key is not null`.execute(db);
  await sql`create index notifications_undigested on notifications (user_id)
    where read_at is null and emailed_at is null`.execute(db);

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('digest', 'text', (c) =>
      c.notNull().defaultTo('daily').check(sql`digest in ('off', 'daily', 'weekly')`),
    )
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('last_digest_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
