// The investor's deal flow (spec §2, §6): the newest 20 ideas, or the 20 of the newest that best fit the
// investor's thesis (GET /api/deal-flow?order=recent|thesis).
import { type MatchTone, matchTone } from '../idea/rank-investors';

export type DealFlowOrder = 'recent' | 'thesis';

export const ORDER_OPTIONS: readonly { value: DealFlowOrder; label: string }[] = [
  { value: 'recent', label: 'Newest' },
  { value: 'thesis', label: 'Matched to your thesis' },
];

/** The order from the address (?order=thesis); anything else is the default, newest first. */
export function parseOrder(value: string | null | undefined): DealFlowOrder {
  return value === 'thesis' ? 'thesis' : 'recent';
}

/** The API path for an order. */
export function dealFlowPath(order: DealFlowOrder): string {
  return `/api/deal-flow?order=${order}`;
}

/** A fit score in [0, 1] as '72% fit', coloured like the match badges (0.8+ green, 0.7+ blue, else grey). */
export function fitBadge(score: number): { label: string; tone: MatchTone } {
  const value = Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
  return { label: `${Math.round(value * 100)}% fit`, tone: matchTone(value) };
}

/** 'Ada Lovelace · Acme' from whichever of the two is known; '' when neither. */
export function founderLine(profile: { full_name: string | null; company_name: string | null }): string {
  return [profile.full_name, profile.company_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' · ');
}
