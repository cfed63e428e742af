import type { InvestorStatus, STAGE_TAGS } from '../contracts/vocabulary';

/** A round or investor stage tag: the spec's four, then the finer ones the sources tell apart. */
export type Stage = (typeof STAGE_TAGS)[number];

// `directory` is a VC directory an admin imported with the VC importer (agents/vc-importer), after the build.
export const SOURCE_NAMES = ['fundraisingfox', 'vcmatchmaker', 'crunchbase', 'directory'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

export interface SourceId {
  source: SourceName;
  /** FundraisingFox slug, VCMatchMaker name slug (with "~N" for repeated names), or Crunchbase investor name. */
  id: string;
}

export const FIRM_TYPES = ['vc', 'angel', 'accelerator', 'cvc', 'pe', 'family-office', 'other'] as const;
export type FirmType = (typeof FIRM_TYPES)[number];

interface RecentInvestment {
  round_id: string;
  company: string;
  round: Stage | null;
  /** Whole round size in USD, not this investor's share. */
  amount: number | null;
  year: number | null;
}

export interface InvestorRecord {
  id: string;
  name: string;
  description: string | null;
  description_source: 'source' | 'generated' | null;
  location: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  website: string | null;
  /** Spec stages (INVESTOR_STAGES) first, then finer ones; all from STAGES. */
  stages: Stage[];
  /** Spec FOCUS_AREAS first, then finer lowercase hyphenated tags. */
  focus_areas: string[];
  /** Thousands of USD. */
  check_size_min: number | null;
  check_size_max: number | null;
  check_size_source: 'stated' | 'estimated' | null;
  /** Most recent first, at most 10; each is a round in rounds.jsonl.gz that lists this investor. */
  recent_investments: RecentInvestment[];
  investment_count: number;
  last_investment_date: string | null;
  status: InvestorStatus;
  firm_type: FirmType | null;
  /** Whether it leads rounds, as a directory states it (FundraisingFox leads_rounds or led_rounds); null when unknown. */
  leads_rounds: boolean | null;
  /** ISO 3166-1 alpha-2 countries it states it invests in (VCMatchMaker `Countries`), beside its HQ's. */
  invests_in: string[];
  /** Portfolio companies a directory counts (FundraisingFox, 2026); null when unknown. */
  portfolio_count: number | null;
  /** The stages and focus areas the directories state (2026), apart from those read from its deals. */
  stated_stages: Stage[];
  stated_focus: string[];
  /** Company page only (linkedin.com/company/…); personal profiles are never kept. */
  linkedin_url: string | null;
  source_ids: SourceId[];
}

export interface CompanyRecord {
  id: string;
  name: string;
  /** Crunchbase permalink, e.g. "/company/waywire". */
  permalink: string;
  category_code: string | null;
  sectors: string[];
  country: string | null;
  state: string | null;
  region: string | null;
  city: string | null;
  funding_total_usd: number | null;
  status: string | null;
  founded_year: number | null;
  first_funding_at: string | null;
  last_funding_at: string | null;
  investor_ids: string[];
}

export interface RoundRecord {
  id: string;
  company_id: string | null;
  company_name: string;
  round: Stage | null;
  /** Crunchbase funding_round_type as published; null for deals known only from the investments file. */
  source_round_type: string | null;
  funded_at: string | null;
  amount_usd: number | null;
  investor_ids: string[];
}

export interface SourceFile {
  source: SourceName;
  file: string;
  rows: number;
}

export interface SourceMeta extends SourceFile {
  sha256: string;
}

export interface DataMeta {
  build_version: number;
  /** Date of the latest deal in the data (YYYY-MM-DD); statuses are computed against it. */
  as_of: string;
  sources: SourceMeta[];
  counts: {
    investors: number;
    companies: number;
    rounds: number;
    rounds_with_investors: number;
    investor_links: number;
  };
  /** Investors with a non-empty value, per field. */
  coverage: Record<string, number>;
  /** Investors with at least one record from each source. */
  /** The build's own sources (imports come later, into the database). */
  investors_by_source: Record<Exclude<SourceName, 'directory'>, number>;
  /** Source records attached to an existing investor, by the entity-resolution rule that matched. */
  resolution: Record<'domain' | 'name' | 'descriptor', number>;
  /** Records dropped by the rules in SOURCES.md. */
  dropped: Record<string, number>;
  /** Source statements the build corrected (cleaning-log.json lists each, with its source and reason). */
  cleaned?: { locations_fixed: number; cheques_dropped: number };
  /**
   * Today's market rollups copied beside the data (`build/market.ts`). Kept apart from `sources`, which
   * fingerprint the investor load: they feed the strategy, not the investors.
   */
  market?: SourceMeta[];
}
