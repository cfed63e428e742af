import type { NotificationKind, TNotification } from '@core/contracts/notifications';
import { cn } from '@web/lib/cn';
import {
  Bell,
  CalendarClock,
  FileCheck2,
  FileText,
  FileX2,
  Handshake,
  Heart,
  ShieldAlert,
  Sparkles,
  ThumbsDown,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { timeAgo } from './notification-format';

const ICONS: Record<NotificationKind, typeof Bell> = {
  investor_interested: Heart,
  investor_passed: ThumbsDown,
  deck_requested: FileText,
  deck_granted: FileCheck2,
  deck_declined: FileX2,
  advisor_interested: Handshake,
  advisor_contacted: UserCheck,
  analysis_finished: Sparkles,
  follow_up_due: CalendarClock,
  staff_action: ShieldAlert,
};

/** One notification: what happened, when, and a link to where to act; unread ones are marked. */
export function NotificationItem({ n, onOpen }: { n: TNotification; onOpen: (n: TNotification) => void }) {
  const Icon = ICONS[n.kind] ?? Bell;
  const unread = !n.read_at;
  return (
    <li>
      <Link
        to={n.link}
        onClick={() => onOpen(n)}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2',
          unread && 'bg-primary/5',
        )}
        data-testid="notification"
        data-unread={unread || undefined}
      >
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block break-words leading-snug', unread && 'font-medium')}>{n.title}</span>
          {n.body ? <span className="mt-0.5 line-clamp-2 block text-muted-foreground">{n.body}</span> : null}
          <span className="mt-1 block text-xs text-muted-foreground">{timeAgo(n.created_at)}</span>
        </span>
        {unread ? (
          <span className="mt-2 flex shrink-0 items-center">
            <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
            <span className="sr-only">Unread</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
