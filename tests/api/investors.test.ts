import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvestor, TSearchInvestorsResponse } from '../../core/contracts/investors';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let anonymous: Client;
let member: Client;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = new Client(app.url);
  member = (await onboardedUser(app.url, 'founder')).client;
});
afterAll(() => app.close());

const search = async (c: Client, params: Record<string, string | number>) => {
  const res = await c.get<TSearchInvestorsResponse>(
    `/api/investors?${new URLSearchParams(params as Record<string, string>)}`,
  );
  expect(res.status).toBe(200);
  return res.body;
};
const names = (r: TSearchInvestorsResponse) => r.investors.map((i) => i.name);

describe('search relevance on the real data', () => {
  it.each([
    ['Sequoia', 'Sequoia Capital'],
    ['sequ', 'Sequoia Capital'],
    ['andreessen horowitz', 'Andreessen Horowitz'],
    ['Y Combinator', 'Y Combinator'],
    ['accel', 'Accel'],
  ])('"%s" ranks %s first', async (q, expected) => {
    expect(names(await search(member, { q, limit: 10 }))[0]).toBe(expected);
  });

  it('"seed fintech in London" finds seed-stage fintech investors in London, and only those', async () => {
    const r = await search(member, { q: 'seed fintech in London', limit: 10 });
    expect(r.total).toBeGreaterThanOrEqual(10);
    for (const inv of r.investors) {
      expect(inv.stages).toContain('seed');
      expect(inv.focus_areas.includes('fintech') || /fintech/i.test(inv.description ?? '')).toBe(true);
      expect(inv.location ?? '').toMatch(/london/i);
    }
  });

  it('"biotech Boston" puts Boston life-science investors in the top 10', async () => {
    const r = await search(member, { q: 'biotech Boston', limit: 10 });
    expect(names(r)).toEqual(expect.arrayContaining(['5AM Ventures']));
    for (const inv of r.investors) expect(inv.location ?? '').toMatch(/boston/i);
  });

  it('"climate seed Berlin" finds climate investors in Berlin', async () => {
    const r = await search(member, { q: 'climate seed Berlin', limit: 10 });
    expect(r.investors.length).toBe(10);
    for (const inv of r.investors) {
      expect(inv.location ?? '').toMatch(/berlin/i);
      expect(inv.focus_areas.some((f) => ['climate', 'cleantech', 'energy'].includes(f))).toBe(true);
    }
  });
});

