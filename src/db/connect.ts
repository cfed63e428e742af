import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

// Counts and bigserials come back as int8; every one we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// A calendar date is a date, not an instant: keep 'YYYY-MM-DD' rather than a Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connect(
  connectionString: string,
  max = 10,
  onIdleError: (err: Error) => void = (err) => console.warn(`Postgres connection lost: ${err.message}`),
  /** Postgres settings for every session of this pool, e.g. { synchronous_commit: 'off' }. */
  settings: Record<string, string> = {},
): DbHandle {
  const options = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, ...(options ? { options } : {}) });
  // An idle connection that Postgres closes (restart, shutdown) must not crash the process.
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
