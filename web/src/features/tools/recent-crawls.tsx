import type { TCrawlRuns } from '@core/contracts/crawls';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { History, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatStarted, runDuration, runSummary, runTarget, sortRuns, workflowLabel } from './crawl-format';
import { RunStatusBadge } from './crawl-progress';
import { progressPercent } from './crawl-run';
import { CRAWL_RUNS_KEY } from './use-crawl';

const REFRESH_MS = 3_000;

/** A clock that ticks while something is running, for durations and "min ago". */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * GET /api/admin/crawl-runs, newest first: every crawl with its target, status, progress or result, start and
 * duration. Refreshed every few seconds while one runs, and when a crawl started here finishes.
 */
export function RecentCrawls({ active, names }: { active: boolean; names: ReadonlyMap<string, string> }) {
  const query = useQuery({
    queryKey: CRAWL_RUNS_KEY,
    queryFn: ({ signal }) => api<TCrawlRuns>('/api/admin/crawl-runs', { signal }),
    refetchInterval: (q) =>
      active || q.state.data?.runs.some((r) => r.status === 'running') ? REFRESH_MS : false,
  });
  const runs = sortRuns(query.data?.runs ?? []);
  const running = runs.some((r) => r.status === 'running');
  const now = useNow(running);

  return (
    <Card className="overflow-hidden" data-testid="recent-crawls">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2 text-base">
            <History aria-hidden="true" className="size-4 text-primary" /> Recent crawls
          </CardTitle>
          <CardDescription>Imports and scrapes by every administrator, newest first.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh recent crawls"
        >
          <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      </CardHeader>
      {query.isPending ? (
        <div className="flex justify-center border-t py-10">
          <Spinner label="Loading recent crawls" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="border-t px-6 py-8 text-center text-sm text-destructive">
          Could not load the crawls: {errorMessage(query.error)}
        </p>
      ) : runs.length === 0 ? (
        <p className="border-t px-6 py-10 text-center text-sm text-muted-foreground">
          No crawls yet. Import VCs or scrape a portfolio to see them here.
        </p>
      ) : (
        <ul className="divide-y border-t" aria-label="Recent crawls">
          {runs.map((run) => {
            const percent = run.status === 'running' ? progressPercent(run.progress) : null;
            return (
              <li
                key={run.id}
                className="grid gap-x-4 gap-y-1.5 px-6 py-3.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                data-testid="crawl-run"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium">{workflowLabel(run.workflow)}</span>
                    <span className="min-w-0 truncate text-sm text-muted-foreground" title={run.target ?? ''}>
                      {runTarget(run, names)}
                    </span>
                  </div>
                  <p
                    className={cn(
                      'mt-0.5 text-xs tabular-nums',
                      run.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {runSummary(run)}
                  </p>
                  {percent !== null ? (
                    <Progress
                      value={percent}
                      className="mt-2 h-1 max-w-xs"
                      aria-label={`${workflowLabel(run.workflow)} progress`}
                    />
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:justify-end">
                  <RunStatusBadge status={run.status} />
                  <time dateTime={run.startedAt} title={new Date(run.startedAt).toLocaleString()}>
                    {formatStarted(run.startedAt, now)}
                  </time>
                  <span className="tabular-nums">{runDuration(run, now)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
