import { type Dataset, indexCompanies } from './dataset';
import type { Market } from './market';
import type { CompanyRecord, RoundRecord } from './records';

/**
 * What the writers (design partners, strategy, intros) read of the shipped data: companies, rounds and only the
 * investors' names. The full investor records (descriptions, deals: most of the ~60 MB a `Dataset` holds) are
 * the matcher's, which reads them from Postgres; a server process need not hold a second copy for the writers.
 */
export type WriterData = Pick<
  Dataset,
  'companies' | 'rounds' | 'companyById' | 'companiesByName' | 'roundsByCompany'
> & {
  /** Investor id to its display name. */
  investorNames: Map<string, string>;
};

export function writerDataFrom(
  companies: CompanyRecord[],
  rounds: RoundRecord[],
  investorNames: Map<string, string>,
): WriterData {
  return { companies, rounds, investorNames, ...indexCompanies(companies, rounds) };
}

/**
 * Where the writers read the data from: given to each writer agent in its configuration by whoever runs it (the
 * composition root passes the shipped files, loaded once per process; the evals pass what they hold).
 */
export interface WriterSources {
  data(): Promise<WriterData>;
  /** The market rollups (round sizes by stage and year) for the strategy's amount. */
  market(): Promise<Market>;
  /** The deal history's as-of date (2013-06-30 for the shipped data). */
  asOf(): Promise<string>;
}
