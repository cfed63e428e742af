import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type PersonSource = 'website' | 'admin' | 'claimed';

/** A named person at an investor firm (issue 33): from its team page, an admin's CSV, or their own claim. */
export interface InvestorPersonTable {
  id: Generated<string>;
  investor_id: string;
  name: string;
  /** The name without case, accents or punctuation (`nameKeys`): one row per person and firm. */
  name_key: string;
  title: string | null;
  linkedin_url: string | null;
  /** Focus-area keys, where the source says what the person covers. */
  focus: ColumnType<string[], string[] | undefined, string[]>;
  source: PersonSource;
  source_url: string | null;
  user_id: string | null;
  seen_at: ColumnType<Date, Date | undefined, Date>;
}

export type InvestorPersonRow = Selectable<InvestorPersonTable>;
export type NewInvestorPersonRow = Insertable<InvestorPersonTable>;
