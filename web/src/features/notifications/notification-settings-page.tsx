import {
  DIGEST_FREQUENCIES,
  type DigestFrequency,
  type TNotificationSettings,
} from '@core/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from '@web/components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { MailWarning } from 'lucide-react';

const SETTINGS_KEY = ['notification-settings'] as const;

const CHOICES: Record<DigestFrequency, { label: string; text: string }> = {
  daily: {
    label: 'Daily digest',
    text: 'At most one e-mail a day, listing what you have not read in the app.',
  },
  weekly: { label: 'Weekly digest', text: 'At most one e-mail a week.' },
  off: { label: 'No e-mail', text: 'Notifications only in the app, under the bell.' },
};

/** /settings/notifications: how often the e-mail digest comes, and whether this server sends e-mail at all. */
export function NotificationSettingsPage() {
  const qc = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<TNotificationSettings>('/api/notification-settings'),
  });
  const save = useMutation({
    mutationFn: (digest: DigestFrequency) =>
      api<TNotificationSettings>('/api/notification-settings', { method: 'PUT', body: { digest } }),
    onSuccess: (s) => {
      qc.setQueryData(SETTINGS_KEY, s);
      notify('Saved', s.digest === 'off' ? 'No more digests by e-mail.' : `You get a ${s.digest} digest.`);
    },
    onError: (err) => notifyError('Error', errorMessage(err, 'Failed to save your settings')),
  });
  const data = settings.data;
  return (
    <Page
      title="Notification settings"
      description="Notifications always appear under the bell while you use Roundwise."
    >
      {!data ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading settings" />
        </div>
      ) : (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>E-mail digest</CardTitle>
            <CardDescription>
              Sent to {data.email}, with what you have not read in the app. Every digest has a link to
              unsubscribe.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {!data.email_enabled ? (
              <div
                className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
                role="status"
                data-testid="email-disabled"
              >
                <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <p>
                  E-mail is not switched on for this Roundwise yet, so no digest goes out whatever you choose:
                  your choice is kept for when it is. Until then, everything new is under the bell. To get
                  digests, ask whoever runs your Roundwise to turn on e-mail.
                </p>
              </div>
            ) : null}
            <fieldset className="grid gap-2" aria-label="Digest frequency">
              {DIGEST_FREQUENCIES.map((f) => (
                <label
                  key={f}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-md border p-3 transition-colors hover:bg-accent',
                    data.digest === f && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name="digest"
                    value={f}
                    checked={data.digest === f}
                    disabled={save.isPending}
                    onChange={() => save.mutate(f)}
                    className="mt-1 accent-[var(--color-primary)]"
                  />
                  <span>
                    <span className="block text-sm font-medium">{CHOICES[f].label}</span>
                    <span className="block text-sm text-muted-foreground">{CHOICES[f].text}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
