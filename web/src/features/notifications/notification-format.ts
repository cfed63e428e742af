import { formatDay } from '@core/contracts/format';
// How the bell and the notifications page word and order what the other side did (issue 21).
import type { TNotification, TNotificationList } from '@core/contracts/notifications';

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  const days = Math.floor(seconds / 86_400);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDay(iso) ?? '';
}

/** The badge on the bell: nothing at 0, the count up to 9, then "9+". */
export function unreadBadge(unread: number): string | null {
  if (!unread || unread < 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** The list with a notification that arrived live: newest first, never twice, at most `limit`. */
export function withArrived(
  list: TNotificationList | undefined,
  n: TNotification,
  unread: number,
  limit = 20,
): TNotificationList {
  const rest = (list?.notifications ?? []).filter((x) => x.id !== n.id);
  return { notifications: [n, ...rest].slice(0, limit), unread };
}

/** The list with one notification (or all) marked read now. */
export function markedRead(
  list: TNotificationList | undefined,
  id: string | 'all',
  unread: number,
): TNotificationList | undefined {
  if (!list) return list;
  const at = new Date().toISOString();
  return {
    unread,
    notifications: list.notifications.map((n) =>
      (id === 'all' || n.id === id) && !n.read_at ? { ...n, read_at: at } : n,
    ),
  };
}
