// The /investors filters as they live in the URL, and the API query they become. Pure, so it is unit-tested.
import { INVESTOR_SORTS } from '@core/contracts/investors';
import {
  FOCUS_AREAS,
  FOCUS_TAGS,
  INVESTOR_STATUSES,
  type InvestorStatus,
  stageNames,
} from '@core/contracts/vocabulary';

export type StatusFilter = 'all' | InvestorStatus;
export type InvestorSort = (typeof INVESTOR_SORTS)[number];

export const STATUS_OPTIONS: readonly StatusFilter[] = ['all', ...INVESTOR_STATUSES];

/** The spec's four stages (pre-seed, seed, series-a, series-b+) and the finer ones the data tells apart. */
export const STAGE_OPTIONS = stageNames(
  'angel',
  'pre-seed',
  'seed',
  'series-a',
  'series-b',
  'series-b+',
  'series-c+',
  'growth',
);
/** The spec's focus areas, shown first; every sector the data holds is offered behind them. */
export const COMMON_FOCUS = FOCUS_AREAS.filter((f) => f !== 'other');
export const FOCUS_OPTIONS: readonly string[] = [
  ...COMMON_FOCUS,
  ...FOCUS_TAGS.filter((f) => !(COMMON_FOCUS as readonly string[]).includes(f) && f !== 'other').sort(),
];

export type InvestorFilters = {
  q: string;
  status: StatusFilter;
  stages: string[];
  focus: string[];
  location: string;
  /** Thousands of dollars. */
  checkMin: number | null;
  checkMax: number | null;
  /** As chosen; null means the default (see effectiveSort). */
  sort: InvestorSort | null;
};

export const EMPTY_FILTERS: InvestorFilters = {
  q: '',
  status: 'all',
  stages: [],
  focus: [],
  location: '',
  checkMin: null,
  checkMax: null,
  sort: null,
};

function pickList(raw: string | null, allowed: readonly string[]): string[] {
  const values = (raw ?? '').split(',').map((v) => v.trim().toLowerCase());
  return allowed.filter((option) => values.includes(option));
}

/** A whole number of thousands, 0 or more, or null. */
function wholeThousands(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Reads the filters from a URL, ignoring anything it does not recognise. */
export function parseFilters(params: URLSearchParams): InvestorFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const range = validateCheckRange(params.get('check_min') ?? '', params.get('check_max') ?? '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: STATUS_OPTIONS.includes(status as StatusFilter) ? (status as StatusFilter) : 'all',
    stages: pickList(params.get('stage'), STAGE_OPTIONS),
    focus: pickList(params.get('focus'), FOCUS_OPTIONS),
    location: (params.get('location') ?? '').trim().slice(0, 100),
    checkMin: range.min,
    checkMax: range.max,
    sort: INVESTOR_SORTS.includes(sort as InvestorSort) ? (sort as InvestorSort) : null,
  };
}

/** Whether the results can be ordered by relevance: to the words searched, or to the stage, focus and place chosen. */
export function canSortByRelevance(
  filters: Pick<InvestorFilters, 'q'> & Partial<Pick<InvestorFilters, 'stages' | 'focus' | 'location'>>,
): boolean {
  return (
    filters.q.trim().length > 0 ||
    !!filters.stages?.length ||
    !!filters.focus?.length ||
    !!filters.location?.trim()
  );
}

/**
 * The sort the results are in: the chosen one, or relevance when there is something to be relevant to (words, a
 * stage, a sector, a place), and most deals for the whole database.
 */
export function effectiveSort(
  filters: Pick<InvestorFilters, 'q' | 'sort'> &
    Partial<Pick<InvestorFilters, 'stages' | 'focus' | 'location'>>,
): InvestorSort {
  const relevant = canSortByRelevance(filters);
  if (filters.sort && (filters.sort !== 'relevance' || relevant)) return filters.sort;
  return relevant ? 'relevance' : 'activity';
}

/** The filters written to the URL, leaving out defaults so links stay short. */
export function filtersToParams(filters: InvestorFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.stages.length) params.set('stage', filters.stages.join(','));
  if (filters.focus.length) params.set('focus', filters.focus.join(','));
  const location = filters.location.trim();
  if (location) params.set('location', location);
  if (filters.checkMin !== null) params.set('check_min', String(filters.checkMin));
  if (filters.checkMax !== null) params.set('check_max', String(filters.checkMax));
  const sort = effectiveSort(filters);
  if (filters.sort && sort !== effectiveSort({ ...filters, sort: null })) params.set('sort', sort);
  return params;
}

/** The GET /api/investors query string for these filters (the URL's keys are the API's). */
export function toApiQuery(filters: InvestorFilters, cursor?: string | null): string {
  const params = filtersToParams(filters);
  params.set('sort', effectiveSort(filters));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** How many filters beyond the search text and status are on (for the mobile "Filters" button). */
export function countPanelFilters(filters: InvestorFilters): number {
  return (
    filters.stages.length +
    filters.focus.length +
    (filters.location.trim() ? 1 : 0) +
    (filters.checkMin !== null || filters.checkMax !== null ? 1 : 0)
  );
}

/** True when anything other than the search text narrows or orders the list. */
export function hasActiveFilters(filters: InvestorFilters): boolean {
  return countPanelFilters(filters) > 0 || filters.status !== 'all' || filters.sort !== null;
}

/** Typing on from the same query replaces the history entry; a new search adds one for the back button. */
export function replacesHistory(previousQ: string, nextQ: string): boolean {
  const a = previousQ.trim().toLowerCase();
  const b = nextQ.trim().toLowerCase();
  return a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a));
}

export type CheckRange = {
  min: number | null;
  max: number | null;
  error: string | null;
  field: 'min' | 'max' | null;
};

/** The largest check bound the API accepts, in $K ($10B). */
const MAX_CHECK_THOUSANDS = 10_000_000;

function checkBound(text: string, label: string): { value: number | null; error: string | null } {
  if (!text.trim()) return { value: null, error: null };
  const value = wholeThousands(text);
  if (value === null) return { value: null, error: `${label} must be a whole number of $K, 0 or more` };
  if (value > MAX_CHECK_THOUSANDS) return { value: null, error: `${label} is too large` };
  return { value, error: null };
}

/** Validates the check-size boxes: whole numbers of $K, 0 or more, min not above max. */
export function validateCheckRange(minText: string, maxText: string): CheckRange {
  const min = checkBound(minText, 'Minimum');
  if (min.error) return { min: null, max: null, error: min.error, field: 'min' };
  const max = checkBound(maxText, 'Maximum');
  if (max.error) return { min: null, max: null, error: max.error, field: 'max' };
  if (min.value !== null && max.value !== null && min.value > max.value) {
    return { min: null, max: null, error: 'Minimum cannot be greater than maximum', field: 'min' };
  }
  return { min: min.value, max: max.value, error: null, field: null };
}
