import type { TRound } from '../contracts/round';
import { COUNTRY_NAMES } from '../geo/countries';

/**
 * The founder's place as the matcher reads a location, with the country's name ("Berlin, Germany"): a code
 * could be read as a US state ("Berlin, DE", "Mumbai, IN").
 */
export function roundLocation(round: Pick<TRound, 'city' | 'country'> | null): string | undefined {
  if (!round?.country) return undefined;
  const country = COUNTRY_NAMES[round.country] ?? round.country;
  return round.city ? `${round.city}, ${country}` : country;
}
