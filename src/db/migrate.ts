import { type Kysely, Migrator } from 'kysely';
import { MIGRATIONS } from './migrations';

/** Brings the schema up to date. Start-up and the tests both call this, so they never drift apart. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim());
  }
  return (results ?? []).map((r) => r.migrationName);
}
