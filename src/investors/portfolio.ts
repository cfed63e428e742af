import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { PortfolioCompanyTable } from './investor.table';

/** The companies an investor backed, with the rounds it joined, most recent first. */
export async function listPortfolio(db: Db, investorId: string) {
  const rows = await db
    .selectFrom('round_investors as ri')
    .innerJoin('rounds as r', 'r.id', 'ri.round_id')
    .leftJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'r.company_id',
      'r.company_name',
      'r.round',
      'r.funded_at',
      'r.amount_usd',
      'c.category_code',
      'c.sectors',
      'c.city',
      'c.state',
      'c.country',
      'c.funding_total_usd',
    ])
    .where('ri.investor_id', '=', investorId)
    .orderBy('r.funded_at', (ob) => ob.desc().nullsLast())
    .execute();
  const companies = new Map<string, ReturnType<typeof toCompany>>();
  for (const row of rows) {
    const id = row.company_id ?? row.company_name;
    const company = companies.get(id) ?? toCompany(id, row);
    company.rounds.push({ round: row.round, funded_at: row.funded_at, amount_usd: row.amount_usd });
    companies.set(id, company);
  }
  return [...companies.values()];
}

function toCompany(
  id: string,
  row: {
    company_name: string;
    category_code: string | null;
    sectors: string[] | null;
    city: string | null;
    state: string | null;
    country: string | null;
    funding_total_usd: number | null;
  },
) {
  return {
    id,
    name: row.company_name,
    industry: row.category_code,
    sectors: row.sectors ?? [],
    location: [row.city, row.state, row.country].filter(Boolean).join(', ') || null,
    funding_total_usd: row.funding_total_usd,
    rounds: [] as { round: string | null; funded_at: string | null; amount_usd: number | null }[],
  };
}

/** The companies the investor's website lists (the portfolio crawler's), by name. */
export async function listWebsitePortfolio(db: Db, investorId: string) {
  const rows = await db
    .selectFrom('portfolio_companies')
    .select(['name', 'funding_stage', 'description', 'industry', 'tags', 'website', 'scraped_at'])
    .where('investor_id', '=', investorId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ ...r, scraped_at: r.scraped_at.toISOString() }));
}

/** Writes the companies a crawl of the investor's website found; one already listed is updated, not repeated. */
export async function saveWebsitePortfolio(db: Db, rows: Insertable<PortfolioCompanyTable>[]): Promise<void> {
  await db
    .insertInto('portfolio_companies')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['investor_id', 'name_key']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        funding_stage: eb.ref('excluded.funding_stage'),
        description: eb.ref('excluded.description'),
        industry: eb.ref('excluded.industry'),
        tags: eb.ref('excluded.tags'),
        website: eb.ref('excluded.website'),
        source_url: eb.ref('excluded.source_url'),
        run_id: eb.ref('excluded.run_id'),
        scraped_at: new Date(),
      })),
    )
    .execute();
}
