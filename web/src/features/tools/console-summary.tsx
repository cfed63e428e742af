import { cn } from '@web/lib/cn';
import { CheckCircle2, ListChecks, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ConsoleSummary } from './api-console';

function SummaryTile({
  label,
  value,
  icon,
  className,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  className?: string;
  testId: string;
}) {
  // A <dl>'s groups may hold only <dt> and <dd>: the icon sits inside the <dt>, placed beside both.
  return (
    <div className="relative rounded-lg border bg-card p-4 pl-[4.25rem] shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full',
            className,
          )}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** How many tests succeeded and failed since the page opened. */
export function Summary({ summary }: { summary: ConsoleSummary }) {
  return (
    <section aria-label="Test summary" className="mb-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SummaryTile
          label="Successful"
          value={summary.successful}
          icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
          className="bg-emerald-100 text-emerald-700"
          testId="summary-successful"
        />
        <SummaryTile
          label="Failed"
          value={summary.failed}
          icon={<XCircle aria-hidden="true" className="size-5" />}
          className="bg-destructive/10 text-destructive"
          testId="summary-failed"
        />
        <SummaryTile
          label="Total"
          value={summary.total}
          icon={<ListChecks aria-hidden="true" className="size-5" />}
          className="bg-secondary text-secondary-foreground"
          testId="summary-total"
        />
      </dl>
    </section>
  );
}
