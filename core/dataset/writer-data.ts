import { type Dataset, indexCompanies } from './dataset';
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

/** The writers' view of a full dataset already in memory (the evals and tests hold one). */
export function writerDataOf(data: Dataset): WriterData {
  return {
    companies: data.companies,
    rounds: data.rounds,
    investorNames: new Map(data.investors.map((i) => [i.id, i.name])),
    companyById: data.companyById,
    companiesByName: data.companiesByName,
    roundsByCompany: data.roundsByCompany,
  };
}

export function writerDataFrom(
  companies: CompanyRecord[],
  rounds: RoundRecord[],
  investorNames: Map<string, string>,
): WriterData {
  return { companies, rounds, investorNames, ...indexCompanies(companies, rounds) };
}
