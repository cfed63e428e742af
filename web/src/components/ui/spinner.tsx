import { cn } from '@web/lib/cn';
import { Loader2 } from 'lucide-react';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 className={cn('size-6 animate-spin text-primary', className)} />
    </span>
  );
}

/** A page's loading state; `note` says why it waits when that is worth knowing (a check being retried). */
export function PageSpinner({ note }: { note?: string | null }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Spinner className="size-8" />
      {note ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  );
}
