import type { TContactMessage, TContactMessages } from '@core/contracts/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { AlertTriangle, ChevronLeft, ChevronRight, Inbox, Mail, RefreshCw, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { offsetForPage, PAGE_SIZE, pageInfo, pageLabel } from './pagination';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

function useContactMessages(offset: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', offset],
    queryFn: ({ signal }) =>
      api<TContactMessages>(`/api/admin/contact-messages?limit=${PAGE_SIZE}&offset=${offset}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function MessageCard({ message }: { message: TContactMessage }) {
  const headingId = `message-${message.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold break-words">
              {message.name}
            </h2>
            <a
              href={`mailto:${message.email}`}
              className="text-sm break-all text-primary underline-offset-4 hover:underline"
            >
              {message.email}
            </a>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <time dateTime={message.created_at} className="text-sm text-muted-foreground">
              {formatDate(message.created_at)}
            </time>
            <Button asChild variant="outline" size="sm">
              <a
                href={`mailto:${message.email}?subject=${encodeURIComponent('Re: your message to Roundwise')}`}
              >
                <Mail aria-hidden="true" />
                Reply<span className="sr-only"> to {message.name}</span>
              </a>
            </Button>
          </div>
        </div>
        <p className="mt-4 border-t pt-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
          {message.message}
        </p>
      </Card>
    </article>
  );
}

function MessagesInbox() {
  const [params, setParams] = useSearchParams();
  const offset = offsetForPage(params.get('page'));
  const query = useContactMessages(offset, true);
  const data = query.data;
  const info = data ? pageInfo(offset, data.messages.length, data.total) : null;

  function goTo(nextOffset: number) {
    const page = Math.floor(nextOffset / PAGE_SIZE) + 1;
    setParams(page > 1 ? { page: String(page) } : {});
    window.scrollTo(0, 0);
  }

  return (
    <Page
      title="Contact messages"
      description="Messages sent from the contact form, newest first."
      actions={
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      }
    >
      {query.isError && !data ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <div className="flex-1">
            <p className="font-medium">The messages could not be loaded</p>
            <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
          </div>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !data || !info ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading messages" />
        </div>
      ) : data.total === 0 ? (
        <EmptyState icon={<Inbox className="size-6" />} title="No messages yet">
          Messages sent from the contact page will appear here.
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {pageLabel(info)}
          </p>
          <ul className="grid gap-4" aria-busy={query.isFetching}>
            {data.messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          {info.hasPrevious || info.hasNext ? (
            <nav aria-label="Pages of messages" className="mt-8 flex items-center justify-between gap-3">
              <Button
                variant="outline"
                disabled={!info.hasPrevious}
                onClick={() => goTo(info.previousOffset)}
              >
                <ChevronLeft aria-hidden="true" />
                Newer
              </Button>
              <Button variant="outline" disabled={!info.hasNext} onClick={() => goTo(info.nextOffset)}>
                Older
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Page>
  );
}

/** /admin/messages: the stored contact messages, for admins only (the API refuses everyone else as well). */
export function ContactMessagesPage() {
  const auth = useAuth();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Contact messages | Roundwise';
    return () => {
      document.title = previous;
    };
  }, []);

  if (auth.status === 'loading') return <PageSpinner />;
  if (!auth.isAdmin) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Contact messages</h1>
        <EmptyState icon={<ShieldAlert className="size-6" />} title="Administrators only">
          Contact messages are visible to administrators. Ask an administrator for access.
        </EmptyState>
      </div>
    );
  }
  return <MessagesInbox />;
}
