import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { InvestorStatus } from '../../core/contracts/vocabulary';

interface RecentInvestment {
  company: string;
  round: string | null;
  amount: number | null;
  year: number | null;
}

export interface InvestorTable {
  id: string;
  name: string;
  description: string | null;
  location: string | null;
  website: string | null;
  status: InvestorStatus;
  stages: string[];
  focus_areas: string[];
  /** Thousands of US dollars. */
  check_size_min: number | null;
  check_size_max: number | null;
  recent_investments: ColumnType<RecentInvestment[], string, string>;
  country: string | null;
  description_source: 'source' | 'generated' | null;
  check_size_source: 'stated' | 'estimated' | null;
  investment_count: ColumnType<number, number | undefined, number>;
  last_investment_date: ColumnType<string | null, string | null | undefined, string | null>;
  firm_type: string | null;
  leads_rounds: boolean | null;
  invests_in: ColumnType<string[], string[] | undefined, string[]>;
  portfolio_count: number | null;
  stated_stages: ColumnType<string[], string[] | undefined, string[]>;
  stated_focus: ColumnType<string[], string[] | undefined, string[]>;
  linkedin_url: string | null;
  source_ids: ColumnType<{ source: string; id: string }[], string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CompanyTable {
  id: string;
  name: string;
  permalink: string | null;
  category_code: string | null;
  sectors: string[];
  country: string | null;
  state: string | null;
  region: string | null;
  city: string | null;
  funding_total_usd: number | null;
  status: string | null;
  founded_year: number | null;
  first_funding_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_funding_at: ColumnType<string | null, string | null | undefined, string | null>;
  description: string | null;
  website: string | null;
}

export interface RoundTable {
  id: string;
  company_id: string | null;
  company_name: string;
  round: string | null;
  source_round_type: string | null;
  funded_at: ColumnType<string | null, string | null | undefined, string | null>;
  amount_usd: number | null;
}

export interface RoundInvestorTable {
  round_id: string;
  investor_id: string;
}

export interface DataMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type InvestorRow = Selectable<InvestorTable>;
export type NewInvestorRow = Insertable<InvestorTable>;

/** A company an investor's own website lists (the portfolio crawler), one row per investor and company. */
export interface PortfolioCompanyTable {
  id: Generated<string>;
  investor_id: string;
  name: string;
  /** The name without case, accents or punctuation: unique per investor. */
  name_key: string;
  funding_stage: string | null;
  description: string | null;
  industry: string | null;
  tags: string[];
  website: string | null;
  source_url: string;
  run_id: string | null;
  scraped_at: ColumnType<Date, Date | undefined, Date>;
}
