import type { TUnsubscribed } from '@core/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { api, errorMessage } from '@web/lib/api';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * /unsubscribe?token=…, the digest e-mail's link. It asks before stopping (a link scanner that opens it must not
 * unsubscribe anyone); no sign-in is needed, the token says whose digests.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({
    mutationFn: () =>
      api<TUnsubscribed>('/api/notifications/unsubscribe', { method: 'POST', body: { token } }),
  });
  return (
    <Page title="E-mail digests">
      <Card className="max-w-xl">
        {stop.isSuccess ? (
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" /> Unsubscribed
            </CardTitle>
            <CardDescription>
              {stop.data.email} gets no more digests. Notifications still appear in the app; you can turn
              digests back on in{' '}
              <Link to="/settings/notifications" className="text-primary underline">
                your settings
              </Link>
              .
            </CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle>Stop the e-mail digests?</CardTitle>
              <CardDescription>You will still see notifications in the app, under the bell.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              {!token || stop.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {token ? errorMessage(stop.error) : 'This link is incomplete: open the one in your e-mail.'}
                </p>
              ) : null}
              <Button onClick={() => stop.mutate()} disabled={!token || stop.isPending} className="w-fit">
                {stop.isPending ? <Loader2 className="animate-spin" /> : null} Unsubscribe
              </Button>
            </CardContent>
          </>
        )}
      </Card>
    </Page>
  );
}
