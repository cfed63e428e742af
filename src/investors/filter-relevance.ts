import type { TInvestor } from '../../core/contracts/investors';
import { cityKey } from '../../core/geo/gazetteer';
import type { Place } from '../../core/geo/place';
import { claimsOf, sectorListStrength } from '../../core/matching/claims';

/** The filters of an /investors page, as the relevance order reads them. */
export interface RelevanceFilters {
  stage?: readonly string[];
  focus?: readonly string[];
  /** The location filter as read (`resolvePlace`), when it names a place. */
  place?: Place | null;
}

/** How much an investor's activity (deals to 2013, the 2026 portfolio; 0 to about 1.3) counts: a tie-breaker. */
const ACTIVITY_TIE = 0.2;

/**
 * How well an investor meets a page's filters, for the default order of a filtered page (issue 30: a Paris climate
 * seed search led by a life-sciences fund on "most deals"). Each filter adds how strongly the investor is what
 * it asks, by the matcher's own measure of a statement (`claims.ts`): a stage it states beats one its deals show;
 * a sector in a thesis of a few beats one in a list of dozens; based in the city beats the country. Activity
 * breaks ties.
 */
export function filterRelevance(inv: TInvestor, filters: RelevanceFilters, activity: number): number {
  let score = ACTIVITY_TIE * activity;
  if (filters.stage?.length)
    score += filters.stage.some((s) => inv.stated_stages.includes(s as never)) ? 1 : 0.85;
  if (filters.focus?.length)
    score += filters.focus.some((f) => inv.stated_focus.includes(f))
      ? sectorListStrength(claimsOf(inv))
      : 0.9;
  const place = filters.place;
  if (place?.city && inv.location) {
    const city = inv.location.split(',')[0]!.trim();
    score += cityKey(city, inv.country) === cityKey(place.city, place.country, place.state) ? 1 : 0.9;
  } else if (place?.country) score += inv.country === place.country ? 0.9 : 0.6;
  else if (place?.region) score += 0.9;
  return score;
}
