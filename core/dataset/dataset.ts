import type { CompanyRecord, InvestorRecord, RoundRecord } from './records';

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

/** The data with its lookups, once read. */
export function datasetOf(
  investors: InvestorRecord[],
  companies: CompanyRecord[],
  rounds: RoundRecord[],
): Dataset {
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
