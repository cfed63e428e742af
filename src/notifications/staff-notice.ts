import type { Db } from '../db/connect';
import type { Caller } from '../domain/caller';
import { notify } from './notify';

/** How a notice names the staff member's role: the user is told which kind of staff acted, not who. */
function staffRoleName(caller: Pick<Caller, 'staffRoles'>): string {
  return caller.staffRoles.includes('admin') ? 'An administrator' : 'A member of the operations team';
}

/** The day of an action, in words that carry their date (e.g. "27 Nov 2026"). */
export function dayOf(at: Date): string {
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Tells a user that staff changed their data (issue 32: staff act in the open): the notice names the role and the
 * day, and links to what changed. Written in the same transaction as the change when one is given.
 */
export async function notifyStaffAction(
  db: Db,
  notice: {
    userId: string;
    caller: Caller;
    what: string;
    body: string;
    link: string;
    ideaId?: string;
    at?: Date;
  },
): Promise<void> {
  const at = notice.at ?? new Date();
  await notify(db, {
    user_id: notice.userId,
    kind: 'staff_action',
    title: `${staffRoleName(notice.caller)} ${notice.what} on ${dayOf(at)}`,
    body: notice.body,
    link: notice.link,
    idea_id: notice.ideaId ?? null,
    actor_id: notice.caller.id,
    dedupe_key: null,
  });
}
