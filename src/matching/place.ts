import { COUNTRY_NAMES } from '../../data/build/countries';
import type { Region } from '../contracts/round';
import { trackPlace } from './model/track-records';

/** Where a founder is, or an investor sits: any part may be unknown. */
export interface Place {
  /** Lower case. */
  city: string | null;
  /** US state code, for US places. */
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  region: Region | null;
}

const REGION_COUNTRIES: Record<Region, string> = {
  'north-america': 'US CA PR',
  'latin-america': 'MX GT BZ SV HN NI CR PA CU DO HT JM TT BB BS CO VE EC PE BO CL AR UY PY BR GY SR',
  europe:
    'GB IE FR DE NL BE LU CH AT IT ES PT DK SE NO FI IS EE LV LT PL CZ SK HU SI HR RS BA ME MK AL GR BG RO MD UA BY MT CY LI MC AD SM GI IM JE GG FO XK',
  'middle-east': 'IL TR AE SA QA KW BH OM JO LB IQ IR SY YE PS',
  africa:
    'EG MA DZ TN LY NG GH KE ZA ET UG TZ RW SN CI CM ZW ZM BW NA MZ AO MU SD CD CG GA BJ BF ML NE TG SL LR GM MW MG SO',
  'south-asia': 'IN PK BD LK NP BT MV AF',
  'southeast-asia': 'SG MY ID TH VN PH MM KH LA BN TL',
  'east-asia': 'CN JP KR HK TW MO MN',
  oceania: 'AU NZ FJ PG',
};
const REGION_OF = new Map<string, Region>(
  Object.entries(REGION_COUNTRIES).flatMap(([region, codes]) =>
    codes.split(/\s+/).map((c) => [c, region as Region] as const),
  ),
);

export const REGION_LABELS: Record<Region, string> = {
  'north-america': 'North America',
  'latin-america': 'Latin America',
  europe: 'Europe',
  'middle-east': 'the Middle East',
  africa: 'Africa',
  'south-asia': 'South Asia',
  'southeast-asia': 'Southeast Asia',
  'east-asia': 'East Asia',
  oceania: 'Oceania',
};

export function regionOfCountry(country: string | null | undefined): Region | null {
  return country ? (REGION_OF.get(country) ?? null) : null;
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** A place as written ("Boston, MA", "London, UK", "Berlin, Germany", "Nigeria"). */
export function placeOf(location: string | null | undefined): Place {
  const { city, country, region } = trackPlace(location ?? undefined);
  const state = region?.startsWith('US-') ? region.slice(3) : null;
  return { city, state, country, region: regionOfCountry(country) };
}

/** An investor's HQ from its stored location ("San Francisco, US") and country. */
export function investorPlace(location: string | null, country: string | null): Place {
  const city = location?.includes(',') ? location.split(',')[0]!.trim().toLowerCase() : null;
  return { city, state: null, country, region: regionOfCountry(country) };
}
