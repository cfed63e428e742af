import { API_KEY_LIMITS, RATE_LIMITS, type TApiKey } from '@core/contracts/api-keys';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { KeyRound, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatKeyDate, formatLastUsed, maskedKey, PLAN_LABELS, sortKeys } from './api-key-format';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { useApiKeys } from './use-api-keys';

function KeyRow({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke: () => void }) {
  const revoked = Boolean(apiKey.revoked_at);
  return (
    <li className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 px-6 py-4', revoked && 'bg-muted/40')}>
      <div
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-md',
          revoked ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
        )}
      >
        <KeyRound aria-hidden="true" className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className={cn('truncate font-medium', revoked && 'text-muted-foreground line-through')}>
            {apiKey.name}
          </p>
          <Badge variant="outline" className="font-normal">
            {PLAN_LABELS[apiKey.plan]}
          </Badge>
          {revoked ? (
            <Badge variant="muted">Revoked {formatKeyDate(apiKey.revoked_at)}</Badge>
          ) : (
            <Badge variant="success">Active</Badge>
          )}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <code className="font-mono text-foreground/80">{maskedKey(apiKey.prefix)}</code>
          <span>Created {formatKeyDate(apiKey.created_at)}</span>
          <span>{formatLastUsed(apiKey.last_used_at)}</span>
        </p>
      </div>
      {revoked ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onRevoke}
        >
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      )}
    </li>
  );
}

function Placeholder({ children }: { children: React.ReactNode }) {
  return <div className="border-t px-6 py-10 text-center text-sm text-muted-foreground">{children}</div>;
}

/** The founder's API keys for the public API (/api-docs), on the dashboard at #api-keys. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // /api-docs links to /dashboard#api-keys; the card renders after the route's guard, so scroll here then.
  useEffect(() => {
    if (hash === '#api-keys') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Card id="api-keys" ref={ref} className="mt-12 scroll-mt-24 overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>API keys</CardTitle>
          <CardDescription>
            Use the Roundwise API from your own tools. Starter plan: {RATE_LIMITS.starter} requests an hour
            for the account, however many keys it has (at most {API_KEY_LIMITS.maxActive}).{' '}
            <Link to="/api-docs" className="font-medium text-primary hover:underline">
              Read the API docs
            </Link>
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus /> Create API key
        </Button>
      </CardHeader>

      {keys.isPending ? (
        <ul aria-hidden="true" className="divide-y border-t">
          {[0, 1].map((i) => (
            <li key={i} className="flex animate-pulse items-center gap-4 px-6 py-4">
              <div className="size-9 rounded-md bg-muted" />
              <div className="grid flex-1 gap-2">
                <div className="h-4 w-40 rounded bg-muted" />
                <div className="h-3 w-64 rounded bg-muted" />
              </div>
            </li>
          ))}
        </ul>
      ) : keys.isError ? (
        <Placeholder>
          <p className="font-medium text-foreground">Couldn't load your API keys</p>
          <p className="mt-1">{errorMessage(keys.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => keys.refetch()}>
            Try again
          </Button>
        </Placeholder>
      ) : keys.data.length === 0 ? (
        <Placeholder>
          <p className="font-medium text-foreground">No API keys yet</p>
          <p className="mt-1">Create one to call the API with a bearer token.</p>
        </Placeholder>
      ) : (
        <ul aria-label="API keys" className="divide-y border-t">
          {sortKeys(keys.data).map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      )}

      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
