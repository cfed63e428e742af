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
  /**
   * Opens the pool's connections now and keeps them open while idle. Each new connection is a Postgres process and a
   * password handshake (SCRAM: thousands of hash rounds): a server that opened its 40 on the first burst of
   * requests spent the first seconds of `npm run bench:load` on them, while those requests waited. Never throws.
   */
  openAll: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails. With Postgres
 * stopped a connect is refused at once; this bounds the rest (a host that does not answer, a pool worn out), so
 * a request answers 503 rather than hang.
 */
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * How long the client waits for the answer to one query before it gives up on it: a Postgres that stopped
 * answering (frozen, or its host gone without a word) fails the query rather than hang it. Far above any
 * query of the app (the largest, a migration or a batch of the data load, take a second or two).
 */
const QUERY_TIMEOUT_MS = 30_000;

export interface PoolTimeouts {
  /** CONNECTION_TIMEOUT_MS unless given. */
  connectionMs?: number;
  /** QUERY_TIMEOUT_MS unless given; 0 waits forever. */
  queryMs?: number;
}

export function connect(
  connectionString: string,
  max = 10,
  onIdleError: (err: Error) => void = (err) => console.warn(`Postgres connection lost: ${err.message}`),
  /** Postgres settings for every session of this pool, e.g. { synchronous_commit: 'off' }. */
  settings: Record<string, string> = {},
  timeouts: PoolTimeouts = {},
): DbHandle {
  const options = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectionMs ?? CONNECTION_TIMEOUT_MS,
    ...((timeouts.queryMs ?? QUERY_TIMEOUT_MS) > 0
      ? { query_timeout: timeouts.queryMs ?? QUERY_TIMEOUT_MS }
      : {}),
    // A connection whose peer vanished (no FIN, no RST) is found dead by the OS rather than waited on forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options ? { options } : {}),
  });
  // An idle connection that Postgres closes (restart, shutdown) must not crash the process.
  pool.on('error', onIdleError);
  // Nor one that is checked out between two queries (inside a transaction, say): pg emits the error on the
  // client, where the pool listens only while it is idle. The query that needs the client fails on its own, and
  // the pool drops a client that is no longer queryable when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const openAll = async () => {
    const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
    const clients = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    // Kept open once opened: pg-pool closes idle connections above `min` only. Those Postgres refused (more
    // processes than its max_connections allows for) are opened later, when needed, as before.
    pool.options.min = clients.length;
    for (const client of clients) client.release();
  };
  return { db, pool, openAll, close: () => db.destroy() };
}
