import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 32: plans belong to accounts, not keys. `profiles.plan` is the plan an operator granted one account (null:
// the server's PLAN_DEFAULT); the public API's hourly count is kept per account, across all its keys, so that making
// more keys never buys more requests. `api_keys.plan` is no longer read.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('plan', 'text', (c) => c.check(sql`plan in ('starter', 'growth', 'scale')`))
    .execute();
  await db.schema
    .createTable('api_account_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_account_usage_pk', ['user_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_account_usage').execute();
  await db.schema.alterTable('profiles').dropColumn('plan').execute();
}
