import type { TNotification } from '@core/contracts/notifications';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unreadBadge } from './notification-format';
import { NotificationItem } from './notification-item';
import { toastArrival, useMarkRead, useNotificationStream, useNotifications } from './use-notifications';

/**
 * The bell in the bar, for every role (issue 21): the unread count, and what the other side did, each linking to
 * where to act. New ones arrive live while the app is open; opening one marks it read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkRead();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onArrive = useCallback((n: TNotification) => toastArrival(n, (link) => navigate(link)), [navigate]);
  useNotificationStream(onArrive);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (panel.current && !panel.current.contains(e.target as Node)) setOpen(false);
    };
    // Escape closes the panel and gives focus back to the bell, where the reader was.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      const at = document.activeElement;
      if (!at || at === document.body || panel.current?.contains(at)) button.current?.focus();
    };
    // The panel closes when focus leaves it (Tab past its last link, or on to the page), as a menu does.
    const left = (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null;
      if (to && panel.current && !panel.current.contains(to)) setOpen(false);
    };
    const box = panel.current;
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onKey);
    box?.addEventListener('focusout', left);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onKey);
      box?.removeEventListener('focusout', left);
    };
  }, [open]);

  const unread = list.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  const items = list.data?.notifications ?? [];
  function openOne(n: TNotification) {
    if (!n.read_at) markRead.mutate(n.id);
    setOpen(false);
  }
  return (
    <div className="relative" ref={panel}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <Bell className="size-5" />
        {badge ? (
          <span
            className="absolute -right-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
            data-testid="unread-count"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-50 overflow-hidden rounded-lg border bg-card shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              size="sm"
              variant="ghost"
              className="-mr-2"
              disabled={!unread || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              <CheckCheck /> Mark all read
            </Button>
          </div>
          <div className="max-h-[min(28rem,calc(100dvh-12rem))] overflow-y-auto">
            {list.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner className="size-5" label="Loading notifications" />
              </div>
            ) : items.length ? (
              <ul className="divide-y" aria-label="Recent notifications">
                {items.map((n) => (
                  <NotificationItem key={n.id} n={n} onOpen={openOne} />
                ))}
              </ul>
            ) : (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">
                Nothing yet. When investors, advisors or founders act on your work, you hear of it here.
              </p>
            )}
          </div>
          <div className="flex items-center justify-between border-t px-4 py-2 text-sm">
            <Link to="/notifications" className="text-primary hover:underline" onClick={() => setOpen(false)}>
              See all
            </Link>
            <Link
              to="/settings/notifications"
              className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
              onClick={() => setOpen(false)}
            >
              <Settings className="size-3.5" aria-hidden="true" /> E-mail settings
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
