import { EmptyState, Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { notify, notifyError } from '@web/lib/toast';
import { ExternalLink, Lock, Search, Trash2, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useContacts, useDeleteContacts } from './contacts-api';
import { ImportCard } from './import-card';
import { connectedLabel } from './import-status';

const PAGE = 50;

/** The founder's own network (issue 33): import, see, search and delete; private to them. */
export function ContactsPage() {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [limit, setLimit] = useState(PAGE);
  const contacts = useContacts(query, limit);
  const remove = useDeleteContacts();
  const [confirmAll, setConfirmAll] = useState(false);
  const total = contacts.data?.total ?? 0;

  async function deleteOne(id: string, name: string) {
    try {
      await remove.mutateAsync(id);
      notify('Contact deleted', `${name} and every warm path through them are gone.`);
    } catch {
      notifyError('Delete failed', 'The contact could not be deleted. Try again.');
    }
  }

  async function deleteAll() {
    try {
      const { deleted } = await remove.mutateAsync(null);
      setConfirmAll(false);
      notify('Network deleted', `${deleted.toLocaleString('en-US')} contacts and their imports are gone.`);
    } catch {
      notifyError('Delete failed', 'Your contacts could not be deleted. Try again.');
    }
  }

  return (
    <Page
      title="My Network"
      description="The people you know, to find warm paths to investors and design partners among them."
      actions={
        total > 0 && !query ? (
          <Button variant="outline" onClick={() => setConfirmAll(true)}>
            <Trash2 /> Delete all
          </Button>
        ) : null
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="order-2 lg:order-1">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Users className="size-4 text-primary" aria-hidden="true" /> Contacts
              {contacts.data ? (
                <span className="text-sm font-normal text-muted-foreground">
                  ({total.toLocaleString('en-US')})
                </span>
              ) : null}
            </CardTitle>
            <div className="relative mt-2">
              <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
              <Input
                value={q}
                onChange={(e) => {
                  setQ(e.target.value);
                  setLimit(PAGE);
                }}
                placeholder="Search by name, company or position"
                aria-label="Search contacts"
                className="pl-9"
              />
            </div>
          </CardHeader>
          <CardContent>
            {contacts.isPending ? (
              <div className="flex justify-center py-10">
                <Spinner />
              </div>
            ) : total === 0 ? (
              <EmptyState
                icon={<Users className="size-6" />}
                title={query ? 'No contact matches' : 'No contacts yet'}
              >
                {query
                  ? 'Try another name or company.'
                  : 'Import your LinkedIn connections to see your warm paths.'}
              </EmptyState>
            ) : (
              <ul className="divide-y" aria-label="Contacts">
                {contacts.data!.contacts.map((c) => (
                  <li key={c.id} className="flex items-start gap-3 py-3" data-testid="contact-row">
                    <div className="min-w-0 flex-1">
                      <p className="flex items-center gap-1.5 font-medium">
                        {c.full_name}
                        {c.url ? (
                          <a
                            href={c.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-muted-foreground hover:text-primary"
                            aria-label={`${c.full_name} on LinkedIn (opens in a new tab)`}
                          >
                            <ExternalLink className="size-3.5" />
                          </a>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {[c.position, c.company].filter(Boolean).join(' at ') || 'No company given'}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {[
                          c.connected_on ? `Connected ${connectedLabel(c.connected_on)}` : null,
                          c.email,
                          c.source === 'google' ? 'Google Contacts' : 'LinkedIn',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-muted-foreground hover:text-destructive"
                      onClick={() => void deleteOne(c.id, c.full_name)}
                      aria-label={`Delete ${c.full_name}`}
                      title="Delete"
                    >
                      <Trash2 />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {contacts.data && contacts.data.contacts.length < total ? (
              <Button variant="outline" className="mt-4 w-full" onClick={() => setLimit((n) => n + PAGE)}>
                Show more ({(total - contacts.data.contacts.length).toLocaleString('en-US')} left)
              </Button>
            ) : null}
          </CardContent>
        </Card>
        <div className="order-1 grid content-start gap-4 lg:order-2">
          <ImportCard />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Lock className="size-4 text-primary" aria-hidden="true" /> Yours alone
              </CardTitle>
              <CardDescription>
                No one else on Roundwise sees your contacts: not investors, advisors, other founders or our
                staff. Warm paths are worked out from them each time you look, never stored; deleting a
                contact deletes every path through them.
              </CardDescription>
            </CardHeader>
          </Card>
        </div>
      </div>
      <Dialog open={confirmAll} onOpenChange={(open) => !remove.isPending && setConfirmAll(open)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete your whole network?</DialogTitle>
            <DialogDescription>
              All {total.toLocaleString('en-US')} contacts, your import history and every warm path through
              them will be deleted. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmAll(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void deleteAll()} disabled={remove.isPending}>
              Delete all contacts
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Page>
  );
}
