import { sql } from 'kysely';
import type { TNotification } from '../../core/contracts/notifications';
import type { Db } from '../db/connect';
import {
  ensureSettings,
  insertNotification,
  type NewNotification,
  toNotification,
} from './notification.repository';

/** The Postgres channel on which every server process hears of a user's new or read notifications. */
export const NOTIFICATION_CHANNEL = 'roundwise_notification';

/** What goes over the channel: whose notifications changed, and the new one's id (none: some were read). */
export interface NotificationSignal {
  user: string;
  id?: string;
}

/**
 * Records a notification and tells every server process (Postgres NOTIFY), so a user whose browser is connected to
 * any of them sees it at once. Called inside the transaction of the action it reports, the two are kept together:
 * NOTIFY is delivered when that transaction commits, and never if it rolls back. Null when already recorded.
 */
export async function notify(db: Db, n: NewNotification): Promise<TNotification | null> {
  const row = await insertNotification(db, n);
  if (!row) return null;
  // Digests go out by each user's settings: made with the defaults the first time something happens to them.
  await ensureSettings(db, n.user_id);
  await signal(db, { user: n.user_id, id: row.id });
  return toNotification(row);
}

/** Tells the user's other tabs and devices that their unread count changed (they read something). */
export async function signalRead(db: Db, userId: string): Promise<void> {
  await signal(db, { user: userId });
}

async function signal(db: Db, s: NotificationSignal): Promise<void> {
  await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(s)})`.execute(db);
}
