import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DigestFrequency, NotificationKind } from '../../core/contracts/notifications';

export interface NotificationTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  idea_id: string | null;
  actor_id: string | null;
  dedupe_key: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  read_at: Date | null;
  emailed_at: Date | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  digest: Generated<DigestFrequency>;
  unsubscribe_token: string;
  last_digest_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type NotificationRow = Selectable<NotificationTable>;
export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
