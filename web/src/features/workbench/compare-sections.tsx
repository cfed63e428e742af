import type { TFieldChange, TRunComparison, TRunSummary } from '@core/contracts/workbench';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompareView, InvestorRow } from './compare-view';
import { formatCount, formatDuration, formatWhen, shortRunId } from './format';
import { RunStatusBadge } from './parts';

/** Intros listed before "show more": each is a collapsed pair, opened one at a time. */
const INTROS_SHOWN = 5;

/** One side of the comparison: before (the older run) or after, by date, subject and the idea's id. */
export function RunCard({ side, run }: { side: 'before' | 'after'; run: TRunSummary }) {
  return (
    <Link
      to={`/workbench/runs/${encodeURIComponent(run.id)}`}
      data-testid={`run-card-${side}`}
      className="grid gap-1 rounded-lg border bg-card px-4 py-3 text-sm transition-colors hover:bg-muted/40"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold">
          {side === 'before' ? 'Before' : 'After'} · {formatWhen(run.startedAt)}
        </span>
        <RunStatusBadge status={run.status} />
      </span>
      <span className="truncate text-xs">
        {run.subjectLabel ?? 'Idea'}{' '}
        <span className="font-mono text-muted-foreground">idea {run.subjectId}</span>
      </span>
      <span className="text-xs tabular-nums text-muted-foreground">
        {run.startedBy.label} · run {shortRunId(run.id)} · {formatDuration(run.durationMs)} ·{' '}
        {formatCount(run.modelCalls)} calls · {formatCount(run.tokens)} tokens
      </span>
    </Link>
  );
}

const MOVE_CLASS: Record<InvestorRow['movement'], string> = {
  up: 'text-emerald-700 bg-emerald-50',
  down: 'text-red-700 bg-red-50',
  same: 'text-muted-foreground',
  new: 'text-blue-700 bg-blue-50',
  dropped: 'text-muted-foreground bg-muted line-through decoration-1',
};

const score = (s: number | null) => (s === null ? '—' : s <= 1 ? `${Math.round(s * 100)}%` : s.toFixed(1));

export function InvestorsCard({ view }: { view: CompareView }) {
  const m = view.moved;
  const [all, setAll] = useState(false);
  const rows = all ? view.investors : view.changedInvestors;
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Investors</CardTitle>
        <CardDescription>
          The newer run's ranking against the older's: {m.up} moved up, {m.down} down, {m.new} new,{' '}
          {m.dropped} dropped, {m.same} unchanged{all ? '' : ' (not listed)'}.
        </CardDescription>
      </CardHeader>
      <div className="overflow-x-auto border-t">
        <table className={cn('w-full text-sm', rows.length === 0 && 'hidden')} aria-label="Investor ranks">
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-3 py-2.5 font-medium sm:px-4">Investor</th>
              <th className="px-2 py-2.5 text-right font-medium sm:px-4">
                <span className="sr-only sm:not-sr-only">Rank </span>before
              </th>
              <th className="px-2 py-2.5 text-right font-medium sm:px-4">
                <span className="sr-only sm:not-sr-only">Rank </span>after
              </th>
              <th className="px-3 py-2.5 font-medium sm:px-4">Change</th>
              <th className="hidden px-4 py-2.5 text-right font-medium sm:table-cell">
                Score before → after
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.investorId} data-testid="rank-row">
                <td
                  className={cn(
                    'px-4 py-2.5 font-medium',
                    row.movement === 'dropped' && 'text-muted-foreground',
                  )}
                >
                  {row.name}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums sm:px-4">{row.rankA ?? '—'}</td>
                <td className="px-2 py-2.5 text-right tabular-nums sm:px-4">{row.rankB ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2.5 sm:px-4">
                  <span
                    className={cn(
                      'rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums',
                      MOVE_CLASS[row.movement],
                    )}
                  >
                    {row.label}
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-2.5 text-right tabular-nums text-muted-foreground sm:table-cell">
                  {score(row.scoreA)} → {score(row.scoreB)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted-foreground">Every investor kept its rank.</p>
        ) : null}
      </div>
      {m.same > 0 ? (
        <div className="border-t px-4 py-2">
          <Button variant="ghost" size="sm" onClick={() => setAll(!all)}>
            {all ? 'Show only the changes' : `Show all ${view.investors.length} investors`}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function PartnerList({
  title,
  names,
  tone,
}: {
  title: string;
  names: string[];
  tone: 'added' | 'removed' | 'kept';
}) {
  const cls = {
    added: 'bg-emerald-50 text-emerald-800',
    removed: 'bg-red-50 text-red-800',
    kept: 'bg-muted text-foreground',
  }[tone];
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title} ({names.length})
      </h4>
      {names.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {names.map((n) => (
            <li key={n} className={cn('rounded-md px-2 py-1 text-xs font-medium', cls)}>
              {tone === 'added' ? '+ ' : tone === 'removed' ? '− ' : ''}
              {n}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">None</p>
      )}
    </div>
  );
}

const valueText = (v: TFieldChange['a']) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));

