import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .alterTable('investors')
    .addColumn('country', 'text')
    .addColumn('description_source', 'text', (c) =>
      c.check(sql`description_source in ('source', 'generated')`),
    )
    .addColumn('check_size_source', 'text', (c) => c.check(sql`check_size_source in ('stated', 'estimated')`))
    .addColumn('investment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_investment_date', 'date')
    .addColumn('firm_type', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('source_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The spec's search is a case-insensitive substring match on name, description or a focus area: trigram
  // indexes serve it without a full scan.
  await sql`create index investors_name_trgm on investors using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index investors_description_trgm on investors using gin (lower(description) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index investors_stages_idx on investors using gin (stages)`.execute(db);
  await sql`create index investors_focus_idx on investors using gin (focus_areas)`.execute(db);
  await db.schema.createIndex('investors_status_idx').on('investors').column('status').execute();
  await db.schema
    .createIndex('investors_last_investment_idx')
    .on('investors')
    .column('last_investment_date')
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permalink', 'text')
    .addColumn('category_code', 'text')
    .addColumn('sectors', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('funding_total_usd', 'bigint')
    .addColumn('status', 'text')
    .addColumn('founded_year', 'integer')
    .addColumn('first_funding_at', 'date')
    .addColumn('last_funding_at', 'date')
    .addColumn('description', 'text')
    .addColumn('website', 'text')
    .execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('round', 'text')
    .addColumn('source_round_type', 'text')
    .addColumn('funded_at', 'date')
    .addColumn('amount_usd', 'bigint', (c) => c.check(sql`amount_usd >= 0`))
    .execute();
  await db.schema.createIndex('rounds_company_idx').on('rounds').column('company_id').execute();
  await db.schema.createIndex('rounds_funded_idx').on('rounds').column('funded_at').execute();

  await db.schema
    .createTable('round_investors')
    .addColumn('round_id', 'text', (c) => c.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('investor_id', 'text', (c) => c.notNull().references('investors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('round_investors_pkey', ['round_id', 'investor_id'])
    .execute();
  await db.schema
    .createIndex('round_investors_investor_idx')
    .on('round_investors')
    .column('investor_id')
    .execute();

  // What was loaded, from which build, and the data's as-of date; a later start compares it to skip the load.
  await db.schema
    .createTable('data_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Requests per API key per hour window, counted in Postgres so limits hold across processes.
  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'uuid', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('api_key_usage_pkey', ['key_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['api_key_usage', 'data_meta', 'round_investors', 'rounds', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of [
    'investors_name_trgm',
    'investors_description_trgm',
    'investors_stages_idx',
    'investors_focus_idx',
    'investors_status_idx',
    'investors_last_investment_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('investors')
    .dropColumn('country')
    .dropColumn('description_source')
    .dropColumn('check_size_source')
    .dropColumn('investment_count')
    .dropColumn('last_investment_date')
    .dropColumn('firm_type')
    .dropColumn('linkedin_url')
    .dropColumn('source_ids')
    .dropColumn('updated_at')
    .execute();
}
