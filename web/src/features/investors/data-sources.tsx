import { cn } from '@web/lib/cn';
import { CalendarDays, ChevronDown, Database, ExternalLink } from 'lucide-react';
import { sourceDate, sourcesSummary, statusNote } from './data-sources-format';
import { useInvestorMeta } from './use-investor-search';

/** The small 'Data: …' line that dates the investor data wherever it is used (the idea page's header). */
export function DataSourcesLine({ className }: { className?: string }) {
  const summary = sourcesSummary(useInvestorMeta().data?.sources);
  if (!summary) return null;
  return (
    <p
      className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}
      data-testid="data-sources"
    >
      <Database aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        Data: {summary}.{' '}
        <a href="/investors#data-sources" className="underline-offset-2 hover:underline">
          Sources
        </a>
      </span>
    </p>
  );
}

/**
 * /investors' account of its data: the dates in one line, and on demand each source with what it provides, its
 * date and its licence, and what a status is relative to.
 */
export function DataSourcesPanel({ className }: { className?: string }) {
  const sources = useInvestorMeta().data?.sources;
  const summary = sourcesSummary(sources);
  if (!summary || !sources)
    return (
      <div
        aria-hidden="true"
        className={cn('h-9 w-full max-w-2xl animate-pulse rounded-lg bg-muted', className)}
      />
    );
  return (
    <details
      id="data-sources"
      className={cn('group max-w-2xl rounded-lg border bg-card text-sm shadow-xs', className)}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-1.5 text-muted-foreground [&::-webkit-details-marker]:hidden">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span data-testid="data-sources">Data: {summary}</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-3 border-t px-3 py-3">
        <p>{statusNote(sources)}</p>
        <ul className="grid gap-2">
          {sources.map((s) => (
            <li key={s.id}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                {s.name} <ExternalLink aria-hidden="true" className="size-3" />
              </a>
              <span className="text-muted-foreground">
                {' '}
                · {sourceDate(s.as_of) ? `as of ${sourceDate(s.as_of)}` : 'undated'} · licence: {s.licence}
              </span>
              <p className="text-muted-foreground">{s.provides}.</p>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
