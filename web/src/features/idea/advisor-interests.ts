// The advisors interested in a founder's idea (GET /api/ideas/:id/advisor-interests), as the founder sees them.
import type { TIdeaAdvisorInterest } from '@core/contracts/advisors';

const LEVEL_ORDER: Record<string, number> = { very_interested: 0, interested: 1, contacted: 2 };

/** Very interested first, then interested, then those already contacted; newest first within each. */
export function sortInterests<T extends Pick<TIdeaAdvisorInterest, 'interest_level' | 'created_at'>>(
  interests: readonly T[],
): T[] {
  return [...interests].sort(
    (a, b) =>
      (LEVEL_ORDER[a.interest_level] ?? 3) - (LEVEL_ORDER[b.interest_level] ?? 3) ||
      b.created_at.localeCompare(a.created_at),
  );
}

/** The list with one advisor's entry replaced by the server's answer. */
export function replaceInterest<T extends Pick<TIdeaAdvisorInterest, 'advisor_id'>>(
  interests: readonly T[],
  updated: T,
): T[] {
  return interests.map((i) => (i.advisor_id === updated.advisor_id ? updated : i));
}

/** The founder marks an advisor contacted once; a contacted advisor has no button. */
export function canMarkContacted(level: string): boolean {
  return level === 'interested' || level === 'very_interested';
}

/** The advisor's name, or their address when they never gave one. */
export function advisorName(advisor: Pick<TIdeaAdvisorInterest['advisor'], 'full_name' | 'email'>): string {
  return advisor.full_name?.trim() || advisor.email;
}

/** A LinkedIn address that is safe to link to (https only); null otherwise. */
export function linkedinHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const parsed = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (!/(^|\.)linkedin\.com$/i.test(parsed.hostname)) return null;
    parsed.protocol = 'https:';
    return parsed.toString();
  } catch {
    return null;
  }
}
