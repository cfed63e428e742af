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

// Distinct searches, none repeated within a run, so none is answered from the page cache: what a crowd of
// founders typing their own queries costs. Words × stages × places, each combined with the bench's filters.
/** The words founders search by, shared with the load bench (tests/bench/load-mix.ts). */
export const SEARCH_WORDS = [
  'fintech',
  'saas',
  'health',
  'biotech',
  'software',
  'payments',
  'security',
  'mobile',
  'games',
  'energy',
  'education',
  'ecommerce',
  'analytics',
  'hardware',
  'media',
  'advertising',
  'marketplace',
  'robotics',
  'insurance',
  'travel',
  'food',
  'fashion',
  'music',
  'social',
  'cloud',
  'data',
  'ai',
  'lending',
  'crypto',
  'logistics',
] as const;
const WORDS = SEARCH_WORDS;
const STAGES = ['', 'pre-seed', 'seed', 'series-a', 'series-b'];
const PLACES = ['', 'london', 'new york', 'san francisco', 'boston', 'berlin', 'paris'];
/** Distinct /api/v1/investors searches, endlessly; shared with the memory bench. */
export function* distinctSearches(): Generator<string> {
  for (let page = 1; ; page++)
    for (const q of WORDS)
      for (const stage of STAGES)
        for (const location of PLACES) {
          const params = new URLSearchParams({ q, limit: String(10 + (page % 40)) });
          if (stage) params.set('stage', stage);
          if (location) params.set('location', location);
          yield `/api/v1/investors?${params}`;
        }
}

export async function benchInvestorSearch(app: ServedApp) {
  const handle = connect(app.databaseUrl, 2);
  const db = handle.db;
  try {
    // An account (scale plan) and key per load run, each under its hourly limit: the limit is the account's.
    let accounts = 0;
    const newKey = async () => {
      const id = `bench-${++accounts}`;
      await db
        .insertInto('user')
        .values({ id, name: 'Bench', email: `${id}@example.com` })
        .execute();
      await db
        .insertInto('profiles')
        .values({ id, email: `${id}@example.com`, plan: 'scale' })
        .execute();
      return createApiKey(db, id, 'bench', 'scale');
    };
    const key = await newKey();
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
    const load = await autocannon({ url, headers, connections: CONNECTIONS, amount: LOAD_REQUESTS });
    const searches = distinctSearches();
    const coldKey = await newKey();
    const cold = await autocannon({
      url: app.url,
      headers: { authorization: `Bearer ${coldKey.key}` },
      connections: CONNECTIONS,
      amount: LOAD_REQUESTS,
      requests: [{ setupRequest: (req) => ({ ...req, path: searches.next().value! }) }],
    });

    console.log(
      '\nInvestor search through GET /api/v1/investors (bearer key, rate limit counted in Postgres)',
    );
    console.log(
      `  latency, one client:   p50 ${fmt(percentile(api, 50))}   p95 ${fmt(percentile(api, 95))}   (goal: p95 < 20 ms)`,
    );
    console.log(
      `  throughput, ${CONNECTIONS} conns, this query:      ${load.requests.average.toFixed(0)} req/s   p50 ${load.latency.p50} ms   p97.5 ${load.latency.p97_5} ms   non-2xx ${load.non2xx}   errors ${load.errors}   (goal: > 1,000 req/s)`,
    );
    console.log(
      `  throughput, ${CONNECTIONS} conns, distinct queries: ${cold.requests.average.toFixed(0)} req/s   p50 ${cold.latency.p50} ms   p97.5 ${cold.latency.p97_5} ms   non-2xx ${cold.non2xx}   errors ${cold.errors}   (no page cache hits)`,
    );
    console.log(
      `  same filter as a plain Postgres ILIKE scan: p50 ${fmt(percentile(ilike, 50))}   p95 ${fmt(percentile(ilike, 95))}`,
    );
    return {
      p50: percentile(api, 50),
      p95: percentile(api, 95),
      rps: load.requests.average,
      distinctRps: cold.requests.average,
    };
  } finally {
    await handle.close();
  }
}
