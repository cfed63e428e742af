import type { Kysely } from 'kysely';

// Frozen in time: never imports app code.
// better-auth's rate-limit counters (its `storage: 'database'`), in the shape better-auth 1.7 expects: sign-in,
// sign-up and password attempts are counted in Postgres, so every server process sharing the database agrees.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();
  // Expired windows are deleted by lastRequest.
  await db.schema.createIndex('rate_limit_last_request_idx').on('rateLimit').column('lastRequest').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rateLimit').execute();
}
