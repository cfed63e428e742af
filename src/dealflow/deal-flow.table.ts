import type { ColumnType, Generated } from 'kysely';

/** What an investor decided about an idea: told to its founder (the reason only when the investor allows it). */
export interface InvestorDecisionTable {
  idea_id: string;
  investor_id: string;
  decision: 'interested' | 'passed';
  note: string | null;
  pass_reason: string | null;
  pass_details: string | null;
  share_reason: Generated<boolean>;
  /** The founder's pipeline card made from this interest, while it exists. */
  pipeline_entry_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What an investor keeps for themselves about an idea: never read on the founder's side. */
export interface InvestorBookmarkTable {
  investor_id: string;
  idea_id: string;
  saved_at: Date | null;
  note: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DocumentRequestTable {
  id: Generated<string>;
  idea_id: string;
  requester_id: string;
  message: string | null;
  status: Generated<'pending' | 'granted' | 'declined'>;
  document_id: string | null;
  answer: string | null;
  created_at: ColumnType<Date, never, never>;
  answered_at: Date | null;
}
