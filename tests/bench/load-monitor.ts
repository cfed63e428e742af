import { sql } from 'kysely';
import { Client, type Dispatcher, type Pool } from 'undici';
import { connect } from '../../src/db/connect';
import type { LoadStats } from './load-stats';
import { percentile } from './measure';

/**
 * Every second: how long the server takes to answer GET /api/health (nearly no work, so its latency is the time
 * a request waits in the server) on a kept-alive connection and on a new one, and what the app's Postgres
 * connections are doing. Summarised every 10 s, and at the end.
 */
export function startMonitor(
  target: { url: string; databaseUrl: string },
  pool: Pool,
  stats: LoadStats,
  start: number,
  timeout: number,
  analyses: () => number,
) {
  const handle = connect(target.databaseUrl, 1);
  const kept: number[] = [];
  const fresh: number[] = [];
  const states: Record<string, number>[] = [];
  let window = { kept: [] as number[], fresh: [] as number[] };
  // Into the window current when the answer comes (a slow one lands in the next summary).
  const time = async (dispatcher: Dispatcher, into: 'kept' | 'fresh') => {
    const t = performance.now();
    try {
      const res = await dispatcher.request({ method: 'GET', path: '/api/health' });
      await res.body.dump();
      window[into].push(performance.now() - t);
    } catch {
      window[into].push(Number.POSITIVE_INFINITY);
    }
  };
  const probe = setInterval(async () => {
    const client = new Client(target.url, { headersTimeout: timeout * 1000 });
    await Promise.all([
      time(pool, 'kept'),
      time(client, 'fresh').finally(() => client.destroy()),
      sql<{ state: string; n: number }>`
        select coalesce(state, 'none') as state, count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() group by 1`
        .execute(handle.db)
        .then(({ rows }) => states.push(Object.fromEntries(rows.map((r) => [r.state, r.n]))))
        // Postgres too busy to answer within the pool's timeout: the next second tries again
        .catch(() => {}),
    ]);
  }, 1000);
  const ms = (xs: number[], p: number) => {
    const v = percentile(xs, p);
    return v === undefined ? '-' : Number.isFinite(v) ? v.toFixed(0) : 'timeout';
  };
  const report = setInterval(() => {
    const t = stats.total;
    const k = window.kept.sort((a, b) => a - b);
    const f = window.fresh.sort((a, b) => a - b);
    kept.push(...k);
    fresh.push(...f);
    window = { kept: [], fresh: [] };
    const last = states.at(-1) ?? {};
    console.log(
      `  ${((performance.now() - start) / 1000).toFixed(0).padStart(4)} s  requests ${t.requests}  5xx ${t.fivexx}  ` +
        `net ${t.network}  analyses ${analyses()}  |  health p50/max ${ms(k, 50)}/${ms(k, 100)} ms, new ` +
        `connection ${ms(f, 50)}/${ms(f, 100)} ms  |  pg ${Object.entries(last)
          .map(([state, n]) => `${state} ${n}`)
          .join(', ')}`,
    );
  }, 10_000);
  return {
    stop: async () => {
      clearInterval(probe);
      clearInterval(report);
      await handle.close();
      kept.push(...window.kept);
      fresh.push(...window.fresh);
      kept.sort((a, b) => a - b);
      fresh.sort((a, b) => a - b);
      const avg = (state: string) =>
        (states.reduce((n, s) => n + (s[state] ?? 0), 0) / Math.max(1, states.length)).toFixed(1);
      return (
        `Server wait, GET /api/health once a second: on a kept-alive connection p50 ${ms(kept, 50)} ms, ` +
        `p95 ${ms(kept, 95)} ms, max ${ms(kept, 100)} ms; on a new connection p50 ${ms(fresh, 50)} ms, ` +
        `p95 ${ms(fresh, 95)} ms, max ${ms(fresh, 100)} ms. App Postgres connections on average: ` +
        `active ${avg('active')}, idle ${avg('idle')}, idle in transaction ${avg('idle in transaction')}`
      );
    },
  };
}
