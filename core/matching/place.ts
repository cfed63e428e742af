import type { Region } from '../contracts/round';
import { COUNTRY_NAMES } from '../geo/countries';
import { cityKey } from '../geo/gazetteer';
import { REGION_LABELS, regionOf } from '../geo/regions';
import { resolvePlace } from '../geo/resolve-place';

export { REGION_LABELS };

/** Where a founder is, or an investor sits: any part may be unknown. */
export interface Place {
  /** The city's one spelling (`cityKey`): "bengaluru" for Bangalore too. */
  city: string | null;
  /** US state code, for US places. */
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  region: Region | null;
}

export function regionOfCountry(country: string | null | undefined): Region | null {
  return country ? regionOf(country) : null;
}

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** A place as typed in a field ("London", "Boston, MA", "Berlin, Germany", "Nigeria", "LatAm"), by the gazetteer. */
export function placeOf(location: string | null | undefined): Place {
  const { place } = resolvePlace(location);
  const state = place.country === 'US' ? place.state : null;
  return {
    city: place.city ? cityKey(place.city, place.country, state) : null,
    state,
    country: place.country,
    region: place.region ?? regionOfCountry(place.country),
  };
}

/** An investor's HQ from its stored location ("San Francisco, US") and country. */
export function investorPlace(location: string | null, country: string | null): Place {
  const city = location?.includes(',') ? location.split(',')[0]!.trim() : null;
  return {
    city: city ? cityKey(city, country) : null,
    state: null,
    country,
    region: regionOfCountry(country),
  };
}
