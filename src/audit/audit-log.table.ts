import type { ColumnType, Generated } from 'kysely';

/** One admin or ops action, append-only: `details` is written once as JSON and never updated. */
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: string | null;
  details: ColumnType<unknown, string | undefined, never>;
  status: number;
  ip: string | null;
  at: ColumnType<Date, never, never>;
}
