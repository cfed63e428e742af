import type { ColumnType, Generated } from 'kysely';

export interface ContactMessageTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: ColumnType<Date, never, never>;
}
