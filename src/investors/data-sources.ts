import type { TDataSource } from '../../core/contracts/investors';

/** The firm directory's release: FundraisingFox Open Dataset v2026-08 (data/SOURCES.md). */
const FIRM_DIRECTORY_AS_OF = '2026-08';

/**
 * The investor data's sources with the dates they describe (data/SOURCES.md), for every answer about investors.
 * The deal history's date is the loaded data's as-of date (data_meta), which statuses are computed against.
 */
export function dataSources(dealHistoryAsOf: string): TDataSource[] {
  return [
    {
      id: 'deal_history',
      name: 'Crunchbase (2013 snapshot)',
      provides:
        "Funding rounds and portfolio companies, and what is computed from them: each investor's status, recent investments, deal count and last deal",
      as_of: dealHistoryAsOf || null,
      licence: 'CC BY',
      url: 'https://www.crunchbase.com',
    },
    {
      id: 'firm_directory',
      name: 'FundraisingFox Open Dataset',
      provides: 'Firm directory: descriptions, stages, check sizes, focus areas, locations and websites',
      as_of: FIRM_DIRECTORY_AS_OF,
      licence: 'CC BY 4.0',
      url: 'https://fundraisingfox.com',
    },
    {
      id: 'investor_profiles',
      name: 'VCMatchMaker',
      provides: 'Investor profiles (theses, stages, check sizes) from a public directory',
      as_of: null,
      licence: 'None stated',
      url: 'https://github.com/ZiqiGong1002/VCMatchMaker',
    },
  ];
}
