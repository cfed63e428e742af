import type { TNotification, TNotificationList, TUnreadCount } from '@core/contracts/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { parseServerJson } from '@web/lib/display-text';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { markedRead, withArrived } from './notification-format';

const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications(limit = 20) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, limit],
    queryFn: () => api<TNotificationList>(`/api/notifications?limit=${limit}`),
    enabled: Boolean(user),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api<TUnreadCount>(id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, {
        method: 'POST',
      }).then((r) => ({ id, unread: r.unread })),
    onSuccess: ({ id, unread }) =>
      qc.setQueriesData<TNotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
        markedRead(list, id, unread),
      ),
  });
}

/**
 * What the other side did also changes what this user's open pages show: the founder's interest section and
 * dashboard, the investor's deck status and the startup's shared documents, the advisor's recommendations.
 */
function refreshPagesFor(qc: QueryClient, n: TNotification) {
  const keys: unknown[][] = [['idea-activity'], ['deal-flow'], ['advisor-recommendations'], ['follow-ups']];
  if (n.idea_id)
    keys.push(
      ['investor-activity', n.idea_id],
      ['idea', n.idea_id],
      ['deal-state', n.idea_id],
      ['idea-advisor-interests', n.idea_id],
      ['pipeline', n.idea_id],
    );
  for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
}

/**
 * Follows the signed-in user's notifications live (SSE, GET /api/notifications/stream), from any page: a new one
 * goes to the top of the bell's list with a toast, the unread count follows reads made in other tabs, and after a
 * lost connection (EventSource reconnects by itself) the list is fetched again.
 */
export function useNotificationStream(onArrive: (n: TNotification) => void) {
  const { user } = useAuth();
  const qc = useQueryClient();
  useEffect(() => {
    if (!user || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream', { withCredentials: true });
    const setUnread = (unread: number) =>
      qc.setQueriesData<TNotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
        list ? { ...list, unread } : list,
      );
    const refetch = () => void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    source.addEventListener('notification', (e) => {
      const { notification, unread } = parseServerJson((e as MessageEvent<string>).data) as {
        notification: TNotification;
        unread: number;
      };
      qc.setQueriesData<TNotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
        list ? withArrived(list, notification, unread) : list,
      );
      refreshPagesFor(qc, notification);
      onArrive(notification);
    });
    source.addEventListener('unread', (e) =>
      setUnread((parseServerJson((e as MessageEvent<string>).data) as { unread: number }).unread),
    );
    source.addEventListener('resync', refetch);
    // Reconnected after a drop: whatever arrived meanwhile is in the list.
    let dropped = false;
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (dropped) refetch();
      dropped = false;
    };
    return () => source.close();
  }, [user, qc, onArrive]);
}

/** A toast for a notification that arrived while the app is open, with a link to act on it. */
export function toastArrival(n: TNotification, go: (link: string) => void) {
  // One toast per event: the idea page already says its analysis finished, and the bell still counts it.
  if (n.kind === 'analysis_finished' && n.link === window.location.pathname) return;
  toast.info(n.title, {
    description: n.body ?? undefined,
    action: { label: 'Open', onClick: () => go(n.link) },
  });
}
