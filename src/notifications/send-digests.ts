import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { DIGEST_MAX_ITEMS, digestEmail } from './digest-email';
import type { Mailer } from './mailer';

/** How long after the last digest (or after the user's first notification) the next may go out. */
const PERIOD = { daily: '24 hours', weekly: '7 days' } as const;

/**
 * Sends every digest that is due at `now`: to each user whose frequency is not off, whose last digest is a period
 * old, and who has notifications they have neither read nor been e-mailed. Each user is taken under a row lock
 * (SKIP LOCKED), so two server processes never send the same digest; a send that fails rolls back, and the digest
 * goes out at a later check. Returns how many were sent.
 */
export async function sendDueDigests(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const { db, mailer, baseUrl, logger } = deps;
  const now = deps.now ?? new Date();
  const due = await db
    .selectFrom('notification_settings as s')
    .select('s.user_id')
    .where('s.digest', '!=', 'off')
    .where(
      sql<boolean>`coalesce(s.last_digest_at, s.created_at) <= ${now}::timestamptz - (case s.digest
        when 'daily' then interval '${sql.raw(PERIOD.daily)}' else interval '${sql.raw(PERIOD.weekly)}' end)`,
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('notifications as n')
          .select('n.id')
          .whereRef('n.user_id', '=', 's.user_id')
          .where('n.read_at', 'is', null)
          .where('n.emailed_at', 'is', null)
          .where('n.created_at', '<=', now),
      ),
    )
    .limit(500)
    .execute();
  let sent = 0;
  for (const { user_id } of due) {
    try {
      if (await sendDigest(db, mailer, baseUrl, user_id, now)) sent += 1;
    } catch (err) {
      logger.warn({ err, user: user_id }, 'Could not send a notification digest; it will be tried again');
    }
  }
  return sent;
}

async function sendDigest(db: Db, mailer: Mailer, baseUrl: string, userId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const settings = await trx
      .selectFrom('notification_settings as s')
      .innerJoin('user as u', 'u.id', 's.user_id')
      .select(['s.digest', 's.unsubscribe_token', 'u.email', 'u.name'])
      .where('s.user_id', '=', userId)
      .where('s.digest', '!=', 'off')
      .forUpdate('s')
      .skipLocked()
      .executeTakeFirst();
    if (!settings || settings.digest === 'off') return false;
    const pending = trx
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('emailed_at', 'is', null)
      .where('created_at', '<=', now);
    const [items, total] = await Promise.all([
      pending
        .select(['title', 'body', 'link', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(DIGEST_MAX_ITEMS)
        .execute(),
      pending.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    if (items.length === 0) return false;
    const email = digestEmail({
      name: settings.name,
      frequency: settings.digest,
      items,
      total: Number(total.n),
      baseUrl,
      token: settings.unsubscribe_token,
    });
    await mailer.send({ to: settings.email, ...email });
    await trx
      .updateTable('notifications')
      .set({ emailed_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('emailed_at', 'is', null)
      .where('created_at', '<=', now)
      .execute();
    await trx
      .updateTable('notification_settings')
      .set({ last_digest_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return true;
  });
}
