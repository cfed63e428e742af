import { cn } from '@web/lib/cn';
import { Check, Minus, X } from 'lucide-react';
import type { InvestorRec } from '../recommendations';

type Dimension = InvestorRec['dimensions'][number];

/** The four dimensions of fit to the round, in the order a founder weighs them. */
const FIT = [
  { id: 'geography', label: 'Place' },
  { id: 'stage', label: 'Stage' },
  { id: 'check_size', label: 'Check size' },
  { id: 'sector', label: 'Sector' },
] as const;
const EVIDENCE = [
  { id: 'activity', label: 'Track record' },
  { id: 'network', label: 'Your network' },
  { id: 'portfolio', label: 'Portfolio' },
] as const;

type Verdict = 'fits' | 'unknown' | 'weak';

/** A dimension's score read as a verdict: 0.8 and up fits, 0.5 means nothing is known either way. */
function verdictOf(score: number): Verdict {
  if (score >= 0.75) return 'fits';
  if (score >= 0.45) return 'unknown';
  return 'weak';
}

const STYLE: Record<Verdict, string> = {
  fits: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  unknown: 'border-border bg-muted text-muted-foreground',
  weak: 'border-amber-200 bg-amber-50 text-amber-900',
};
const ICON = { fits: Check, unknown: Minus, weak: X } as const;

/** Place · Stage · Check size · Sector as chips, each with its reason on hover and for screen readers. */
export function FitChips({ dimensions, className }: { dimensions: Dimension[]; className?: string }) {
  const fit = FIT.flatMap((f) => {
    const d = dimensions.find((x) => x.dimension === f.id);
    return d ? [{ ...f, d, verdict: verdictOf(d.score) }] : [];
  });
  if (fit.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Fit to your round">
      {fit.map(({ id, label, d, verdict }) => {
        const Icon = ICON[verdict];
        return (
          <li
            key={id}
            title={d.reason}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
              STYLE[verdict],
            )}
          >
            <Icon className="size-3" aria-hidden="true" />
            {label}
            <span className="sr-only">: {d.reason}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Why they match: each dimension's reason, fit first, then the evidence. */
export function FitReasons({ dimensions, summary }: { dimensions: Dimension[]; summary: string }) {
  const rows = [...FIT, ...EVIDENCE].flatMap((f) => {
    const d = dimensions.find((x) => x.dimension === f.id);
    return d ? [{ label: f.label, reason: d.reason }] : [];
  });
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Why they match</h4>
      <dl className="mt-1.5 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd>{r.reason}</dd>
          </div>
        ))}
      </dl>
      {summary && !rows.some((r) => summary.includes(r.reason)) ? (
        <p className="mt-2 text-sm leading-relaxed">{summary}</p>
      ) : null}
    </div>
  );
}
