// The table view's sorting and filters, kept pure so they are unit-tested.
import { PIPELINE_STAGES, type PipelineStage, type TPipelineEntry } from '@core/contracts/pipeline';
import { isOverdue } from './dates';

const SORT_KEYS = ['name', 'stage', 'expected', 'committed', 'follow_up'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
type SortDir = 'asc' | 'desc';
export type TableSort = { key: SortKey; dir: SortDir };

export type TableFilters = {
  /** 'all' or one stage. */
  stage: PipelineStage | 'all';
  /** Matches the name, firm or e-mail, case-insensitively. */
  q: string;
  overdueOnly: boolean;
};

export const NO_FILTERS: TableFilters = { stage: 'all', q: '', overdueOnly: false };
export const DEFAULT_SORT: TableSort = { key: 'stage', dir: 'asc' };

type Value = string | number | null;

function sortValue(entry: TPipelineEntry, key: SortKey): Value {
  switch (key) {
    case 'name':
      return entry.name.toLocaleLowerCase();
    case 'stage':
      // The board's order, then the card's place in its column.
      return PIPELINE_STAGES.indexOf(entry.stage) * 100_000 + entry.position;
    case 'expected':
      return entry.expected_amount;
    case 'committed':
      return entry.committed_amount;
    case 'follow_up':
      return entry.next_follow_up;
  }
}

function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * A sorted copy. Empty values (no amount, no follow-up) go last whichever the direction; ties fall back to the
 * name so the order is stable.
 */
export function sortEntries(entries: readonly TPipelineEntry[], sort: TableSort): TPipelineEntry[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...entries].sort((x, y) => {
    const a = sortValue(x, sort.key);
    const b = sortValue(y, sort.key);
    if (a === null && b !== null) return 1;
    if (b === null && a !== null) return -1;
    const primary = a === null || b === null ? 0 : sign * compare(a, b);
    return (
      primary || x.name.localeCompare(y.name, undefined, { sensitivity: 'base' }) || x.id.localeCompare(y.id)
    );
  });
}

export function filterEntries(
  entries: readonly TPipelineEntry[],
  filters: TableFilters,
  today: string,
): TPipelineEntry[] {
  const q = filters.q.trim().toLocaleLowerCase();
  return entries.filter(
    (e) =>
      (filters.stage === 'all' || e.stage === filters.stage) &&
      (!q || [e.name, e.firm, e.email].some((f) => f?.toLocaleLowerCase().includes(q))) &&
      (!filters.overdueOnly || isOverdue(e, today)),
  );
}

/** Clicking a column header: a new column sorts ascending (amounts largest first), the same one flips. */
export function nextSort(current: TableSort, key: SortKey): TableSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'expected' || key === 'committed' ? 'desc' : 'asc' };
}

export function hasFilters(filters: TableFilters): boolean {
  return filters.stage !== 'all' || filters.q.trim() !== '' || filters.overdueOnly;
}
