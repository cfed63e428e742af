import type { ColumnType, Generated, Insertable } from 'kysely';
import type { WaitlistTier } from '../../core/contracts/vocabulary';

export interface WaitlistTable {
  id: Generated<string>;
  name: string;
  email: string;
  tier: WaitlistTier;
  created_at: ColumnType<Date, never, never>;
}

export type NewWaitlistRow = Insertable<WaitlistTable>;
