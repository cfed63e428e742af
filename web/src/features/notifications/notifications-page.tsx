import type { TNotification } from '@core/contracts/notifications';
import { EmptyState, Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NotificationItem } from './notification-item';
import { useMarkRead, useNotifications } from './use-notifications';

/** Every recent notification (the latest 50), for any role. */
export function NotificationsPage() {
  const list = useNotifications(50);
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const open = (n: TNotification) => !n.read_at && markRead.mutate(n.id);
  return (
    <Page
      title="Notifications"
      description={unread ? `${unread} unread` : 'What investors, advisors and founders did about your work.'}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/settings/notifications">
              <Settings /> E-mail settings
            </Link>
          </Button>
          <Button onClick={() => markRead.mutate('all')} disabled={!unread || markRead.isPending}>
            <CheckCheck /> Mark all read
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading notifications" />
        </div>
      ) : list.data?.notifications.length ? (
        <Card className="overflow-hidden p-0">
          <ul className="divide-y" aria-label="Notifications">
            {list.data.notifications.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
        </Card>
      ) : (
        <EmptyState icon={<Bell className="size-6" />} title="No notifications yet">
          When investors, advisors or founders act on your work, you hear of it here, and by e-mail if you
          wish.
        </EmptyState>
      )}
    </Page>
  );
}
