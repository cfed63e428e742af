// How the investor data's sources and their dates read on screen (issue 19: the data's age is never hidden).

import { formatMonth, formatSource } from '@core/contracts/format';
import type { TDataSource } from '@core/contracts/investors';

/** A source's date as people read it, one style for every source: 'Jun 2013', 'Aug 2026'. */
export function sourceDate(asOf: string | null): string | null {
  return formatMonth(asOf);
}

/**
 * The one line that dates the data, each source named for people with its as-of: 'Crunchbase, Jun 2013 (deal
 * history) · FundraisingFox, Aug 2026 (firm directory)'. Null until the sources are known.
 */
export function sourcesSummary(sources: readonly TDataSource[] | undefined): string | null {
  const deals = sources?.find((s) => s.id === 'deal_history');
  const firms = sources?.find((s) => s.id === 'firm_directory');
  const parts = [
    deals && sourceDate(deals.as_of) ? `${formatSource(shortName(deals), deals.as_of)} (deal history)` : null,
    firms && sourceDate(firms.as_of)
      ? `${formatSource(shortName(firms), firms.as_of)} (firm directory)`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** 'Crunchbase (2013 snapshot)' → 'Crunchbase'; 'FundraisingFox Open Dataset' → 'FundraisingFox'. */
function shortName(source: TDataSource): string {
  return source.name.split(/[\s(]/)[0] ?? source.name;
}

/** What a status means, with the date it is relative to. */
export function statusNote(sources: readonly TDataSource[] | undefined): string | null {
  const deals = sources?.find((s) => s.id === 'deal_history');
  const date = sourceDate(deals?.as_of ?? null);
  return date
    ? `Hot, Warm and Cold describe deals in the history up to ${date}, not activity today: Hot means a deal in the 3 months before ${date}.`
    : null;
}
