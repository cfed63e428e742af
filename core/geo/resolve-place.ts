import type { Region } from '../contracts/round';
import { COUNTRY_NAMES } from './countries';
import { CITY_SPELLINGS, type City, citiesNamed, placeKey } from './gazetteer';
import { closestSpelling } from './near-spelling';
import { NO_PLACE, type Place } from './place';
import { COUNTRY_SPELLINGS, REGION_SPELLINGS } from './place-words';
import { CA_PROVINCES, US_STATES } from './places/states';
import { REGION_LABELS, regionOf } from './regions';

/**
 * A place typed in a field (a match request's `location`, the /investors filter, the Edit Idea dialog's city) as
 * the product read it, with the reading said back: "London" → London, GB; "Sao Paolo" → São Paulo, BR.
 */
export interface PlaceReading {
  place: Place;
  /** What was typed, trimmed. */
  input: string;
  /** How it was read, for the answer: "London → London, GB"; null when nothing was typed. */
  reading: string | null;
  /** Other places the same name may mean ("Cambridge, GB" beside Cambridge, MA), to say how to choose. */
  alternatives: string[];
  /** The words that could not be read as a place (all of them when nothing was read), never guessed. */
  unread: string | null;
}

/** Regions as founders type them beyond the names of text (`REGION_SPELLINGS`). */
const REGION_WORDS: Record<string, Region> = {
  ...Object.fromEntries(Object.entries(REGION_SPELLINGS).map(([k, v]) => [placeKey(k), v])),
  emea: 'europe',
  'western europe': 'europe',
  'eastern europe': 'europe',
  'central europe': 'europe',
  'northern europe': 'europe',
  'southern europe': 'europe',
  scandinavia: 'europe',
  nordic: 'europe',
  nordics: 'europe',
  baltics: 'europe',
  'central and eastern europe': 'europe',
  'latin america': 'latin-america',
  latinoamerica: 'latin-america',
  'america latina': 'latin-america',
  'sub saharan africa': 'africa',
  'southern africa': 'africa',
  'middle east and north africa': 'middle-east',
  'gulf region': 'middle-east',
  'south east asia': 'southeast-asia',
  'se asia': 'southeast-asia',
  'australia and new zealand': 'oceania',
  anz: 'oceania',
  'north america': 'north-america',
};

interface Found {
  kind: 'city' | 'state' | 'country' | 'region';
  cities?: City[];
  state?: string;
  country?: string;
  region?: Region;
}

const COUNTRY_BY_KEY = new Map<string, string>();
for (const [name, code] of COUNTRY_SPELLINGS) COUNTRY_BY_KEY.set(placeKey(name), code);
for (const [code, name] of Object.entries(COUNTRY_NAMES)) COUNTRY_BY_KEY.set(placeKey(name), code);
const STATE_BY_KEY = new Map<string, { state: string; country: string }>();
for (const [states, country] of [
  [US_STATES, 'US'],
  [CA_PROVINCES, 'CA'],
] as const)
  for (const [code, name] of Object.entries(states))
    STATE_BY_KEY.set(placeKey(name), { state: code, country });

/** A part of the field read exactly: a region, a country, a state or a city (cities first: "New York", "Georgia"). */
function lookup(part: string): Found | null {
  const key = placeKey(part);
  if (!key) return null;
  const cities = citiesNamed(part);
  // "Georgia" alone is the country; "New York" alone is the city.
  if (cities.length && !COUNTRY_BY_KEY.has(key)) return { kind: 'city', cities };
  if (REGION_WORDS[key]) return { kind: 'region', region: REGION_WORDS[key] };
  const country = COUNTRY_BY_KEY.get(key) ?? (/^[a-z]{2}$/.test(key) && key !== 'ca' ? isoCode(key) : null);
  if (country) return { kind: 'country', country };
  const state = STATE_BY_KEY.get(key);
  if (state) return { kind: 'state', ...state };
  return cities.length ? { kind: 'city', cities } : null;
}

function isoCode(key: string): string | null {
  const code = key.toUpperCase();
  if (code === 'UK') return 'GB';
  return COUNTRY_NAMES[code] ? code : null;
}

