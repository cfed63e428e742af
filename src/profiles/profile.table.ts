import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { AccountPlan } from '../../core/contracts/plans';
import type { TimeCommitment, UserType } from '../../core/contracts/vocabulary';

export interface ProfileTable {
  id: string;
  email: string;
  full_name: string | null;
  linkedin_url: string | null;
  headline: string | null;
  skills: Generated<string[]>;
  is_technical: boolean | null;
  onboarding_completed: Generated<boolean>;
  company_name: string | null;
  user_type: UserType | null;
  advisory_roles: Generated<string[]>;
  advisory_stages: Generated<string[]>;
  time_commitment: TimeCommitment | null;
  /** The plan an operator granted (npm run admin -- --plan); null: the server's PLAN_DEFAULT. */
  plan: ColumnType<AccountPlan | null, AccountPlan | null | undefined, AccountPlan | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
}

export interface UserContextTable {
  user_id: string;
  context_type: UserType;
  context_data: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, never, Date | string>;
}

export type ProfileRow = Selectable<ProfileTable>;
export type ProfileUpdate = Updateable<ProfileTable>;
