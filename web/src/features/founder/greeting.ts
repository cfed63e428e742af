// The dashboard's greeting (issue 19): 'Welcome back' only to someone who has been here before.
import { isFirstVisit, type SessionData } from '@web/lib/session';

const seenKey = (userId: string) => `roundwise:dashboard-seen:${userId}`;

/** Whether this browser has shown this user their dashboard before. */
export function hasSeenDashboard(
  userId: string | undefined,
  storage: Pick<Storage, 'getItem'> | null,
): boolean {
  if (!userId || !storage) return false;
  try {
    return storage.getItem(seenKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function markDashboardSeen(userId: string, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(seenKey(userId), new Date().toISOString());
  } catch {
    // Storage may be full or denied (private mode): the greeting then reads the session alone.
  }
}

/** 'Welcome, Ada' on a first visit (the session the account was made in, dashboard not seen); else 'Welcome back'. */
export function greeting(firstName: string, session: SessionData | null, seenBefore: boolean): string {
  const words = isFirstVisit(session, seenBefore) ? 'Welcome' : 'Welcome back';
  return firstName ? `${words}, ${firstName}` : words;
}
