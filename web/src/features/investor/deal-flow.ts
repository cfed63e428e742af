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

/** The investor's lists (issue 21): the deal flow without what they passed on, their saved ideas, their passes. */
export type DealFlowList = 'main' | 'saved' | 'passed';

export const LIST_OPTIONS: readonly { value: DealFlowList; label: string }[] = [
  { value: 'main', label: 'Deal flow' },
  { value: 'saved', label: 'Saved' },
  { value: 'passed', label: 'Passed' },
];

/** The list from the address (?list=saved); anything else is the deal flow itself. */
export function parseList(value: string | null | undefined): DealFlowList {
  return value === 'saved' || value === 'passed' ? value : 'main';
}

/** The API path for an order and a list (the order only sorts the main list). */
export function dealFlowPath(order: DealFlowOrder, list: DealFlowList = 'main'): string {
  return list === 'main' ? `/api/deal-flow?order=${order}` : `/api/deal-flow?list=${list}`;
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
