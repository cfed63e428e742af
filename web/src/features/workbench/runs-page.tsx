import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight, Inbox, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TRunSummary } from '../../../../src/contracts/workbench';
import { formatCount, formatDuration, formatWhen, shortRunId, WORKFLOWS, workflowLabel } from './format';
import { RunStatusBadge, selectClass, WorkbenchNav } from './parts';
import {
  ENGINES,
  filtersFromSearch,
  hasFilters,
  PAGE_SIZE,
  RUN_STATUSES,
  type RunFilters,
  rangeLabel,
  searchWith,
} from './runs-query';
import { StaffOnly } from './staff-only';
import { useRuns } from './workbench-api';

const runPath = (id: string) => `/workbench/runs/${encodeURIComponent(id)}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Filters({ filters, onChange }: { filters: RunFilters; onChange: (c: Partial<RunFilters>) => void }) {
  const [subject, setSubject] = useState(filters.subject);
  useEffect(() => setSubject(filters.subject), [filters.subject]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim() !== filters.subject) onChange({ subject: subject.trim() });
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,11rem))_minmax(0,1fr)_auto]"
      aria-label="Filter runs"
    >
      <select
        aria-label="Workflow"
        value={filters.workflow}
        onChange={(e) => onChange({ workflow: e.target.value })}
        className={selectClass}
      >
        <option value="">All workflows</option>
        {WORKFLOWS.map((w) => (
          <option key={w} value={w}>
            {workflowLabel(w)}
          </option>
        ))}
      </select>
      <select
        aria-label="Status"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
        className={selectClass}
      >
        <option value="">Any status</option>
        {RUN_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capital(s)}
          </option>
        ))}
      </select>
      <select
        aria-label="Engine"
        value={filters.engine}
        onChange={(e) => onChange({ engine: e.target.value })}
        className={selectClass}
      >
        <option value="">Any engine</option>
        {ENGINES.map((s) => (
          <option key={s} value={s}>
            {capital(s)}
          </option>
        ))}
      </select>
      <Input
        aria-label="Subject"
        placeholder="Subject id (idea, investor…) — press Enter"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        onBlur={() => subject.trim() !== filters.subject && onChange({ subject: subject.trim() })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <Button
        type="button"
        variant="ghost"
        disabled={!hasFilters(filters)}
        onClick={() => onChange({ workflow: '', status: '', engine: '', subject: '' })}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X aria-hidden="true" /> Clear
      </Button>
    </form>
  );
}

function SubjectCell({ run }: { run: TRunSummary }) {
  return (
    <span className="block max-w-72 truncate" title={run.subjectLabel ?? run.subjectId ?? ''}>
      {run.subjectLabel ?? run.subjectId ?? <span className="text-muted-foreground">—</span>}
    </span>
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
          <th className="px-4 py-3 font-medium">Status</th>
          <th className="px-4 py-3 font-medium">Engine</th>
          <th className="px-4 py-3 font-medium">Started</th>
          <th className="px-4 py-3 text-right font-medium">Duration</th>
          <th className="px-4 py-3 text-right font-medium">Model calls</th>
          <th className="px-4 py-3 text-right font-medium">Tokens</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {runs.map((run) => (
          <tr
            key={run.id}
            data-testid="run-row"
            className="cursor-pointer transition-colors hover:bg-muted/40"
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
              <div className="font-mono text-[11px] text-muted-foreground">{shortRunId(run.id)}</div>
            </td>
            <td className="px-4 py-3">
              <SubjectCell run={run} />
            </td>
            <td className="px-4 py-3">
              <RunStatusBadge status={run.status} />
            </td>
            <td className="px-4 py-3 capitalize text-muted-foreground">{run.engine}</td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted-foreground">
              <time dateTime={run.startedAt}>{formatWhen(run.startedAt)}</time>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {formatDuration(run.durationMs)}
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{formatCount(run.modelCalls)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{formatCount(run.tokens)}</td>
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
            <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums text-muted-foreground">
              <time dateTime={run.startedAt}>{formatWhen(run.startedAt)}</time>
              <span>{formatDuration(run.durationMs)}</span>
              <span>{formatCount(run.modelCalls)} calls</span>
              <span>{formatCount(run.tokens)} tokens</span>
              <span className="capitalize">{run.engine}</span>
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
      <Filters filters={filters} onChange={change} />
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
        description="Every workflow run: replay its history, open its agents, compare runs."
      >
        <WorkbenchNav />
        <RunsConsole />
      </Page>
    </StaffOnly>
  );
}
