import type { TInvestor } from '../contracts/investors';
import { type Claims, claimsOf, regionalList } from './claims';
import type { MatchRound } from './match-round';
import type { TrackRecord } from './model/track-records';
import { countryName, type Place, REGION_LABELS, regionOfCountry } from './place';

/** One dimension of how an investor fits the round: a score in [0, 1] and the reason in plain words. */
export interface FitDimension {
  score: number;
  reason: string;
  /** False when nothing is known of the investor on this dimension (the round's side is known). */
  known?: boolean;
  /** True when the score stands on the investor's own statement (the 2026 directories) rather than its deals. */
  stated?: boolean;
}

// Scores of a dimension nothing is known of: neither for nor against.
export const UNKNOWN = 0.5;
/** Deals in a place that count as a record there (recency-weighted deals). */
const PLACE_DEALS = 1;

/**
 * Where the investor is against where the founder is, strongest evidence first: based in the founder's city,
 * then country; deals in companies there (to 2013); a list of countries that is a thesis about the place (a few
 * countries, or a region's); based in the founder's region; and last a long list of countries across the world,
 * which says little of any one of them ("Lists Brazil among 15 countries").
 */
export function fitPlace(
  inv: TInvestor,
  hq: Place,
  record: TrackRecord | undefined,
  round: MatchRound,
): FitDimension {
  const want = round.place;
  if (!want.country && !want.region) return { score: UNKNOWN, reason: 'No place given for the round' };
  const claims = claimsOf(inv);
  const where = inv.location ?? (inv.country ? countryName(inv.country) : null);
  const country = want.country ? countryName(want.country) : null;
  const region = want.region;
  const dealsInCountry = want.country ? (record?.byCountry.get(want.country) ?? 0) : 0;
  const stateKey = want.state ? `US-${want.state}` : null;
  const dealsInState = stateKey ? (record?.byRegion.get(stateKey) ?? 0) : 0;
  if (want.city && hq.city === want.city) return { score: 1, reason: `Based in ${where}` };
  if (want.country && hq.country === want.country) {
    const local = dealsInState >= PLACE_DEALS ? ` with deals in ${want.state} companies` : '';
    return { score: 0.9, reason: `Based in ${where}${local}` };
  }
  if (!want.country && region && hq.region === region) return { score: 0.9, reason: `Based in ${where}` };
  if (dealsInState >= PLACE_DEALS)
    return { score: 0.85, reason: `Has backed companies in ${want.state} (deals to 2013)` };
  if (want.country && dealsInCountry >= PLACE_DEALS)
    return { score: 0.85, reason: `Has backed companies in ${country} (deals to 2013)` };
  const stated = statedPlace(inv, claims, want, where);
  if (stated && stated.score >= 0.7) return stated;
  if (region && hq.region === region)
    return { score: 0.6, reason: `Based in ${where}, in ${REGION_LABELS[region]}` };
  if (stated) return stated;
  // Nothing places it: no HQ, and no deal in a company whose country the data knows.
  if (!hq.country && !(record && record.byCountry.size > 0))
    return { score: 0.4, reason: 'Where it is based is not known' };
  // Based elsewhere, but nothing in the data says where it invests: far down the list, not ruled out. An investor
  // whose known deals are all elsewhere is ruled out (`fit.ts#misfitOf`).
  const place = country ?? REGION_LABELS[region!];
  // A deal or two there long ago weighs less than one once recency-weighted: a thin record, not none (it said "no
  // deals in United States" of investors with old deals there, and ruled them out).
  if (dealsInCountry > 0 || dealsInState > 0)
    return {
      score: 0.3,
      reason: `Based in ${where ?? 'a place not known'}; few and old deals in ${want.state && dealsInState > 0 ? want.state : place} (to 2013)`,
    };
  if (inv.invests_in.length === 0 && !(record && record.byCountry.size > 0))
    return {
      score: 0.3,
      reason: `Based in ${where}; no stated interest in ${place}, and where it invests is not known`,
    };
  return {
    score: 0.1,
    reason: `Based in ${where ?? 'a place not known'}, with no stated interest or deals in ${place}`,
  };
}

/** What the investor's own list of countries says of the founder's place, as strong as the list is specific. */
function statedPlace(inv: TInvestor, claims: Claims, want: Place, where: string | null): FitDimension | null {
  const base = `based in ${where ?? 'a place not known'}`;
  const names = want.country && inv.invests_in.includes(want.country);
  const inRegion = want.region ? inv.invests_in.filter((c) => regionOfCountry(c) === want.region) : [];
  if (!names && inRegion.length === 0) return null;
  const thesis = regionalList(claims, want.region) && !claims.everything;
  const n = claims.countries;
  // A list without the founder's country is about the region only when all of it is in the region.
  const regionThesis = thesis && claims.regions.size === 1;
  if (names) {
    const country = countryName(want.country!);
    if (thesis && n <= 3)
      return { score: 0.75, reason: `Invests in ${country}${n > 1 ? ` and ${n - 1} more` : ''}; ${base}` };
    if (thesis)
      return {
        score: 0.75,
        reason: `Invests across ${REGION_LABELS[want.region!]}, ${country} among them; ${base}`,
      };
    return {
      score: claims.broad.places || claims.everything ? 0.45 : 0.6,
      reason: `Lists ${country} among ${n} countries; ${base}`,
    };
  }
  const label = REGION_LABELS[want.region!];
  if (regionThesis)
    return { score: 0.6, reason: `Invests in ${label} (${inRegion.length} of its countries); ${base}` };
  const listed = inRegion.length === 1 ? '1 country' : `${inRegion.length} countries`;
  return { score: 0.35, reason: `Lists ${listed} in ${label} among ${n}; ${base}` };
}
