import {
  type CompanyRecord,
  type InvestorRecord,
  type RoundRecord,
  readCompanies,
  readInvestors,
  readRounds,
} from '../../src/dataset/read-data';

/** The committed data the agents' tools read: investors, companies and rounds, with lookups. */
export interface Dataset {
  investors: InvestorRecord[];
  companies: CompanyRecord[];
  rounds: RoundRecord[];
  investorById: Map<string, InvestorRecord>;
  companyById: Map<string, CompanyRecord>;
  /** Lower-cased company name to its records (names repeat). */
  companiesByName: Map<string, CompanyRecord[]>;
  roundsByCompany: Map<string, RoundRecord[]>;
}

/** Loads the data once per directory (about a second) and keeps it for the life of the process. */
export const loadDataset = oncePerDir(build);

/**
 * A loader that reads the data of a directory once and keeps it for the life of the process; a failed load is
 * forgotten, so the next call tries again.
 */
export function oncePerDir<T>(load: (dir?: string) => Promise<T>): (dir?: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (dir) => {
    const key = dir ?? '';
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = load(dir).catch((err) => {
        cache.delete(key);
        throw err;
      });
      cache.set(key, loaded);
    }
    return loaded;
  };
}

async function build(dir?: string): Promise<Dataset> {
  const [investors, companies, rounds] = await Promise.all([
    readInvestors(dir),
    readCompanies(dir),
    readRounds(dir),
  ]);
  return {
    investors,
    companies,
    rounds,
    investorById: new Map(investors.map((i) => [i.id, i])),
    ...indexCompanies(companies, rounds),
  };
}

/** The lookups every reader of companies and rounds uses: by id, by lower-cased name, a company's rounds by date. */
export function indexCompanies(
  companies: CompanyRecord[],
  rounds: RoundRecord[],
): Pick<Dataset, 'companyById' | 'companiesByName' | 'roundsByCompany'> {
  const companiesByName = new Map<string, CompanyRecord[]>();
  for (const c of companies) {
    const key = c.name.toLowerCase();
    companiesByName.set(key, [...(companiesByName.get(key) ?? []), c]);
  }
  const roundsByCompany = new Map<string, RoundRecord[]>();
  for (const r of rounds) {
    if (!r.company_id) continue;
    const list = roundsByCompany.get(r.company_id) ?? [];
    list.push(r);
    roundsByCompany.set(r.company_id, list);
  }
  for (const list of roundsByCompany.values())
    list.sort((a, b) => (a.funded_at ?? '').localeCompare(b.funded_at ?? ''));
  return { companyById: new Map(companies.map((c) => [c.id, c])), companiesByName, roundsByCompany };
}
