import { COUNTRY_NAMES } from '../geo/countries.ts';
import { citiesNamed } from '../geo/gazetteer.ts';
import type { SourceProfile } from './source-profile.ts';

/** Where an investor is, once its sources are reconciled, and what was changed to get there. */
export interface ReconciledPlace {
  city: string | null;
  country: string | null;
  /** Set when a source's city and country disagreed: what it said, and what was kept and why. */
  fix: { source: string; said: string; kept: string; reason: string } | null;
}

/**
 * Places where funds are registered rather than worked from: a city there beside another country (Target
 * Global's "Grand Cayman, DE") is the fund's legal address, and the country is where its team sits.
 */
const REGISTRATION_COUNTRIES = new Set(['KY', 'VG', 'BM', 'JE', 'GG', 'IM']);

const said = (p: Pick<SourceProfile, 'city' | 'country'>) => [p.city, p.country].filter(Boolean).join(', ');

/**
 * The investor's HQ from its sources, in source order, with its city and country made to agree by the
 * gazetteer. The sources mistype countries ("Sao Paulo, MX", "Toronto, US", "Lagos, ZA") and put legal
 * addresses in the city ("Grand Cayman, DE"). When a profile's city is a place the gazetteer knows, but not in
 * the profile's country:
 * - another source's country decides between the two (Better Capital: "Santa Clara, IN" and "India" → India, the
 *   city dropped; Radical Ventures: "Toronto, US" and "Canada" → Toronto, Canada);
 * - a registration address gives way to the country;
 * - a city a country is known by ("Sao Paulo", "Toronto", "Lagos") names its country: the country was mistyped;
 * - any other city is kept as stated, with its country, and the disagreement noted: the gazetteer lists a
 *   country's main cities, not every namesake (Santa Fe, Argentina; Durham, Ontario).
 */
export function reconcilePlace(profiles: readonly SourceProfile[]): ReconciledPlace {
  const located =
    profiles.find((p) => p.city && p.country) ??
    profiles.find((p) => p.country) ??
    profiles.find((p) => p.city);
  if (!located) return { city: null, country: null, fix: null };
  const { city, country } = located;
  if (!city || !country) return { city, country, fix: null };
  const namesakes = citiesNamed(city);
  if (namesakes.length === 0 || namesakes.some((c) => c.country === country))
    return { city, country, fix: null };
  const fix = (keptCity: string | null, keptCountry: string, reason: string): ReconciledPlace => ({
    city: keptCity,
    country: keptCountry,
    fix: {
      source: located.source_id.source,
      said: said(located),
      kept: said({ city: keptCity, country: keptCountry }),
      reason,
    },
  });
  const others = profiles.filter((p) => p !== located && p.country).map((p) => p.country!);
  if (others.includes(country))
    return fix(
      null,
      country,
      `${city} is not in ${COUNTRY_NAMES[country] ?? country}; another source agrees on the country`,
    );
  const confirmed = namesakes.find((c) => others.includes(c.country));
  if (confirmed) return fix(city, confirmed.country, `another source places it in ${confirmed.country}`);
  if (namesakes.every((c) => REGISTRATION_COUNTRIES.has(c.country)))
    return fix(null, country, `${city} is a registration address`);
  const hubs = namesakes.filter((c) => c.hub);
  if (hubs.length === 1)
    return fix(
      city,
      hubs[0]!.country,
      `${city} is in ${COUNTRY_NAMES[hubs[0]!.country] ?? hubs[0]!.country}`,
    );
  return fix(
    city,
    country,
    `kept as stated: the gazetteer knows ${city} only in ${[...new Set(namesakes.map((c) => c.country))].join(', ')}`,
  );
}
