import { labelOf } from '@core/contracts/labels';
import type { TRunSummary } from '@core/contracts/workbench';
import { Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCount, formatDuration, formatWhen, shortRunId, workflowLabel } from './format';
import { RunStatusBadge, WorkbenchNav } from './parts';
import { RunFilterBar } from './runs-filters';
import {
  filtersFromSearch,
  hasFilters,
  PAGE_SIZE,
  type RunFilters,
  rangeLabel,
  searchWith,
} from './runs-query';
import { StaffOnly } from './staff-only';
import { useRuns } from './workbench-api';

const runPath = (id: string) => `/workbench/runs/${encodeURIComponent(id)}`;
const _capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function SubjectCell({ run }: { run: TRunSummary }) {
  return (
    <span
      className="block max-w-64 truncate"
      title={[run.subjectLabel, run.subjectId].filter(Boolean).join(' · ')}
    >
      {run.subjectLabel ?? run.subjectId ?? <span className="text-muted-foreground">—</span>}
      {run.sandbox ? (
        <Badge variant="warning" className="ml-1.5 align-middle">
          Re-run
        </Badge>
      ) : null}
    </span>
  );
}

function StatusCell({ run }: { run: TRunSummary }) {
  return (
    <div className="grid max-w-72 gap-1">
      <RunStatusBadge status={run.status} className="justify-self-start" />
      {run.error ? (
        <span className="line-clamp-2 text-xs text-red-800" title={run.error} data-testid="run-reason">
          {run.error}
        </span>
      ) : null}
    </div>
  );
}

function RunsTable({ runs }: { runs: TRunSummary[] }) {
  const navigate = useNavigate();
  return (
    <table className="hidden w-full text-sm md:table" aria-label="Workflow runs">
      <thead className="border-b bg-muted/50 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <tr>
          <th className="px-4 py-3 font-medium">Workflow</th>
          <th className="px-4 py-3 font-medium">Subject</th>
          <th className="px-4 py-3 font-medium">Status and reason</th>
          <th className="px-4 py-3 font-medium">Started by</th>
          <th className="px-4 py-3 font-medium">Started</th>
          <th className="px-4 py-3 text-right font-medium">Duration</th>
          <th className="px-4 py-3 text-right font-medium">Calls · tokens</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {runs.map((run) => (
          <tr
            key={run.id}
            data-testid="run-row"
            className="cursor-pointer align-top transition-colors hover:bg-muted/40"
            onClick={() => navigate(runPath(run.id))}
          >
            <td className="px-4 py-3">
              <Link
                to={runPath(run.id)}
                className="font-medium text-foreground hover:text-primary hover:underline"
                onClick={(e) => e.stopPropagation()}
              >
                {workflowLabel(run.workflow)}
              </Link>
              <div className="font-mono text-[11px] text-muted-foreground">
                <span>{labelOf(run.engine)}</span> · {shortRunId(run.id)}
              </div>
            </td>
            <td className="px-4 py-3">
              <SubjectCell run={run} />
            </td>
            <td className="px-4 py-3">
              <StatusCell run={run} />
            </td>
            <td className="px-4 py-3">
              <span
                className="block max-w-44 truncate"
                title={run.startedBy.email ?? undefined}
                data-testid="run-starter"
              >
                {run.startedBy.label}
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted-foreground">
              <time dateTime={run.startedAt}>{formatWhen(run.startedAt)}</time>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {formatDuration(run.durationMs)}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {formatCount(run.modelCalls)} · {formatCount(run.tokens)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per run instead of eight columns. */
function RunsList({ runs }: { runs: TRunSummary[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label="Workflow runs">
      {runs.map((run) => (
        <li key={run.id}>
          <Link
            to={runPath(run.id)}
            className="grid gap-1.5 px-4 py-3.5 hover:bg-muted/40"
            data-testid="run-card"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium">{workflowLabel(run.workflow)}</span>
              <RunStatusBadge status={run.status} />
            </div>
            <SubjectCell run={run} />
            {run.error ? <span className="line-clamp-2 text-xs text-red-800">{run.error}</span> : null}
            <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums text-muted-foreground">
              <span>{run.startedBy.label}</span>
              <time dateTime={run.startedAt}>{formatWhen(run.startedAt)}</time>
              <span>{formatDuration(run.durationMs)}</span>
              <span>{formatCount(run.modelCalls)} calls</span>
              <span>{formatCount(run.tokens)} tokens</span>
              <span>{labelOf(run.engine)}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RunsConsole() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const query = useRuns(filters);
  const change = (c: Partial<RunFilters>) => setParams(searchWith(filters, c));
  const runs = query.data?.runs ?? [];
  const total = query.data?.total ?? 0;

  return (
    <div className="grid gap-4">
      <RunFilterBar filters={filters} onChange={change} />
      <Card className="overflow-hidden">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading runs" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="px-6 py-10 text-center text-sm text-destructive">
            Could not load the runs: {errorMessage(query.error)}
          </p>
        ) : runs.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="size-6" />
            {hasFilters(filters) ? 'No run matches these filters.' : 'No workflow has run yet.'}
          </div>
        ) : (
          <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <RunsTable runs={runs} />
            <RunsList runs={runs} />
          </div>
        )}
        <div className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm">
          <span className="tabular-nums text-muted-foreground" data-testid="runs-range">
            {query.data ? rangeLabel(filters.offset, runs.length, total) : ' '}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={filters.offset === 0}
              onClick={() => change({ offset: Math.max(0, filters.offset - PAGE_SIZE) })}
            >
              <ChevronLeft aria-hidden="true" /> Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={filters.offset + runs.length >= total}
              onClick={() => change({ offset: filters.offset + PAGE_SIZE })}
            >
              Next <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

export function RunsPage() {
  return (
    <StaffOnly>
      <Page
        title="Workbench"
        description="Every workflow run: why it did what it did, node by node; replay, stop or compare runs."
      >
        <WorkbenchNav />
        <RunsConsole />
      </Page>
    </StaffOnly>
  );
}
