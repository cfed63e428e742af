import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { remindDueFollowUps } from './follow-up-reminders';
import type { Mailer } from './mailer';
import { sendDueDigests } from './send-digests';

/**
 * The notification work no request starts: follow-up reminders as their dates come, and e-mail digests as they fall
 * due (only with a mailer, i.e. SMTP_URL). Every server process runs it; the dedupe keys and the digests' row locks
 * keep two processes from doing the same work twice. Returns the function that stops it.
 */
export function startNotificationJobs(deps: {
  db: Db;
  mailer: Mailer | null;
  baseUrl: string;
  logger: Logger;
  intervalMs: number;
}): () => void {
  const { db, mailer, baseUrl, logger } = deps;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await remindDueFollowUps(db);
      if (mailer) {
        const sent = await sendDueDigests({ db, mailer, baseUrl, logger });
        if (sent) logger.info({ sent }, 'Sent notification digests');
      }
    } catch (err) {
      logger.warn({ err }, 'Notification jobs failed; trying again at the next check');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), Math.min(deps.intervalMs, 5_000));
  const timer = setInterval(() => void tick(), deps.intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    mailer?.close();
  };
}
