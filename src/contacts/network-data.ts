import { InvestorResolver, nameKeys } from '../../core/dataset/entity-resolution';
import type { Db } from '../db/connect';
import type { InvestorNameIndex } from '../investors/investor-name-index';
import { investorNameIndex } from '../investors/investor-name-index';
import { linkedinProfileKey } from './contact-cells';

/** A deal of an investor in a company: the round and its year (the history ends in June 2013). */
interface Backing {
  investorId: string;
  round: string | null;
  year: number | null;
}

/**
 * What the data says about who is connected to whom, for finding warm paths: every investor's and company's names
 * and websites with the data build's resolver over them, who backed each company (the rounds), the rounds each
 * investor joined (for who invested alongside whom), the people on investors' team pages by their LinkedIn
 * profile, and the companies on investors' own portfolio pages. Plain data: the path finder is a pure function of it.
 */
export interface NetworkData {
  investors: InvestorNameIndex;
  companies: {
    resolver: InvestorResolver;
    names: Map<string, string>;
    /** What the company data says of each (for design partners: its category, funding and status). */
    facts: Map<
      string,
      { category_code: string | null; funding_total_usd: number | null; status: string | null }
    >;
  };
  backers: Map<string, Backing[]>;
  roundsOf: Map<string, string[]>;
  investorsOf: Map<string, string[]>;
  roundYear: Map<string, number | null>;
  /** Team-page people by LinkedIn profile key. */
  people: Map<string, { investorId: string; name: string; title: string | null }[]>;
  /** Companies an investor's own website lists, by name key. */
  sitePortfolio: Map<string, { investorId: string; name: string }[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Read again at most this often: an import of VCs or a scraped team page changes it. */
const FRESH_MS = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<Omit<NetworkData, 'people' | 'sitePortfolio'>> }>();

/** The rounds' part is cached per process (some 40K rounds); the crawled parts are read every time (small). */
export async function loadNetworkData(db: Db): Promise<NetworkData> {
  let hit = cache.get(db);
  if (!hit || Date.now() - hit.at >= FRESH_MS) {
    hit = { at: Date.now(), data: loadDeals(db) };
    cache.set(db, hit);
    hit.data.catch(() => cache.delete(db));
  }
  const [deals, people, site] = await Promise.all([
    hit.data,
    db
      .selectFrom('investor_people')
      .select(['investor_id', 'name', 'title', 'linkedin_url'])
      .where('linkedin_url', 'is not', null)
      .execute(),
    db.selectFrom('portfolio_companies').select(['investor_id', 'name']).execute(),
  ]);
  const byProfile = new Map<string, { investorId: string; name: string; title: string | null }[]>();
  for (const p of people) {
    const key = linkedinProfileKey(p.linkedin_url);
    if (key) push(byProfile, key, { investorId: p.investor_id, name: p.name, title: p.title });
  }
  const sitePortfolio = new Map<string, { investorId: string; name: string }[]>();
  for (const c of site) {
    const key = nameKeys(c.name)[0];
    if (key) push(sitePortfolio, key, { investorId: c.investor_id, name: c.name });
  }
  return { ...deals, people: byProfile, sitePortfolio };
}

async function loadDeals(db: Db) {
  const [investors, companies, deals] = await Promise.all([
    investorNameIndex(db),
    db
      .selectFrom('companies')
      .select(['id', 'name', 'website', 'category_code', 'funding_total_usd', 'status'])
      .execute(),
    db
      .selectFrom('round_investors as ri')
      .innerJoin('rounds as r', 'r.id', 'ri.round_id')
      .select(['ri.investor_id', 'ri.round_id', 'r.company_id', 'r.company_name', 'r.round', 'r.funded_at'])
      .execute(),
  ]);
  const names = new Map(companies.map((c) => [c.id, c.name]));
  // Companies are never matched by a name that only adds "Ventures" or "Group": that is often another business.
  const entries = companies.map((c) => ({
    id: c.id,
    source: 'crunchbase',
    name: c.name,
    domain: c.website,
    corporate: true,
  }));
  const backers = new Map<string, Backing[]>();
  const roundsOf = new Map<string, string[]>();
  const investorsOf = new Map<string, string[]>();
  const roundYear = new Map<string, number | null>();
  for (const d of deals) {
    // A round without a company record is the company of its name.
    let companyId = d.company_id;
    if (!companyId) {
      companyId = `name:${d.company_name}`;
      if (!names.has(companyId)) {
        names.set(companyId, d.company_name);
        entries.push({
          id: companyId,
          source: 'crunchbase',
          name: d.company_name,
          domain: null,
          corporate: true,
        });
      }
    }
    const year = d.funded_at ? Number(d.funded_at.slice(0, 4)) : null;
    push(backers, companyId, { investorId: d.investor_id, round: d.round, year });
    push(roundsOf, d.investor_id, d.round_id);
    push(investorsOf, d.round_id, d.investor_id);
    roundYear.set(d.round_id, year);
  }
  const facts = new Map(
    companies.map((c) => [
      c.id,
      { category_code: c.category_code, funding_total_usd: c.funding_total_usd, status: c.status },
    ]),
  );
  return {
    investors,
    companies: { resolver: new InvestorResolver(entries), names, facts },
    backers,
    roundsOf,
    investorsOf,
    roundYear,
  };
}
