import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code. Vocabularies are copied from spec §9 as they were.
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const USER_TYPES = ['founder', 'advisor', 'investor'];
const TIME_COMMITMENTS = ['1-5_hours_month', '5-10_hours_month', '10-20_hours_month', '20+_hours_month'];

export async function up(db: Kysely<any>): Promise<void> {
  // better-auth's own tables, in the shape better-auth 1.7 expects (checked by a test against getMigrations).
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('userId').execute();
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_user_id_idx').on('account').column('userId').execute();
  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('headline', 'text')
    .addColumn('skills', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_technical', 'boolean')
    .addColumn('onboarding_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_name', 'text')
    .addColumn('user_type', 'text', (c) => c.check(sql`user_type in (${list(USER_TYPES)})`))
    .addColumn('advisory_roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('advisory_stages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('time_commitment', 'text', (c) => c.check(sql`time_commitment in (${list(TIME_COMMITMENTS)})`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('profiles_full_name_length', sql`char_length(full_name) <= 100`)
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'ops')`))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('user_context')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('context_type', 'text', (c) => c.notNull().check(sql`context_type in (${list(USER_TYPES)})`))
    .addColumn('context_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_context_pkey', ['user_id', 'context_type'])
    .execute();

  await db.schema
    .createTable('ideas')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 200`))
    .addColumn('description', 'text', (c) =>
      c.notNull().check(sql`char_length(description) between 1 and 5000`),
    )
    .addColumn('industry', 'text')
    .addColumn('stage', 'text')
    .addColumn('target_check_size', 'integer', (c) => c.check(sql`target_check_size >= 0`))
    .addColumn('documents', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recommendations', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ideas_user_created_idx')
    .on('ideas')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('ideas_created_idx').on('ideas').column('created_at').execute();

  await db.schema
    .createTable('advisor_interests')
    .addColumn('idea_id', 'uuid', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('interest_level', 'text', (c) =>
      c.notNull().check(sql`interest_level in ('interested', 'very_interested', 'contacted')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('advisor_interests_pkey', ['idea_id', 'advisor_id'])
    .execute();

  await db.schema
    .createTable('investors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('website', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('hot', 'warm', 'cold')`))
    .addColumn('stages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('focus_areas', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('check_size_min', 'integer', (c) => c.check(sql`check_size_min >= 0`))
    .addColumn('check_size_max', 'integer', (c) => c.check(sql`check_size_max >= 0`))
    .addColumn('recent_investments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'investors_check_size_range',
      sql`check_size_min is null or check_size_max is null or check_size_min <= check_size_max`,
    )
    .execute();
  await db.schema.createIndex('investors_name_idx').on('investors').column('name').execute();

  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) between 3 and 255`))
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier in ('Growth', 'Scale')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One signup per address, whatever its case: the spec's duplicate path (23505).
  await sql`create unique index waitlist_email_key on waitlist (lower(email))`.execute(db);

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('plan', 'text', (c) =>
      c.notNull().defaultTo('free').check(sql`plan in ('free', 'pro', 'enterprise')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').column('user_id').execute();

  await db.schema
    .createTable('workflow_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workflow', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull().check(sql`engine in ('local', 'temporal')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'completed', 'failed', 'cancelled')`),
    )
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('model_calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('workflow_runs_started_idx').on('workflow_runs').column('started_at').execute();
  await db.schema
    .createIndex('workflow_runs_subject_idx')
    .on('workflow_runs')
    .columns(['subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('workflow_events')
    .addColumn('run_id', 'text', (c) => c.notNull().references('workflow_runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('activity', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('workflow_events_pkey', ['run_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'workflow_events',
    'workflow_runs',
    'api_keys',
    'waitlist',
    'investors',
    'advisor_interests',
    'ideas',
    'user_context',
    'user_roles',
    'profiles',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
