import type { ColumnType, Selectable } from 'kysely';
import type { InterestLevel } from '../../core/contracts/vocabulary';

export interface AdvisorInterestTable {
  idea_id: string;
  advisor_id: string;
  interest_level: InterestLevel;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
}

export type AdvisorInterestRow = Selectable<AdvisorInterestTable>;
