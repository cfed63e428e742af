// Advisor interest (spec §4): none, then interested or very_interested, then contacted. The UI records only
// interested or very_interested, and only while no status exists; contacted is set by the founder.
import type { TAdvisorRecommendation, TRecordInterestRequest } from '@core/contracts/advisors';
import { type MatchTone, matchTone } from '../idea/rank-investors';

export type InterestStatus = TAdvisorRecommendation['interest_status'];
export type InterestLevel = TRecordInterestRequest['interest_level'];

/** The two buttons, in the order shown. */
export const INTEREST_CHOICES: readonly { level: InterestLevel; label: string }[] = [
  { level: 'interested', label: 'Interested' },
  { level: 'very_interested', label: 'Very Interested' },
];

/** The match badge: Math.round(similarity × 100)% in the spec's colours (0.8+ green, 0.7+ blue, else grey). */
export function matchBadge(similarity: number): { label: string; tone: MatchTone } {
  const value = Number.isFinite(similarity) ? similarity : 0;
  return { label: `${Math.round(value * 100)}% match`, tone: matchTone(value) };
}

/** The buttons are enabled only while the advisor has recorded nothing for the idea. */
export function canRecordInterest(status: InterestStatus | undefined): boolean {
  return status === null || status === undefined;
}

const STATUS_LABELS: Record<NonNullable<InterestStatus>, string> = {
  interested: 'Interested',
  very_interested: 'Very interested',
  contacted: 'Contacted',
};

/** 'Interested', 'Very interested' or 'Contacted'; an unknown value shows as it came. */
export function interestLabel(status: string): string {
  return STATUS_LABELS[status as NonNullable<InterestStatus>] ?? status;
}

/** Contacted is the furthest step (green); very interested blue; interested neutral. */
export function interestTone(status: string): 'success' | 'info' | 'secondary' {
  if (status === 'contacted') return 'success';
  if (status === 'very_interested') return 'info';
  return 'secondary';
}

/** The recommendations with one idea's status replaced; the list itself is not changed. */
export function withInterest<T extends Pick<TAdvisorRecommendation, 'idea_id' | 'interest_status'>>(
  recommendations: readonly T[],
  ideaId: string,
  status: InterestStatus,
): T[] {
  return recommendations.map((r) => (r.idea_id === ideaId ? { ...r, interest_status: status } : r));
}
