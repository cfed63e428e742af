import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { InvestorStatus } from '../contracts/vocabulary';

export interface RecentInvestment {
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
  created_at: ColumnType<Date, never, never>;
}

export type InvestorRow = Selectable<InvestorTable>;
export type NewInvestorRow = Insertable<InvestorTable>;
