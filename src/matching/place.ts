import type { Region } from '../contracts/round';
import { COUNTRY_NAMES } from '../geo/countries';
import { findCity, placeKey } from '../geo/gazetteer';
import { REGION_LABELS, regionOf } from '../geo/regions';
import { trackPlace } from './model/track-records';

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

/** A city as one key however it is spelled ("Bangalore" and "Bengaluru", "NYC" and "New York"). */
export function cityKey(name: string, country: string | null, state: string | null = null): string {
  const city = findCity(name, { country, state });
  return placeKey(city?.name ?? name);
}

/** A place as written ("Boston, MA", "London, UK", "Berlin, Germany", "Nigeria"). */
export function placeOf(location: string | null | undefined): Place {
  const { city, country, region } = trackPlace(location ?? undefined);
  const state = region?.startsWith('US-') ? region.slice(3) : null;
  return {
    city: city ? cityKey(city, country, state) : null,
    state,
    country,
    region: regionOfCountry(country),
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
