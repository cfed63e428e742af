// How the investor data's sources and their dates read on screen (issue 19: the data's age is never hidden).
import type { TDataSource } from '@core/contracts/investors';
import { formatAsOf, formatMonth } from './investor-format';

/** A source's date as people read it: 'June 30, 2013' for a day, 'Aug 2026' for a monthly release. */
export function sourceDate(asOf: string | null): string | null {
  if (!asOf) return null;
  return /^\d{4}-\d{2}$/.test(asOf) ? formatMonth(asOf) : formatAsOf(asOf);
}

/**
 * The one line that dates the data: 'deal history to June 30, 2013 (Crunchbase) · firm directory of Aug 2026
 * (FundraisingFox)'. Null until the sources are known.
 */
export function sourcesSummary(sources: readonly TDataSource[] | undefined): string | null {
  const deals = sources?.find((s) => s.id === 'deal_history');
  const firms = sources?.find((s) => s.id === 'firm_directory');
  const parts = [
    deals && sourceDate(deals.as_of)
      ? `deal history to ${sourceDate(deals.as_of)} (${shortName(deals)})`
      : null,
    firms && sourceDate(firms.as_of)
      ? `firm directory of ${sourceDate(firms.as_of)} (${shortName(firms)})`
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
