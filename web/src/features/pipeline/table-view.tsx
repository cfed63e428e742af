import {
  PIPELINE_STAGES,
  type PipelineStage,
  type TPipeline,
  type TPipelineEntry,
} from '@core/contracts/pipeline';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, ArrowUpDown, Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isStage, stageLabel } from './board';
import { FollowUpPill, warmHint } from './entry-card';
import { useMoney } from './raise-currency';
import { selectClass } from './round-card';
import { STAGE_STYLE } from './stage-style';
import {
  DEFAULT_SORT,
  filterEntries,
  hasFilters,
  NO_FILTERS,
  nextSort,
  type SortKey,
  sortEntries,
  type TableFilters,
  type TableSort,
} from './table';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Investor' },
  { key: 'stage', label: 'Stage' },
  { key: 'expected', label: 'Expected', numeric: true },
  { key: 'committed', label: 'Committed', numeric: true },
  { key: 'follow_up', label: 'Follow-up' },
];

/** The pipeline as a table: sortable columns, filters by stage, text and overdue follow-ups. */
export function TableView({
  pipeline,
  today,
  onMove,
  onOpen,
}: {
  pipeline: TPipeline;
  today: string;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
  onOpen: (entryId: string) => void;
}) {
  const money = useMoney();
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [filters, setFilters] = useState<TableFilters>(NO_FILTERS);
  const rows = useMemo(
    () => sortEntries(filterEntries(pipeline.entries, filters, today), sort),
    [pipeline.entries, filters, today, sort],
  );
  const sums = rows.reduce(
    (acc, e) => ({
      expected: acc.expected + (e.expected_amount ?? 0),
      committed: acc.committed + (e.stage === 'passed' ? 0 : (e.committed_amount ?? 0)),
    }),
    { expected: 0, committed: 0 },
  );
  const set = (patch: Partial<TableFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div className="grid gap-3" data-testid="pipeline-table-view">
      <search className="flex flex-wrap items-center gap-2" aria-label="Filter investors">
        <div className="relative min-w-48 flex-1 sm:max-w-xs">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label="Search the pipeline"
            placeholder="Search name, firm, e-mail"
            value={filters.q}
            onChange={(e) => set({ q: e.target.value })}
            className="pl-9"
          />
        </div>
        <select
          aria-label="Stage filter"
          value={filters.stage}
          onChange={(e) => set({ stage: isStage(e.target.value) ? e.target.value : 'all' })}
          className={cn(selectClass, 'w-auto min-w-40')}
        >
          <option value="all">All stages</option>
          {PIPELINE_STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(s)}
            </option>
          ))}
        </select>
        <div className="flex h-10 items-center gap-2 rounded-md border bg-card px-3 text-sm shadow-xs">
          <Checkbox
            id="pipeline-overdue-only"
            checked={filters.overdueOnly}
            onCheckedChange={(v) => set({ overdueOnly: v === true })}
          />
          <label htmlFor="pipeline-overdue-only" className="cursor-pointer">
            Overdue only
          </label>
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
            <X /> Clear
          </Button>
        ) : null}
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
          {rows.length} of {pipeline.entries.length} investors
        </p>
      </search>
      {/* Narrower than the table, the box scrolls: its edges shade where columns are hidden, and a line says so. */}
      <p className="text-xs text-muted-foreground lg:hidden" id="pipeline-table-scroll">
        The table scrolls sideways: the amounts and follow-ups are to the right.
      </p>
      <div
        className="scroll-shadows relative overflow-x-auto rounded-lg border shadow-xs"
        aria-describedby="pipeline-table-scroll"
      >
        <table className="w-full min-w-[760px] text-sm" data-testid="pipeline-table">
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map((c) => {
                const on = sort.key === c.key;
                const Icon = on ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={on ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={cn('px-3 py-2 font-medium', c.numeric && 'text-right')}
                  >
                    <button
                      type="button"
                      onClick={() => setSort((s) => nextSort(s, c.key))}
                      className={cn(
                        'inline-flex cursor-pointer items-center gap-1 rounded-sm uppercase tracking-wide hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        on && 'text-foreground',
                      )}
                    >
                      {c.label}
                      <Icon aria-hidden="true" className={cn('size-3.5', !on && 'opacity-50')} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((e) => (
              <tr key={e.id} className="hover:bg-muted/30" data-testid="pipeline-row">
                <td className="max-w-72 px-3 py-2.5">
                  <button
                    type="button"
                    onClick={() => onOpen(e.id)}
                    data-open-entry={e.id}
                    className="cursor-pointer text-left font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
                  >
                    {e.name}
                  </button>
                  <p className="truncate text-xs text-muted-foreground">
                    {[e.firm, e.email].filter(Boolean).join(' · ') || warmHint(e) || ''}
                  </p>
                </td>
                <td className="px-3 py-2.5">
                  <div className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={cn('size-2 shrink-0 rounded-full', STAGE_STYLE[e.stage].dot)}
                    />
                    <select
                      aria-label={`Stage of ${e.name}`}
                      value={e.stage}
                      onChange={(ev) => {
                        if (isStage(ev.target.value)) onMove(e, ev.target.value, Number.MAX_SAFE_INTEGER);
                      }}
                      className="h-8 cursor-pointer rounded-md border border-transparent bg-transparent pr-1 text-sm hover:border-input focus-visible:border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {PIPELINE_STAGES.map((s) => (
                        <option key={s} value={s}>
                          {stageLabel(s)}
                        </option>
                      ))}
                    </select>
                  </div>
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{money.full(e.expected_amount)}</td>
                <td
                  className={cn(
                    'px-3 py-2.5 text-right tabular-nums',
                    (e.committed_amount ?? 0) > 0 && e.stage !== 'passed' && 'font-medium text-emerald-700',
                  )}
                >
                  {money.full(e.committed_amount)}
                </td>
                <td className="px-3 py-2.5">
                  {e.next_follow_up ? (
                    <FollowUpPill day={e.next_follow_up} today={today} />
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-muted-foreground">
                  {pipeline.entries.length === 0
                    ? 'No investors in this pipeline yet.'
                    : 'No investors match these filters.'}
                </td>
              </tr>
            ) : null}
          </tbody>
          {rows.length > 0 ? (
            <tfoot className="border-t bg-muted/30 text-sm font-medium">
              <tr>
                <td className="px-3 py-2" colSpan={2}>
                  Total ({rows.length})
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{money.full(sums.expected)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-emerald-700">
                  {money.full(sums.committed)}
                </td>
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
