// Paging through the stored contact messages, newest first (GET /api/admin/contact-messages?limit&offset).

export const PAGE_SIZE = 20;

export type PageInfo = {
  /** 1-based number of the first and last message shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The offsets of the neighbouring pages (clamped to the list). */
  previousOffset: number;
  nextOffset: number;
};

export function pageInfo(offset: number, shown: number, total: number, pageSize = PAGE_SIZE): PageInfo {
  const start = Math.max(0, Math.floor(offset));
  const from = shown > 0 ? start + 1 : 0;
  const to = shown > 0 ? start + shown : 0;
  return {
    from,
    to,
    total,
    hasPrevious: start > 0,
    hasNext: start + shown < total,
    previousOffset: Math.max(0, start - pageSize),
    nextOffset: start + pageSize,
  };
}

/** 'Showing 21–40 of 45 messages', 'No messages yet'. */
export function pageLabel(info: PageInfo): string {
  if (info.total === 0) return 'No messages yet';
  if (info.from === 0) return `No messages on this page (${info.total} in all)`;
  const noun = info.total === 1 ? 'message' : 'messages';
  return `Showing ${info.from}–${info.to} of ${info.total} ${noun}`;
}

/** The offset read from '?page=3' (1-based), falling back to the first page. */
export function offsetForPage(page: string | null, pageSize = PAGE_SIZE): number {
  const n = Number(page);
  return Number.isInteger(n) && n > 1 ? (n - 1) * pageSize : 0;
}
