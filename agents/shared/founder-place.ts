import type { TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import { COUNTRY_NAMES } from '../../core/geo/countries';
import { findCity } from '../../core/geo/gazetteer';
import { countryPhrase } from './format';

/** Where the founder is, as the companies data can be compared with it (its US cities, states and metros). */
export interface FounderPlace {
  city: string | null;
  /** US state code, for a US city the gazetteer knows. */
  state: string | null;
  /** The companies data's metro area ("SF Bay", "Boston"), for a US city. */
  metro: string | null;
  country: string | null;
  /** "London, United Kingdom", or null when the founder gave no place. */
  label: string | null;
  /** "the United Kingdom", or null. */
  countryName: string | null;
}

export function founderPlace(round: Pick<TRound, 'city' | 'country'>): FounderPlace {
  const country = round.country ?? null;
  const city = round.city ?? null;
  const known = city ? findCity(city, { country }) : null;
  const countryName = country ? (COUNTRY_NAMES[country] ?? country) : null;
  return {
    city,
    state: known?.state ?? null,
    metro: known?.metro ?? null,
    country,
    label: [city, countryName].filter(Boolean).join(', ') || null,
    countryName: country && countryName ? countryPhrase(country, countryName) : null,
  };
}

/** How near a company of the data is to the founder, from the same city down to another country. */
export type Nearness = 'city' | 'metro' | 'state' | 'country' | 'far' | 'unknown';

// Four points between tiers: nothing else in a partner's score (under four points) puts a far company before a
// nearer one.
const SCORE: Record<Nearness, number> = { city: 16, metro: 12, state: 8, country: 4, far: 0, unknown: 0 };

export function nearness(place: FounderPlace, c: WriterData['companies'][number]): Nearness {
  if (!place.country) return 'unknown';
  if (c.country !== place.country) return 'far';
  const same = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  if (same(place.city, c.city)) return 'city';
  if (same(place.metro, c.region)) return 'metro';
  if (same(place.state, c.state)) return 'state';
  return 'country';
}

export const nearnessScore = (n: Nearness) => SCORE[n];

/** "in your city", "in the US, not near you": how a partner's place reads to the founder. */
export function nearnessPhrase(n: Nearness, place: FounderPlace): string {
  switch (n) {
    case 'city':
      return 'in your city';
    case 'metro':
      return 'in your metro area';
    case 'state':
      return 'in your state';
    case 'country':
      return 'in your country, not in your area';
    case 'far':
      return `outside ${place.countryName ?? 'your country'}: our company data holds US companies only`;
    default:
      return 'and you gave no location to compare with';
  }
}

/** The founder's words aim at the US market: "US", "United States", "American", "North America", "global". */
const US_MARKET = /\b(?:US|U\.S\.|USA|United States|American|North America|global(?:ly)?|worldwide)\b/;

/**
 * Whether US companies of the data can be a founder's design partners. Design partners are met, piloted with and
 * sold to where the founder works: a Bangalore lender's kirana stores or a Berlin tool's German manufacturers are
 * not found among US companies, so outside the US they are listed only when the founder's words aim at the US.
 */
export function usCompaniesFit(place: FounderPlace, text: string): boolean {
  return !place.country || place.country === 'US' || US_MARKET.test(text);
}
