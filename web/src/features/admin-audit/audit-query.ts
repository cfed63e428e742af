/** The audit page's filters as the URL keeps them (`?actor=&action=&from=&to=&offset=`). */
export interface AuditFilters {
  /** Part of the actor's email. */
  actor: string;
  action: string;
  /** datetime-local values (the browser's time zone). */
  from: string;
  to: string;
  offset: number;
}

export const AUDIT_PAGE_SIZE = 50;
const KEYS = ['actor', 'action', 'from', 'to'] as const;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const offset = Number(params.get('offset') ?? 0);
  const time = (k: string) => (LOCAL_TIME.test(params.get(k) ?? '') ? params.get(k)! : '');
  return {
    actor: params.get('actor')?.trim() ?? '',
    action: params.get('action')?.trim() ?? '',
    from: time('from'),
    to: time('to'),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL for a change of filters; a new filter goes back to the first page. */
export function auditSearchWith(current: AuditFilters, change: Partial<AuditFilters>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('offset' in change)) next.offset = 0;
  const params = new URLSearchParams();
  for (const k of KEYS) if (next[k]) params.set(k, next[k]);
  if (next.offset) params.set('offset', String(next.offset));
  return params;
}

/** GET /api/admin/audit-log for these filters (times sent as instants). */
export function auditApiPath(f: AuditFilters): string {
  const q = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String(f.offset) });
  if (f.actor) q.set('actor', f.actor);
  if (f.action) q.set('action', f.action);
  if (f.from) q.set('from', new Date(f.from).toISOString());
  if (f.to) q.set('to', new Date(f.to).toISOString());
  return `/api/admin/audit-log?${q}`;
}
