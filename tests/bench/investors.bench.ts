import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createApiKey } from '../../src/auth/api-keys';
import { connect } from '../../src/db/connect';
import { fmt, percentile, timeEach } from './measure';
import type { ServedApp } from './serve';

// The bench's search: text with filters, as a founder would type it on /investors.
const QUERY = { q: 'fintech', stage: 'seed', location: 'london', limit: '20' };
const LATENCY_SAMPLES = 500;
// Under the enterprise key's 10,000 requests an hour, so no request of the run is refused for its rate.
const LOAD_REQUESTS = 9000;
const CONNECTIONS = 50;

export async function benchInvestorSearch(app: ServedApp) {
  const handle = connect(app.databaseUrl, 2);
  const db = handle.db;
  try {
    await db.insertInto('user').values({ id: 'bench', name: 'Bench', email: 'bench@example.com' }).execute();
    const key = await createApiKey(db, 'bench', 'bench');
    await db.updateTable('api_keys').set({ plan: 'enterprise' }).where('id', '=', key.id).execute();
    const url = `${app.url}/api/v1/investors?${new URLSearchParams(QUERY)}`;
    const headers = { authorization: `Bearer ${key.key}` };
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { total: number };
    console.log(`Query ${url.split('?')[1]}: ${body.total} investors match (HTTP ${first.status})`);

    const api = await timeEach(LATENCY_SAMPLES, () => fetch(url, { headers }).then((r) => r.arrayBuffer()));
    const ilike = await timeEach(LATENCY_SAMPLES, () =>
      sql`select * from investors
          where (lower(name) like ${'%fintech%'} or lower(description) like ${'%fintech%'}
                 or exists (select 1 from unnest(focus_areas) f where f ilike ${'%fintech%'}))
            and ${'seed'} = any(stages) and location ilike ${'%london%'}
          order by investment_count desc, id limit 20`.execute(db),
    );
    await db.deleteFrom('api_key_usage').execute();
    const load = await autocannon({ url, headers, connections: CONNECTIONS, amount: LOAD_REQUESTS });

    console.log(
      '\nInvestor search through GET /api/v1/investors (bearer key, rate limit counted in Postgres)',
    );
    console.log(
      `  latency, one client:   p50 ${fmt(percentile(api, 50))}   p95 ${fmt(percentile(api, 95))}   (goal: p95 < 20 ms)`,
    );
    console.log(
      `  throughput, ${CONNECTIONS} conns:  ${load.requests.average.toFixed(0)} req/s   p50 ${load.latency.p50} ms   p97.5 ${load.latency.p97_5} ms   non-2xx ${load.non2xx}   errors ${load.errors}   (goal: > 1,000 req/s)`,
    );
    console.log(
      `  same filter as a plain Postgres ILIKE scan: p50 ${fmt(percentile(ilike, 50))}   p95 ${fmt(percentile(ilike, 95))}`,
    );
    return { p50: percentile(api, 50), p95: percentile(api, 95), rps: load.requests.average };
  } finally {
    await handle.close();
  }
}