function FieldChange({ change }: { change: TFieldChange }) {
  const lists = change.itemsAdded || change.itemsRemoved;
  return (
    <li className="grid gap-2 py-3" data-testid="field-change">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{change.label}</span>
        <Badge variant={change.kind === 'added' ? 'info' : change.kind === 'removed' ? 'muted' : 'warning'}>
          {change.kind === 'added' ? 'Only after' : change.kind === 'removed' ? 'Only before' : 'Changed'}
        </Badge>
      </div>
      {lists ? (
        <ul className="flex flex-wrap gap-1.5 text-xs">
          {change.itemsRemoved?.map((x) => (
            <li
              key={`-${x}`}
              className="rounded-md bg-red-50 px-2 py-1 text-red-800 line-through decoration-1"
            >
              {x}
            </li>
          ))}
          {change.itemsAdded?.map((x) => (
            <li key={`+${x}`} className="rounded-md bg-emerald-50 px-2 py-1 text-emerald-800">
              + {x}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-2 md:grid-cols-2">
          {(['a', 'b'] as const).map((side) => (
            <div
              key={side}
              className={cn(
                'min-w-0 rounded-md border px-3 py-2 text-xs leading-relaxed whitespace-pre-wrap break-words',
                side === 'a' ? 'bg-red-50/50' : 'bg-emerald-50/50',
              )}
            >
              <span className="mb-0.5 block text-[11px] font-semibold uppercase text-muted-foreground">
                {side === 'a' ? 'Before' : 'After'}
              </span>
              {valueText(change[side]) || <span className="text-muted-foreground">—</span>}
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

/** The strategy field by field, with readable names; fields that stayed the same are counted, not listed. */
export function StrategyCard({ strategy }: { strategy: TRunComparison['strategy'] }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Strategy</CardTitle>
        <CardDescription>
          {strategy.changes.length
            ? `${strategy.changes.length} field${strategy.changes.length === 1 ? '' : 's'} changed, ${strategy.unchanged} the same.`
            : `The same in both runs (${strategy.unchanged} fields).`}
        </CardDescription>
      </CardHeader>
      {strategy.changes.length ? (
        <CardContent>
          <ul className="divide-y" data-testid="strategy-diff">
            {strategy.changes.map((c) => (
              <FieldChange key={c.label} change={c} />
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** The intros that changed, each collapsed to its investor until opened. */
export function IntrosCard({ view }: { view: CompareView }) {
  const [more, setMore] = useState(false);
  const changed = view.intros.changed;
  const shown = more ? changed : changed.slice(0, INTROS_SHOWN);
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Intros</CardTitle>
        <CardDescription>
          {changed.length} changed, {view.intros.unchanged} unchanged. Open one to read both versions.
        </CardDescription>
      </CardHeader>
      {changed.length ? (
        <CardContent className="grid gap-2">
          {shown.map((intro) => (
            <details key={intro.investor} className="group rounded-md border" data-testid="intro-change">
              <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 px-3 py-2 text-sm font-medium">
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
                />
                {intro.investor}
                {intro.a === null ? (
                  <Badge variant="info">Only after</Badge>
                ) : intro.b === null ? (
                  <Badge variant="muted">Only before</Badge>
                ) : null}
              </summary>
              <div className="grid gap-3 border-t p-3 md:grid-cols-2">
                {(['a', 'b'] as const).map((side) => (
                  <div key={side} className="min-w-0 rounded-md border bg-muted/40 p-3">
                    <div className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground">
                      {side === 'a' ? 'Before' : 'After'}
                    </div>
                    <p className="max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs leading-relaxed">
                      {intro[side] ?? <span className="text-muted-foreground">No intro</span>}
                    </p>
                  </div>
                ))}
              </div>
            </details>
          ))}
          {changed.length > INTROS_SHOWN ? (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setMore(!more)}>
              {more ? 'Show fewer' : `Show ${changed.length - INTROS_SHOWN} more`}
            </Button>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
