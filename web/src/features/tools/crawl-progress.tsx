import type { TCrawlRun } from '@core/contracts/crawls';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { AlertCircle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatJson } from './api-console';
import { type CrawlState, progressPercent, progressSummary } from './crawl-run';

/** A crawl under way: what it is doing, a bar of pages handled, and its counts; announced politely. */
export function CrawlProgressPanel({
  state,
  title,
  item,
}: {
  state: CrawlState;
  title: string;
  item: [string, string];
}) {
  if (state.phase !== 'starting' && state.phase !== 'running') return null;
  const progress = state.phase === 'running' ? state.progress : null;
  const percent = progressPercent(progress);
  return (
    <div
      className="grid gap-2.5 rounded-md border border-primary/20 bg-primary/5 p-3"
      aria-live="polite"
      data-testid="crawl-progress"
    >
      <div className="flex items-center gap-2 text-sm">
        <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
        <span className="font-medium">{state.phase === 'starting' ? 'Starting…' : title}</span>
        {percent !== null ? (
          <span className="ml-auto text-xs tabular-nums text-muted-foreground">{percent}%</span>
        ) : null}
      </div>
      <Progress
        value={percent ?? 5}
        aria-label={`${title} progress`}
        className={cn('h-1.5 bg-primary/10', percent === null && 'animate-pulse')}
      />
      <p className="text-xs tabular-nums text-muted-foreground">
        {state.phase === 'starting' ? 'Queuing the crawl…' : progressSummary(progress, item)}
      </p>
    </div>
  );
}

/** A crawl that failed (or could not start), in the destructive style. */
export function CrawlError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0">
        <p className="font-medium text-destructive">{title}</p>
        <p className="mt-0.5 break-words text-foreground/80">{children}</p>
      </div>
    </div>
  );
}

const STATUS_BADGE: Record<
  TCrawlRun['status'],
  { label: string; variant: 'info' | 'success' | 'destructive' | 'muted' }
> = {
  running: { label: 'Running', variant: 'info' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

export function RunStatusBadge({ status }: { status: string }) {
  const badge = STATUS_BADGE[status as TCrawlRun['status']] ?? {
    label: status,
    variant: 'muted' as const,
  };
  return (
    <Badge variant={badge.variant} className="shrink-0">
      {status === 'running' ? <Loader2 aria-hidden="true" className="size-3 animate-spin" /> : null}
      {badge.label}
    </Badge>
  );
}

/** A list of pages that failed: the URL and why. */
export function FailureList({
  failures,
  className,
}: {
  failures: readonly { url: string; code: string; message: string }[];
  className?: string;
}) {
  if (failures.length === 0) return null;
  return (
    <ul className={cn('grid gap-1.5', className)} aria-label="Failed pages">
      {failures.map((f, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may fail twice (retries)
          key={`${f.url}-${i}`}
          className="min-w-0 rounded-md border border-destructive/20 bg-destructive/5 px-3 py-2 text-xs"
        >
          <p className="truncate font-mono text-foreground/90" title={f.url}>
            {f.url}
          </p>
          <p className="mt-0.5 text-destructive">
            {f.message}
            {f.code ? <span className="text-muted-foreground"> ({f.code})</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A finished crawl whose result does not have the expected shape: shown as the server sent it. */
export function RawResultCard({ title, result }: { title: string; result: unknown }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>The run finished; its result is shown as the server sent it.</CardDescription>
      </CardHeader>
      <CardContent>
        <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 font-mono text-xs">
          {formatJson(result)}
        </pre>
      </CardContent>
    </Card>
  );
}
