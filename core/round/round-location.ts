import type { TRound } from '../contracts/round';
import { COUNTRY_NAMES } from '../geo/countries';
import { REGION_LABELS } from '../geo/regions';

/**
 * The founder's place as the matcher reads a location, with the country's name ("Berlin, Germany"): a code
 * could be read as a US state ("Berlin, DE", "Mumbai, IN").
 */
export function roundLocation(
  round: (Pick<TRound, 'city' | 'country'> & Partial<Pick<TRound, 'region'>>) | null,
): string | undefined {
  // A region alone ("European founders") is a place too: the matcher reads "Europe".
  if (!round?.country) return round?.region ? REGION_LABELS[round.region] : undefined;
  const country = COUNTRY_NAMES[round.country] ?? round.country;
  return round.city ? `${round.city}, ${country}` : country;
}
