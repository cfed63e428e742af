import { join } from 'node:path';
import {
  type CompanyRecord,
  DATA_FILES,
  DEFAULT_DATA_DIR,
  type InvestorRecord,
  type RoundRecord,
  readCompanies,
  readRounds,
  streamJsonl,
} from '../../src/dataset/read-data';
import { type Dataset, indexCompanies, oncePerDir } from './dataset';

/**
 * What the writers (design partners, strategy, intros) read of the shipped data: companies, rounds and only the
 * investors' names. The full investor records (descriptions, deals: most of the ~60 MB `loadDataset` holds) are
 * the matcher's, which reads them from Postgres; a server process need not hold a second copy for the writers.
 */
export type WriterData = Pick<
  Dataset,
  'companies' | 'rounds' | 'companyById' | 'companiesByName' | 'roundsByCompany'
> & {
  /** Investor id to its display name. */
  investorNames: Map<string, string>;
};

/** Loads the writers' data once per directory and keeps it for the life of the process. */
export const loadWriterData = oncePerDir(build);

async function investorNamesIn(dir = DEFAULT_DATA_DIR): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const inv of streamJsonl<InvestorRecord>(join(dir, DATA_FILES.investors)))
    names.set(inv.id, inv.name);
  return names;
}

async function build(dir?: string): Promise<WriterData> {
  const [companies, rounds, investorNames] = await Promise.all([
    readCompanies(dir),
    readRounds(dir),
    investorNamesIn(dir),
  ]);
  return index(companies, rounds, investorNames);
}

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

function index(
  companies: CompanyRecord[],
  rounds: RoundRecord[],
  investorNames: Map<string, string>,
): WriterData {
  return { companies, rounds, investorNames, ...indexCompanies(companies, rounds) };
}
