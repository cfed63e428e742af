import type { TRunListQuery, TRunSummary } from '@core/contracts/workbench';

export const PAGE_SIZE = 25;
export const RUN_STATUSES: readonly TRunSummary['status'][] = ['running', 'completed', 'failed', 'cancelled'];
export const ENGINES: readonly TRunSummary['engine'][] = ['local', 'temporal'];

export interface RunFilters {
  workflow: string;
  status: string;
  engine: string;
  /** A subject's id, or words of its name ("LedgerLoop"). */
  subject: string;
  /** Started from / before, as a datetime-local input holds it (`2026-11-26T09:30`, the browser's time zone). */
  from: string;
  to: string;
  offset: number;
}

const FILTER_KEYS = ['workflow', 'status', 'engine', 'subject', 'from', 'to'] as const;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The runs table's filters and page as the URL keeps them (`?workflow=&status=&engine=&subject=&offset=`). */
export function filtersFromSearch(params: URLSearchParams): RunFilters {
  const offset = Number(params.get('offset') ?? 0);
  return {
    workflow: params.get('workflow')?.trim() ?? '',
    status: (RUN_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? params.get('status')!
      : '',
    engine: (ENGINES as readonly string[]).includes(params.get('engine') ?? '') ? params.get('engine')! : '',
    subject: params.get('subject')?.trim() ?? '',
    from: LOCAL_TIME.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: LOCAL_TIME.test(params.get('to') ?? '') ? params.get('to')! : '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL's search for a change of filters; a new filter goes back to the first page. */
export function searchWith(current: RunFilters, change: Partial<RunFilters>): URLSearchParams {
  const next = { ...current, ...change };
  if (FILTER_KEYS.some((k) => k in change && change[k] !== current[k]) && !('offset' in change))
    next.offset = 0;
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (next[key]) params.set(key, next[key]);
  if (next.offset > 0) params.set('offset', String(next.offset));
  return params;
}

/** The API's query string (GET /api/workbench/runs). */
export function runsApiPath(filters: RunFilters, limit = PAGE_SIZE): string {
  const query: Partial<Record<keyof TRunListQuery, string>> = {};
  for (const key of FILTER_KEYS) if (filters[key]) query[key] = filters[key];
  // The inputs hold local times; the API is told the instant.
  for (const key of ['from', 'to'] as const)
    if (filters[key]) query[key] = new Date(filters[key]).toISOString();
  query.limit = String(limit);
  query.offset = String(filters.offset);
  return `/api/workbench/runs?${new URLSearchParams(query as Record<string, string>)}`;
}

/** "1–25 of 80"; "0 of 0" when empty. */
export function rangeLabel(offset: number, count: number, total: number): string {
  if (count === 0) return `0 of ${total}`;
  return `${offset + 1}–${offset + count} of ${total}`;
}

export const hasFilters = (f: RunFilters) => FILTER_KEYS.some((k) => f[k] !== '');