/** A qualifier after a city: a state or province (code or name) or a country ("Berlin, DE" is Germany: see below). */
function qualifierOf(
  part: string,
  cities: readonly City[],
): { state: string | null; country: string } | null {
  const code = part.trim().toUpperCase();
  const asState = US_STATES[code] ? 'US' : CA_PROVINCES[code] ? 'CA' : null;
  const asCountry = isoCode(code.toLowerCase()) ?? COUNTRY_BY_KEY.get(placeKey(part)) ?? null;
  const named = STATE_BY_KEY.get(placeKey(part));
  // A name that is both a state and a country ("Georgia"): the one where the city is.
  if (named && asCountry) {
    const inCountry = cities.some((c) => c.country === asCountry);
    return inCountry ? { state: null, country: asCountry } : { state: named.state, country: named.country };
  }
  // A two-letter code that is both a state and a country ("DE", "IN", "CA"): the one where the city is.
  if (asState && asCountry && /^[A-Z]{2}$/.test(code)) {
    const inState = cities.some((c) => c.state === code && c.country === asState);
    const inCountry = cities.some((c) => c.country === asCountry);
    if (inCountry && !inState) return { state: null, country: asCountry };
    return { state: code, country: asState };
  }
  if (asState && /^[A-Z]{2}$/.test(code)) return { state: code, country: asState };
  if (named) return { state: named.state, country: named.country };
  return asCountry ? { state: null, country: asCountry } : null;
}

/** Every spelling the field reader knows, for the nearest spelling of a typo. */
const KNOWN_SPELLINGS = [
  ...new Set([
    ...COUNTRY_BY_KEY.keys(),
    ...STATE_BY_KEY.keys(),
    ...Object.keys(REGION_WORDS),
    ...CITY_SPELLINGS.map(placeKey),
  ]),
];

/** A reading as the answer says it: "London, GB", "Austin, TX, US", "TX, US", "Nigeria", "Latin America". */
function describe(place: Place): string {
  if (place.city || place.state) return [place.city, place.state, place.country].filter(Boolean).join(', ');
  if (place.country) return COUNTRY_NAMES[place.country] ?? place.country;
  return place.region ? REGION_LABELS[place.region] : '';
}

function cityPlace(city: City | { name: string; country: string | null; state: string | null }): Place {
  const country = city.country;
  return {
    city: city.name,
    state: city.state,
    country,
    region: regionOf(country),
    metro: 'metro' in city ? city.metro : null,
  };
}

const SPLIT = /\s*(?:,|;|\(|\)|\/|\||\s-\s|\s–\s)\s*/;

/**
 * Reads a place typed in a field. Exact spellings first (accents, case and dots ignored), then the nearest known
 * spelling of a typo; a name several places share is read as the likeliest (the gazetteer's primary namesake,
 * or the one in the country the field names) and the others are given as alternatives. Nothing is guessed from
 * words it cannot read: they are returned in `unread`.
 */
