import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PipelineStage } from '../../core/contracts/pipeline';

/** Whole dollars (bigint, parsed to a number by the connection). */
type Money = ColumnType<number | null, number | null | undefined, number | null>;
/** Dates (YYYY-MM-DD) are read as text: the connection's type parser keeps `date` as a string. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

export interface PipelineRoundTable {
  id: Generated<string>;
  idea_id: string;
  target_amount: number;
  stage: string;
  close_date: Day;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PipelineEntryTable {
  id: Generated<string>;
  idea_id: string;
  investor_id: string | null;
  name: string;
  firm: string | null;
  email: string | null;
  stage: PipelineStage;
  position: Generated<number>;
  pass_reason: string | null;
  expected_amount: Money;
  committed_amount: Money;
  next_follow_up: Day;
  intro_subject: string | null;
  intro_body: string | null;
  /** The founder's contact who can introduce them (issue 33); null when none, or once the contact is deleted. */
  warm_contact_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PipelineEventTable {
  id: Generated<string>;
  entry_id: string;
  kind: string;
  text: string;
  data: ColumnType<unknown, string | undefined, string>;
  at: ColumnType<Date, never, never>;
}

export type PipelineEntryRow = Selectable<PipelineEntryTable>;
export type NewPipelineEntryRow = Insertable<PipelineEntryTable>;
export type PipelineEntryUpdate = Updateable<PipelineEntryTable>;
export type PipelineEventRow = Selectable<PipelineEventTable>;
