import { AMERICAS_PLACES } from './places/americas';
import { ASIA_PACIFIC_PLACES } from './places/asia-pacific';
import { EUROPE_PLACES } from './places/europe';
import { MIDEAST_AFRICA_PLACES } from './places/mideast-africa';
import { US_PLACES } from './places/us';

/** A city of the gazetteer. */
export interface City {
  /** The usual English name ("Bengaluru", "Munich", "Mexico City"). */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** US state or Canadian province postal code, else null. */
  state: string | null;
  /** The metro area of the companies data ("SF Bay", "Boston"), for US cities. */
  metro: string | null;
  /** An ordinary word or a first name too ("Reading", "Nice", "Phoenix"): read only with a place cue. */
  needsCue: boolean;
  /** Its namesake elsewhere is meant unless a state or country says otherwise (Portland, Maine). */
  secondary: boolean;
  /**
   * One of the places a country is known by (each line lists its cities by importance: the first of a US state's
   * metro line, the first two of another country's): a directory that puts it in another country mistyped the
   * country, while a smaller city may be a namesake the gazetteer does not list (Durham, Ontario).
   */
  hub: boolean;
}

/**
 * The data files hold one line per country (or state, with a metro in brackets):
 * `US-CA [SF Bay]: San Francisco/SF/Bay Area; Palo Alto; !Orange` — names separated by `;`, aliases by `/`,
 * the first name canonical; `!` and `^` set `needsCue` and `secondary`. Text is compact and easy to review.
 */
function parse(block: string): { city: City; aliases: string[] }[] {
  const out: { city: City; aliases: string[] }[] = [];
  for (const line of block.split('\n')) {
    const m = /^([A-Z]{2})(?:-([A-Z]{2}))?\s*(?:\[([^\]]+)\])?:\s*(.+)$/.exec(line.trim());
    if (!m) continue;
    const [, country, state, metro, list] = m;
    const hubs = country === 'US' ? (metro ? 1 : 0) : 2;
    let listed = 0;
    for (const item of list!.split(';')) {
      const flags = /^[\s!^]*/.exec(item)![0];
      const aliases = item
        .slice(flags.length)
        .split('/')
        .map((a) => a.trim())
        .filter(Boolean);
      if (!aliases.length) continue;
      const needsCue = flags.includes('!');
      const secondary = flags.includes('^');
      out.push({
        city: {
          name: aliases[0]!,
          country: country!,
          state: state ?? null,
          metro: metro ?? null,
          needsCue,
          secondary,
          hub: listed++ < hubs && !needsCue && !secondary,
        },
        aliases,
      });
    }
  }
  return out;
}

/** Lowercase, without accents, dots or extra spaces: "St. Louis" and "st louis", "São Paulo" and "Sao Paulo". */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[.’']/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

const ENTRIES = [
  US_PLACES,
  AMERICAS_PLACES,
  EUROPE_PLACES,
  ASIA_PACIFIC_PLACES,
  MIDEAST_AFRICA_PLACES,
].flatMap(parse);

const BY_KEY = new Map<string, City[]>();
/** Every spelling to look for in text, as written in the data and without accents. */
const SPELLINGS = new Set<string>();
for (const { city, aliases } of ENTRIES) {
  for (const alias of aliases) {
    const key = placeKey(alias);
    const list = BY_KEY.get(key) ?? [];
    if (!list.includes(city)) list.push(city);
    BY_KEY.set(key, list);
    SPELLINGS.add(alias);
    SPELLINGS.add(alias.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
  }
}
// Primary namesakes first, so that the first city of a key is its default reading.
for (const list of BY_KEY.values()) list.sort((a, b) => Number(a.secondary) - Number(b.secondary));

/** Every spelling of every city, longest first (so that "New York City" is tried before "York"). */
export const CITY_SPELLINGS: readonly string[] = [...SPELLINGS].sort((a, b) => b.length - a.length);

/** The cities a name may mean, the default first ("Cambridge" → Cambridge MA, then Cambridge UK). */
export function citiesNamed(name: string): City[] {
  return BY_KEY.get(placeKey(name)) ?? [];
}

/**
 * The city a name means, narrowed by a country and/or state when given ("Portland", { state: 'ME' }), e.g. to
 * read an investor's "Bangalore, IN" as Bengaluru. Null when the gazetteer does not know it.
 */
export function findCity(
  name: string,
  where: { country?: string | null; state?: string | null } = {},
): City | null {
  const cities = citiesNamed(name);
  return (
    cities.find(
      (c) => (!where.country || c.country === where.country) && (!where.state || c.state === where.state),
    ) ?? null
  );
}

/**
 * A city as one key however it is spelled ("Bangalore" and "Bengaluru", "NYC" and "New York"), worked out once per
 * spelling: the track record keys some 40,000 deals' cities by it.
 */
export function cityKey(name: string, country: string | null, state: string | null = null): string {
  const memo = `${name}|${country ?? ''}|${state ?? ''}`;
  let key = cityKeys.get(memo);
  if (key === undefined) {
    const city = findCity(name, { country, state }) ?? findCity(name, { country });
    key = placeKey(city?.name ?? name);
    // Requests bring new spellings too: the memo is dropped when it grows past the data's own.
    if (cityKeys.size >= MAX_CITY_KEYS) cityKeys.clear();
    cityKeys.set(memo, key);
  }
  return key;
}
const cityKeys = new Map<string, string>();
const MAX_CITY_KEYS = 50_000;

/** How many cities the gazetteer holds (for the README and a test of its reach). */
export const CITY_COUNT = ENTRIES.length;
