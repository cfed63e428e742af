import type { TRunSummary } from '@core/contracts/workbench';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

const STATUS_BADGE: Record<
  TRunSummary['status'],
  { label: string; variant: 'info' | 'success' | 'destructive' | 'muted' }
> = {
  running: { label: 'Running', variant: 'info' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

export function RunStatusBadge({ status, className }: { status: string; className?: string }) {
  const badge = STATUS_BADGE[status as TRunSummary['status']] ?? { label: status, variant: 'muted' as const };
  return (
    <Badge variant={badge.variant} className={cn('shrink-0', className)} data-testid="run-status">
      {status === 'running' ? <Loader2 aria-hidden="true" className="size-3 animate-spin" /> : null}
      {badge.label}
    </Badge>
  );
}

const TABS = [
  { to: '/workbench', label: 'Runs' },
  { to: '/workbench/compare', label: 'Compare' },
  { to: '/workbench/evals', label: 'Evals' },
] as const;

/** /workbench/runs/:id belongs to Runs. */
const isActive = (to: string, pathname: string) =>
  to === '/workbench' ? pathname === '/workbench' || pathname.startsWith('/workbench/runs') : pathname === to;

/** Runs, Compare and Evals: the workbench's three screens. */
export function WorkbenchNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Workbench"
      className="mb-6 inline-flex h-10 items-center rounded-md bg-muted p-1 text-muted-foreground"
    >
      {TABS.map((t) => {
        const active = isActive(t.to, pathname.replace(/\/+$/, '') || '/');
        return (
          <Link
            key={t.to}
            to={t.to}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** A figure with its label, for a row of a run's numbers. */
export function Stat({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-lg border bg-card px-4 py-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** JSON for reading: monospace, scrolls within its box. */
export function JsonBlock({ value, className, ...props }: { value: string } & ComponentProps<'pre'>) {
  return (
    <pre
      className={cn(
        'max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/60 p-3 font-mono text-xs leading-relaxed',
        className,
      )}
      {...props}
    >
      {value}
    </pre>
  );
}

export const selectClass =
  'h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
