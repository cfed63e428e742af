import type { ColumnType, Generated, Selectable } from 'kysely';

/** Dates (YYYY-MM-DD) are read as text: the connection's type parser keeps `date` as a string. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

export type ContactSource = 'linkedin' | 'google';

/** One person of a founder's own network (issue 33): theirs alone, never shown to anyone else. */
export interface ContactTable {
  id: Generated<string>;
  user_id: string;
  /** What makes a re-import update rather than add: the profile URL, else the e-mail, else name and company. */
  key: string;
  first_name: string;
  last_name: string;
  full_name: string;
  url: string | null;
  email: string | null;
  company: string | null;
  position: string | null;
  connected_on: Day;
  source: ContactSource;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An import of a contacts file, with its progress while it runs. */
export interface ContactImportTable {
  id: Generated<string>;
  user_id: string;
  format: ContactSource;
  status: ColumnType<'running' | 'done' | 'failed', 'running' | undefined, 'done' | 'failed'>;
  /** The upload's declared size, when the client sent one. */
  bytes_total: ColumnType<number | null, number | null | undefined, number | null>;
  bytes_read: ColumnType<number, number | undefined, number>;
  rows_read: ColumnType<number, number | undefined, number>;
  added: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<number, number | undefined, number>;
  skipped_lines: ColumnType<{ line: number; reason: string }[], string | undefined, string>;
  error: string | null;
  started_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date>;
}

export type ContactRow = Selectable<ContactTable>;
export type ContactImportRow = Selectable<ContactImportTable>;
