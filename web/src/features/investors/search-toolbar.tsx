import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { formatMonth } from './investor-format';
import {
  canSortByRelevance,
  effectiveSort,
  type InvestorFilters,
  type InvestorSort,
  replacesHistory,
  STATUS_OPTIONS,
  type StatusFilter,
} from './search-params';
import { useDraft } from './use-draft';

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All Status',
  hot: 'Hot',
  warm: 'Warm',
  cold: 'Cold',
};
const STATUS_DOTS: Record<StatusFilter, string | null> = {
  all: null,
  hot: 'bg-hot',
  warm: 'bg-warm',
  cold: 'bg-cold',
};

const SORT_LABELS: Record<InvestorSort, string> = {
  relevance: 'Relevance',
  activity: 'Most deals (to 2013)',
  recent: 'Latest known deal',
  name: 'Name',
  check_size: 'Check size',
};

type Props = {
  filters: InvestorFilters;
  onChange: (patch: Partial<InvestorFilters>, options?: { replace?: boolean }) => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  panelCount: number;
  /** The date statuses are relative to (the deal history's end), shown beside the status buttons. */
  statusAsOf: string | null;
};

/** Search box, the spec's status buttons, the sort, and (on narrow screens) the button that opens the filters. */
export function SearchToolbar({
  filters,
  onChange,
  panelOpen,
  onTogglePanel,
  panelCount,
  statusAsOf,
}: Props) {
  const asOf = formatMonth(statusAsOf);
  const [text, setText] = useDraft({
    value: filters.q,
    toDraft: (q) => q,
    accept: (draft) => draft.trim(),
    onCommit: (_draft, q) => onChange({ q }, { replace: replacesHistory(filters.q, q) }),
  });
  const sort = effectiveSort(filters);
  const sorts = (Object.keys(SORT_LABELS) as InvestorSort[]).filter(
    (s) => s !== 'relevance' || canSortByRelevance(filters),
  );

  return (
    <div className="grid gap-3">
      <search className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          aria-label="Search investors"
          placeholder="Search by name, focus area, or description..."
          value={text}
          maxLength={200}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          className={cn('h-11 pl-10 text-base placeholder:text-sm sm:text-sm', text ? 'pr-10' : 'pr-3')}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onChange({ q: '' });
            }}
            className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-4" />
          </button>
        ) : null}
      </search>

      <div className="flex flex-wrap items-center gap-2">
        <fieldset
          aria-label={asOf ? `Status as of ${asOf}` : 'Status'}
          className="flex w-full gap-1 rounded-lg border bg-muted/50 p-1 sm:w-auto"
        >
          {STATUS_OPTIONS.map((status) => {
            const on = filters.status === status;
            const dot = STATUS_DOTS[status];
            return (
              <button
                key={status}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ status })}
                className={cn(
                  'inline-flex h-8 flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  on
                    ? 'bg-card text-foreground shadow-sm ring-1 ring-border'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {dot ? <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} /> : null}
                {STATUS_LABELS[status]}
              </button>
            );
          })}
        </fieldset>
        {asOf ? (
          <span className="text-xs text-muted-foreground" data-testid="status-as-of">
            Status as of {asOf}
          </span>
        ) : null}

        <div className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
          <Button
            variant="outline"
            className="h-10 flex-1 sm:flex-none lg:hidden"
            aria-expanded={panelOpen}
            aria-controls="investor-filters"
            onClick={onTogglePanel}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {panelCount > 0 ? (
              <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                {panelCount}
              </span>
            ) : null}
          </Button>
          <label className="flex flex-1 items-center gap-2 text-sm text-muted-foreground sm:flex-none">
            <span className="hidden whitespace-nowrap sm:inline">Sort by</span>
            <select
              aria-label="Sort by"
              value={sort}
              onChange={(event) => onChange({ sort: event.target.value as InvestorSort })}
              className="h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}
