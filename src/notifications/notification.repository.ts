import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TNotification } from '../../core/contracts/notifications';
import type { Db } from '../db/connect';
import type { NotificationRow, NotificationSettingsRow, NotificationTable } from './notification.table';

export type NewNotification = Omit<NotificationTable, 'id' | 'created_at' | 'read_at' | 'emailed_at'>;

export function toNotification(r: NotificationRow): TNotification {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    idea_id: r.idea_id,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at?.toISOString() ?? null,
  };
}

/** Inserts a notification; null when the same event (its dedupe key) was already recorded for that user. */
export async function insertNotification(db: Db, n: NewNotification): Promise<NotificationRow | null> {
  const row = await db
    .insertInto('notifications')
    .values(n)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findNotification(db: Db, userId: string, id: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read (or all of them); false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string | 'all'): Promise<boolean> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('user_id', '=', userId);
  if (id !== 'all') q = q.where('id', '=', id);
  else q = q.where('read_at', 'is', null);
  const res = await q.executeTakeFirst();
  return id === 'all' || Number(res.numUpdatedRows) > 0;
}

/** A random token for the unsubscribe link: unguessable, and worthless for anything else. */
function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The user's settings, made with the defaults (a daily digest) the first time they are needed. */
export async function ensureSettings(db: Db, userId: string) {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, unsubscribe_token: newUnsubscribeToken() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Sets how often the user's digest goes out (their settings row made first if they have none). */
export async function setDigest(
  db: Db,
  userId: string,
  digest: NotificationSettingsRow['digest'],
): Promise<void> {
  await ensureSettings(db, userId);
  await db
    .updateTable('notification_settings')
    .set({ digest, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/** Turns off the digests of whoever the unsubscribe token belongs to; their e-mail, or undefined for no such token. */
export function unsubscribeByToken(db: Db, token: string) {
  return db
    .updateTable('notification_settings as s')
    .from('user as u')
    .set({ digest: 'off', updated_at: new Date() })
    .whereRef('u.id', '=', 's.user_id')
    .where('s.unsubscribe_token', '=', token)
    .returning('u.email')
    .executeTakeFirst();
}
