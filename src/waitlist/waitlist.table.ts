import type { ColumnType, Generated } from 'kysely';
import type { WaitlistTier } from '../../core/contracts/vocabulary';

export interface WaitlistTable {
  id: Generated<string>;
  name: string;
  email: string;
  tier: WaitlistTier;
  created_at: ColumnType<Date, never, never>;
}
