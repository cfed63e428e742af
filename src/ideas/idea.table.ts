import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { ZIdeaDocument } from '../../core/contracts/ideas';
import type { TRound } from '../../core/contracts/round';

/** An entry of `ideas.documents` (jsonb): the spec's { name, url, uploadedAt } and, for uploads, id, size and type. */
export type IdeaDocument = z.infer<typeof ZIdeaDocument>;

export interface IdeaTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  /** Thousands of US dollars, like the investors' check sizes. */
  target_check_size: number | null;
  documents: ColumnType<IdeaDocument[], string | undefined, string>;
  /** Whether investors see the idea in their deal flow (and may open it); the founder's switch. */
  show_in_deal_flow: Generated<boolean>;
  recommendations: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** The round (src/contracts/round.ts), read from the founder's words and corrected by them. */
  round: ColumnType<TRound | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
}

export type IdeaRow = Selectable<IdeaTable>;
export type NewIdeaRow = Insertable<IdeaTable>;
export type IdeaUpdate = Updateable<IdeaTable>;
