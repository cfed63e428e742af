import type { Region } from '../contracts/round';
import { CITY_SPELLINGS, type City, citiesNamed, placeKey } from './gazetteer';
import {
  COUNTRY_NAMES_NEEDING_CUE,
  COUNTRY_SPELLINGS,
  DEMONYM_NOUNS,
  DEMONYMS,
  REGION_SPELLINGS,
} from './place-words';
import { AMBIGUOUS_STATE_NAMES, CA_PROVINCES, US_STATES } from './places/states';

/** A place named in text, before any choice: a city (maybe several namesakes), a state, a country or a region. */
export interface Mention {
  kind: 'city' | 'state' | 'country' | 'region';
  start: number;
  end: number;
  /** As written. */
  text: string;
  cities: City[];
  state: string | null;
  country: string | null;
  region: Region | null;
  /** An ordinary word too ("Reading", "Jordan", "Georgia"): kept only with a place cue. */
  needsCue: boolean;
  /** A demonym ("Indian", "European"): kept only before "founders", "startup"... */
  demonym: boolean;
}

interface Word {
  kind: Mention['kind'];
  cities: City[];
  state: string | null;
  country: string | null;
  region: Region | null;
  needsCue: boolean;
  demonym: boolean;
}

const WORDS = new Map<string, Word[]>();
/** Keys written only in capitals in the lists ("US", "UK", "LA", "SF", "SEA"): "us", "la" and "sea" are words. */
const CAPS_ONLY = new Map<string, boolean>();

function add(spelling: string, word: Word) {
  const key = placeKey(spelling);
  WORDS.set(key, [...(WORDS.get(key) ?? []), word]);
  const caps = /^[A-Z.]{2,6}$/.test(spelling);
  CAPS_ONLY.set(key, (CAPS_ONLY.get(key) ?? true) && caps);
}
const none = { cities: [], state: null, country: null, region: null, needsCue: false, demonym: false };

for (const spelling of CITY_SPELLINGS) {
  const cities = citiesNamed(spelling);
  add(spelling, { ...none, kind: 'city', cities, needsCue: cities.every((c) => c.needsCue) });
}
for (const [name, code] of COUNTRY_SPELLINGS)
  add(name, { ...none, kind: 'country', country: code, needsCue: COUNTRY_NAMES_NEEDING_CUE.has(name) });
for (const [states, country] of [
  [US_STATES, 'US'],
  [CA_PROVINCES, 'CA'],
] as const) {
  for (const [code, name] of Object.entries(states))
    add(name, { ...none, kind: 'state', state: code, country, needsCue: AMBIGUOUS_STATE_NAMES.has(name) });
}
for (const [name, code] of Object.entries(DEMONYMS)) {
  const region = code.length === 2 ? null : (code as Region);
  add(name, {
    ...none,
    kind: region ? 'region' : 'country',
    country: region ? null : code,
    region,
    demonym: true,
  });
}
for (const [name, region] of Object.entries(REGION_SPELLINGS)) add(name, { ...none, kind: 'region', region });

const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const ALL_SPELLINGS = [
  ...new Set([
    ...CITY_SPELLINGS,
    ...COUNTRY_SPELLINGS.keys(),
    ...Object.keys(DEMONYMS),
    ...Object.keys(REGION_SPELLINGS),
  ]),
  ...Object.values(US_STATES),
  ...Object.values(CA_PROVINCES),
].sort((a, b) => b.length - a.length);
const PLACE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ALL_SPELLINGS.map(asPattern).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * Every place named in the text, in order, without overlaps (the longest spelling wins: "New York City" over
 * "York"). Spellings kept only in capitals ("US", "LA") are dropped when written otherwise; a demonym is kept
 * only when followed by a noun that makes it the founder's ("Indian founders", not "Indian food").
 */
export function findMentions(text: string): Mention[] {
  const out: Mention[] = [];
  // Turkish dotted and dotless i have no case folding to "i": "İstanbul" is scanned as "Istanbul" (same length).
  const scanned = text.replace(/İ/g, 'I').replace(/ı/g, 'i');
  for (const m of scanned.matchAll(PLACE_RE)) {
    const written = text.slice(m.index, m.index + m[0].length);
    const key = placeKey(written);
    if (CAPS_ONLY.get(key) && written !== written.toUpperCase()) continue;
    const start = m.index;
    const end = start + written.length;
    // "US$2M", "A$", "HK$": a currency, not a place.
    if (text[end] === '$') continue;
    const after = text.slice(end, end + 60);
    // The first reading that fits: a city before a state ("New York"), a state or country before a demonym.
    const word = (WORDS.get(key) ?? []).find((w) => !w.demonym || DEMONYM_NOUNS.test(after));
    if (!word) continue;
    out.push({ ...word, start, end, text: written });
  }
  return out;
}

const STATE_NAMES = [
  ...Object.entries(US_STATES).map(([code, name]) => ({ code, name, country: 'US' })),
  ...Object.entries(CA_PROVINCES).map(([code, name]) => ({ code, name, country: 'CA' })),
].sort((a, b) => b.name.length - a.name.length);

/** A US state or Canadian province at the start of the text, as code or name, for "City, ST" qualifiers. */
export function stateAt(text: string): { code: string; country: string; length: number } | null {
  const code = /^[A-Z]{2}\b/.exec(text)?.[0];
  if (code && US_STATES[code]) return { code, country: 'US', length: 2 };
  if (code && CA_PROVINCES[code]) return { code, country: 'CA', length: 2 };
  const named = STATE_NAMES.find(
    (s) => text.startsWith(s.name) && !/^[\p{L}]/u.test(text.slice(s.name.length)),
  );
  return named ? { code: named.code, country: named.country, length: named.name.length } : null;
}

/** Whether the text names this city in any of its spellings (e.g. to check a model's reading). */
export function textNamesCity(text: string, city: string): boolean {
  const names = new Set(citiesNamed(city).map((c) => c.name));
  const key = placeKey(city);
  if (!key) return false;
  // A city the gazetteer does not know is looked for as a word of the text.
  if (!names.size) return ` ${placeKey(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${key} `);
  return findMentions(text).some((m) => placeKey(m.text) === key || m.cities.some((c) => names.has(c.name)));
}
