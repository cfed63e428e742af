import { AUDIT_ACTION_LABELS, type TAuditEntry, type TAuditLog } from '@core/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { ChevronLeft, ChevronRight, ScrollText, ShieldAlert, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditApiPath,
  auditFiltersFrom,
  auditSearchWith,
} from './audit-query';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const actionLabel = (a: string) => AUDIT_ACTION_LABELS[a] ?? a;
const selectClass =
  'h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Filters({
  filters,
  actions,
  onChange,
}: {
  filters: AuditFilters;
  actions: string[];
  onChange: (c: Partial<AuditFilters>) => void;
}) {
  const [actor, setActor] = useState(filters.actor);
  useEffect(() => setActor(filters.actor), [filters.actor]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ actor: actor.trim() });
  };
  const has = filters.actor || filters.action || filters.from || filters.to;
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid gap-3 md:grid-cols-[1fr_1.3fr_auto_auto_auto] md:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="audit-actor" className="text-xs text-muted-foreground">
          Actor (email)
        </Label>
        <Input
          id="audit-actor"
          value={actor}
          placeholder="ada@ — press Enter"
          onChange={(e) => setActor(e.target.value)}
          onBlur={() => actor.trim() !== filters.actor && onChange({ actor: actor.trim() })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-action" className="text-xs text-muted-foreground">
          Action
        </Label>
        <select
          id="audit-action"
          className={selectClass}
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value })}
        >
          <option value="">Any action</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((k) => (
        <div key={k} className="grid gap-1">
          <Label htmlFor={`audit-${k}`} className="text-xs text-muted-foreground">
            {k === 'from' ? 'From' : 'Before'}
          </Label>
          <Input
            id={`audit-${k}`}
            type="datetime-local"
            value={filters[k]}
            onChange={(e) => onChange({ [k]: e.target.value })}
            className="w-52"
          />
        </div>
      ))}
      <Button
        type="button"
        variant="ghost"
        disabled={!has}
        onClick={() => onChange({ actor: '', action: '', from: '', to: '' })}
      >
        <X aria-hidden="true" /> Clear
      </Button>
    </form>
  );
}

function Entry({ entry }: { entry: TAuditEntry }) {
  const failed = entry.status >= 400;
  return (
    <tr className="align-top" data-testid="audit-row">
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted-foreground">
        <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
      </td>
      <td className="px-4 py-3 break-all">{entry.actor_email}</td>
      <td className="px-4 py-3">
        <span className="font-medium">{actionLabel(entry.action)}</span>
        {entry.target ? (
          <div className="font-mono text-[11px] text-muted-foreground break-all">{entry.target}</div>
        ) : null}
      </td>
      <td className={failed ? 'px-4 py-3 tabular-nums text-red-700' : 'px-4 py-3 tabular-nums'}>
        {entry.status}
      </td>
      <td className="px-4 py-3">
        <details>
          <summary className="cursor-pointer text-xs text-primary">Details</summary>
          <pre className="mt-2 max-h-48 max-w-md overflow-auto rounded-md bg-muted p-2 font-mono text-[11px] whitespace-pre-wrap break-words">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
        </details>
      </td>
    </tr>
  );
}

function AuditConsole() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const path = auditApiPath(filters);
  const query = useQuery({
    queryKey: ['admin', 'audit-log', path],
    queryFn: ({ signal }) => api<TAuditLog>(path, { signal }),
    placeholderData: keepPreviousData,
  });
  const change = (c: Partial<AuditFilters>) => setParams(auditSearchWith(filters, c));
  const data = query.data;
  return (
    <Page
      title="Audit log"
      description="What admins and ops changed, newest first: who, what, on which target, and when."
    >
      <div className="grid gap-4">
        <Filters filters={filters} actions={data?.actions ?? []} onChange={change} />
        <Card className="overflow-x-auto">
          {query.isError ? (
            <p role="alert" className="px-6 py-10 text-center text-sm text-destructive">
              Could not load the audit log: {errorMessage(query.error)}
            </p>
          ) : !data ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading the audit log" />
            </div>
          ) : data.entries.length === 0 ? (
            <EmptyState icon={<ScrollText className="size-6" />} title="Nothing recorded">
              No entry matches these filters.
            </EmptyState>
          ) : (
            <table className="w-full text-sm" aria-label="Audit log">
              <thead className="border-b bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">When</th>
                  <th className="px-4 py-3 font-medium">Actor</th>
                  <th className="px-4 py-3 font-medium">Action and target</th>
                  <th className="px-4 py-3 font-medium">Status</th>
                  <th className="px-4 py-3 font-medium">Details</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {data.entries.map((e) => (
                  <Entry key={e.id} entry={e} />
                ))}
              </tbody>
            </table>
          )}
          {data && data.total > 0 ? (
            <div className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm">
              <span className="tabular-nums text-muted-foreground">
                {filters.offset + 1}–{filters.offset + data.entries.length} of {data.total}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.offset === 0}
                  onClick={() => change({ offset: Math.max(0, filters.offset - AUDIT_PAGE_SIZE) })}
                >
                  <ChevronLeft aria-hidden="true" /> Newer
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.offset + data.entries.length >= data.total}
                  onClick={() => change({ offset: filters.offset + AUDIT_PAGE_SIZE })}
                >
                  Older <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
          ) : null}
        </Card>
      </div>
    </Page>
  );
}

/** /admin/audit-log: for admins only (the API refuses everyone else as well). */
export function AuditLogPage() {
  const auth = useAuth();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Audit log | Roundwise';
    return () => {
      document.title = previous;
    };
  }, []);
  if (auth.status === 'loading') return <PageSpinner />;
  if (!auth.isAdmin)
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Audit log</h1>
        <EmptyState icon={<ShieldAlert className="size-6" />} title="Administrators only">
          The audit log is visible to administrators.
        </EmptyState>
      </div>
    );
  return <AuditConsole />;
}