export function resolvePlace(text: string | null | undefined): PlaceReading {
  const input = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!input) return { place: NO_PLACE, input, reading: null, alternatives: [], unread: null };
  // The whole first ("Washington, D.C." is one of the gazetteer's spellings), then its parts.
  const whole = lookup(input);
  const parts = whole ? [input] : input.split(SPLIT).filter(Boolean);
  let first = parts[0] ?? '';
  let rest = parts.slice(1);
  let found = whole ?? lookup(first);
  // "Austin TX", "London UK", "Paris France": the last words may be the qualifier.
  if (!found && rest.length === 0) {
    const words = first.split(' ');
    for (let k = 1; k < words.length && !found; k++) {
      const head = words.slice(0, words.length - k).join(' ');
      const tail = words.slice(words.length - k).join(' ');
      const h = lookup(head);
      if (h?.kind === 'city' && qualifierOf(tail, h.cities ?? [])) {
        found = h;
        first = head;
        rest = [tail];
      }
    }
  }
  // "CA, USA", "ON, Canada": a state or province code before its country.
  if (!found && rest.length && /^[A-Za-z]{2}$/.test(first)) {
    const code = first.toUpperCase();
    const country = rest.map((p) => qualifierOf(p, [])?.country).find(Boolean);
    if ((country === 'US' && US_STATES[code]) || (country === 'CA' && CA_PROVINCES[code])) {
      found = { kind: 'state', state: code, country };
      rest = rest.filter((p) => qualifierOf(p, [])?.country !== country);
    }
  }
  let corrected: string | null = null;
  if (!found) {
    const near = closestSpelling(placeKey(first), KNOWN_SPELLINGS);
    if (near) {
      found = lookup(near);
      corrected = near;
    }
  }
  const qualifiers = rest.map((p) => ({ text: p, q: qualifierOf(p, found?.cities ?? []) }));
  const unreadParts = qualifiers.filter((x) => !x.q).map((x) => x.text);
  const qualifier = qualifiers.find((x) => x.q)?.q ?? null;
  let place: Place = NO_PLACE;
  let alternatives: string[] = [];
  if (found?.kind === 'city') {
    const cities = found.cities!;
    const fits = (c: City) =>
      (!qualifier || c.country === qualifier.country) && (!qualifier?.state || c.state === qualifier.state);
    const chosen = cities.find(fits);
    if (chosen) place = cityPlace(chosen);
    // A city the gazetteer knows elsewhere only, in the country given: the founder's country stands.
    else if (qualifier)
      place = cityPlace({ name: titleCase(first), country: qualifier.country, state: qualifier.state });
    if (!qualifier) alternatives = cities.filter((c) => c !== chosen).map((c) => describe(cityPlace(c)));
  } else if (found?.kind === 'country') {
    place = { ...NO_PLACE, country: found.country!, region: regionOf(found.country!) };
  } else if (found?.kind === 'state') {
    place = { ...NO_PLACE, state: found.state!, country: found.country!, region: regionOf(found.country!) };
  } else if (found?.kind === 'region') {
    place = { ...NO_PLACE, region: found.region! };
  } else if (qualifier) {
    // "Bielefeld, Germany": a city the gazetteer does not know, in a country it does.
    place = cityPlace({ name: titleCase(first), country: qualifier.country, state: qualifier.state });
  }
  const read = describe(place);
  const unread = found || qualifier ? unreadParts.join(', ') || null : input;
  // "CA" alone: California or Canada; the answer says both rather than choosing.
  if (!found && !qualifier && /^ca$/i.test(input)) alternatives = ['California, US', 'Canada'];
  return {
    place,
    input,
    reading: read ? `${input} → ${read}${corrected ? ' (spelling corrected)' : ''}` : null,
    alternatives,
    unread,
  };
}

const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep, c) => sep + c.toUpperCase());

/** A self cue ("based in", "HQ:", "we're in"), then the capitalised words after it; or words before "-based". */
const CUE =
  /\b(?:based in|located in|headquartered in|hq(?:'?d)? in|hq\s*[:—–-]|offices? in|we(?:'re| are) in|from)\s+/gi;
const WORDS_AFTER = /^((?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})/u;
const CUE_AFTER = /((?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})-based\b/u;

/** A place written after a cue that the text reader did not know (a typo): read as a field would be, or nothing. */
export function placeAfterCue(text: string): Place {
  const runs: string[][] = [];
  for (const cue of text.matchAll(CUE)) {
    const words = WORDS_AFTER.exec(text.slice(cue.index + cue[0].length));
    if (!words) continue;
    // The words up to a sentence end: "Sao Paolo. Legal AI" → "Sao Paolo"; the longest that reads first.
    const all = words[1]!.split(/\s+/);
    const end = all.findIndex((w) => /[.]$/.test(w));
    const run = (end >= 0 ? all.slice(0, end + 1) : all).map((w) => w.replace(/[.]$/, ''));
    runs.push(...run.map((_, i) => run.slice(0, run.length - i)));
  }
  const before = CUE_AFTER.exec(text);
  if (before) {
    // The words right before "-based", within their sentence: "Shiftcover. Lodnon-based" → "Lodnon".
    const all = before[1]!.split(/\s+/);
    const start = all.findLastIndex((w) => /[.]$/.test(w)) + 1;
    const run = all.slice(start);
    runs.push(...run.map((_, i) => run.slice(i)));
  }
  for (const run of runs) {
    const r = resolvePlace(run.join(' '));
    if (!r.unread && r.reading) return r.place;
  }
  return NO_PLACE;
}