describe('filters and sorting', () => {
  it('status, stage, focus, location and check size all narrow the results', async () => {
    const all = await search(member, { limit: 1 });
    expect(all.total).toBeGreaterThan(20_000);
    const r = await search(member, {
      status: 'hot',
      stage: 'seed',
      focus: 'fintech',
      location: 'new york',
      check_min: 250,
      check_max: 1000,
      limit: 50,
    });
    expect(r.total).toBeGreaterThan(0);
    expect(r.total).toBeLessThan(all.total);
    for (const inv of r.investors) {
      expect(inv.status).toBe('hot');
      expect(inv.stages).toContain('seed');
      expect(inv.focus_areas).toContain('fintech');
      expect(inv.location?.toLowerCase()).toContain('new york');
      expect(inv.check_size_max!).toBeGreaterThanOrEqual(250);
      expect(inv.check_size_min!).toBeLessThanOrEqual(1000);
    }
  });

  it('sorts by name, by most recent deal and by activity', async () => {
    const byName = (await search(member, { sort: 'name', limit: 20 })).investors.map((i) => i.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const recent = (await search(member, { sort: 'recent', limit: 20 })).investors.map(
      (i) => i.last_investment_date ?? '',
    );
    expect(recent).toEqual([...recent].sort().reverse());
    const active = (await search(member, { limit: 20 })).investors.map((i) => i.investment_count);
    expect(active).toEqual([...active].sort((a, b) => b - a));
  });

  it('answers with the as-of date of the data', async () => {
    expect((await search(member, { limit: 1 })).as_of).toBe('2013-06-30');
  });
});

describe('pagination', () => {
  it('pages through a search with cursors, never repeating an investor', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let total = 0;
    for (let page = 0; page < 4; page++) {
      const r: TSearchInvestorsResponse = await search(member, {
        q: 'fintech',
        limit: 25,
        ...(cursor ? { cursor } : {}),
      });
      total = r.total;
      for (const inv of r.investors) {
        expect(seen.has(inv.id)).toBe(false);
        seen.add(inv.id);
      }
      cursor = r.next_cursor;
      expect(cursor).not.toBeNull();
    }
    expect(seen.size).toBe(100);
    expect(total).toBeGreaterThan(100);
  });

  it('refuses a cursor from another search', async () => {
    const first = await search(member, { q: 'fintech', limit: 5 });
    const res = await member.get(`/api/investors?q=biotech&cursor=${first.next_cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('cursor');
  });

  it('gives signed-out visitors the first 6 results only, with the full total', async () => {
    const r = await search(anonymous, { status: 'hot', limit: 50 });
    expect(r.investors).toHaveLength(6);
    expect(r.next_cursor).toBeNull();
    const full = await search(member, { status: 'hot', limit: 6 });
    expect(r.total).toBe(full.total);
    expect(r.investors.map((i: TInvestor) => i.id)).toEqual(full.investors.map((i) => i.id));
  });
});

describe('validation', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['limit=abc', 'limit'],
    ['status=lukewarm', 'status'],
    ['sort=random', 'sort'],
    ['check_min=500&check_max=100', 'check_min'],
    ['check_min=-1', 'check_min'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await member.get(`/api/investors?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(field);
  });
});

describe('landing page data', () => {
  it('features four hot investors with a website and a recent deal', async () => {
    const res = await anonymous.get<{ investors: TInvestor[] }>('/api/investors/featured');
    expect(res.body.investors).toHaveLength(4);
    for (const inv of res.body.investors) {
      expect(inv.status).toBe('hot');
      expect(inv.website).toMatch(/^https?:\/\//);
      expect(inv.recent_investments.length).toBeGreaterThan(0);
    }
  });

  it('reports the size and the as-of date of the database', async () => {
    const res = await anonymous.get('/api/investors/meta');
    expect(res.body).toEqual({ as_of: '2013-06-30', total: expect.any(Number), sources: expect.any(Array) });
    // Where the data comes from and the date each part describes (issue 19).
    expect(res.body.sources.map((s: { id: string; as_of: string | null }) => [s.id, s.as_of])).toEqual([
      ['deal_history', '2013-06-30'],
      ['firm_directory', '2026-08'],
      ['investor_profiles', null],
    ]);
    expect(res.body.total).toBeGreaterThan(20_000);
  });
});

describe('cached pages', () => {
  it('answers a repeated search the same, and a reload of the data shows at once', async () => {
    const query = { q: 'quokkafund', limit: 5 };
    const before = await search(member, query);
    expect(before.total).toBe(0);
    // The same page again (now from the page cache) is the same answer.
    expect(await search(member, { status: 'hot', limit: 7 })).toEqual(
      await search(member, { status: 'hot', limit: 7 }),
    );
    const renamed = await app.db
      .updateTable('investors')
      .set({ name: 'Quokkafund Partners' })
      .where('id', '=', (await search(member, { q: 'sequoia', limit: 1 })).investors[0]!.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    // Until the index is rebuilt, searches answer from the data it was built from...
    expect((await search(member, query)).total).toBe(0);
    await app.investors.refresh();
    // ...and after it no cached page of the old index is served: the renamed firm comes first (investors near the
    // word's meaning may follow it).
    const after = await search(member, query);
    expect(after.investors[0]?.id).toBe(renamed.id);
  });
});

describe('the investor data is ready for the planner once loaded', () => {
  it('has statistics, so a portfolio reads its investor’s few rounds by index rather than all 41K', async () => {
    const analysed = await app.db
      .selectFrom('pg_stats' as never)
      .select(sql<string>`tablename`.as('tablename'))
      .where(sql`schemaname`, '=', 'public')
      .where(sql`tablename`, 'in', ['rounds', 'round_investors', 'companies', 'investors'])
      .groupBy(sql`tablename`)
      .execute();
    expect(analysed.map((r) => r.tablename).sort()).toEqual([
      'companies',
      'investors',
      'round_investors',
      'rounds',
    ]);
    // An investor with a handful of deals, as most are: the portfolio's join (src/investors/portfolio.ts).
    const { investor_id } = await app.db
      .selectFrom('round_investors')
      .select('investor_id')
      .groupBy('investor_id')
      .having(sql`count(*)`, '=', 3)
      .orderBy('investor_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const plan = await app.db
      .selectFrom('round_investors as ri')
      .innerJoin('rounds as r', 'r.id', 'ri.round_id')
      .leftJoin('companies as c', 'c.id', 'r.company_id')
      .select(['r.company_id', 'r.funded_at', 'c.category_code'])
      .where('ri.investor_id', '=', investor_id)
      .orderBy('r.funded_at', (ob) => ob.desc().nullsLast())
      .explain('json');
    // Every scan in the plan, as "<node type> <table>".
    const scans: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Relation Name'] === 'string')
        scans.push(`${node['Node Type']} ${node['Relation Name']}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((plan[0] as { 'QUERY PLAN': { Plan: Record<string, unknown> }[] })['QUERY PLAN'][0]!.Plan);
    expect(scans.filter((s) => s.endsWith(' rounds'))).toEqual([expect.stringMatching(/^Index/)]);
  });
});
