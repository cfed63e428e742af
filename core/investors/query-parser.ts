import { countryCode } from '../geo/countries';
import { CONCEPTS, tokenize } from './text';

/** What a founder's free-text search says beyond its words: stages, focus areas and places. */
export interface ParsedQuery {
  stages: string[];
  focus: string[];
  /** Lowercase city names found in investors' locations. */
  cities: string[];
  countries: string[];
  /** The words left once stages, focus areas and places are taken out. */
  terms: string[];
}

const STAGE_PATTERNS: [RegExp, string[]][] = [
  [/\bpre[\s-]?seed\b/g, ['pre-seed']],
  [/\bseed\b/g, ['seed']],
  [/\bangels?\b/g, ['angel']],
  [/\bseries[\s-]?a\b/g, ['series-a']],
  [/\bseries[\s-]?b\+?/g, ['series-b', 'series-b+']],
  [/\bseries[\s-]?[c-f]\+?/g, ['series-c+', 'series-b+']],
  [/\b(?:growth|late[\s-]?stage)\b/g, ['growth', 'late-stage']],
];

const FOCUS_WORDS = new Map<string, string>();
for (const concept of Object.keys(CONCEPTS)) FOCUS_WORDS.set(concept, concept);
for (const [word, tag] of Object.entries({
  saas: 'b2b-saas',
  b2b: 'b2b-saas',
  ai: 'ai-ml',
  ml: 'ai-ml',
  health: 'healthcare',
  healthtech: 'healthcare',
  edtech: 'education',
  cleantech: 'climate',
  'e-commerce': 'ecommerce',
  biotech: 'biotech',
  insurtech: 'insurtech',
  web3: 'crypto',
  gaming: 'gaming',
  robotics: 'robotics',
  mobile: 'mobile',
  security: 'cybersecurity',
})) {
  FOCUS_WORDS.set(word, tag);
}

// Two-letter words are too often ordinary words ("in", "it", "de") to be read as country codes.
const SHORT_COUNTRIES: Record<string, string> = { uk: 'GB', us: 'US', usa: 'US', uae: 'AE' };

export function parseQuery(query: string, isCity: (name: string) => boolean): ParsedQuery {
  // Accents folded as the index folds them: "São Paulo" is "sao paulo", "München" "munchen".
  let rest = ` ${query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()} `;
  const stages = new Set<string>();
  for (const [re, values] of STAGE_PATTERNS) {
    if (re.test(rest)) {
      for (const v of values) stages.add(v);
      rest = rest.replace(re, ' ');
    }
  }
  const words = rest.split(/[^a-z0-9+\-&.']+/).filter(Boolean);
  const focus = new Set<string>();
  const cities: string[] = [];
  const countries = new Set<string>();
  const left: string[] = [];
  for (let i = 0; i < words.length; ) {
    const taken = takePlace(words, i, isCity, cities, countries);
    if (taken > 0) {
      i += taken;
      continue;
    }
    const word = words[i]!;
    const tag = FOCUS_WORDS.get(word);
    if (tag) focus.add(tag);
    else left.push(word);
    i += 1;
  }
  return {
    stages: [...stages],
    focus: [...focus],
    cities,
    countries: [...countries],
    terms: tokenize(left.join(' ')),
  };
}

/** Reads a place of up to three words at `i`; returns how many words it took. */
function takePlace(
  words: string[],
  i: number,
  isCity: (n: string) => boolean,
  cities: string[],
  countries: Set<string>,
) {
  for (let n = 3; n >= 1; n--) {
    if (i + n > words.length) continue;
    const phrase = words.slice(i, i + n).join(' ');
    if (n === 1 && SHORT_COUNTRIES[phrase]) {
      countries.add(SHORT_COUNTRIES[phrase]);
      return 1;
    }
    if (phrase.length >= 4 && isCity(phrase)) {
      cities.push(phrase);
      return n;
    }
    const code = phrase.length >= 4 ? countryCode(phrase) : null;
    if (code) {
      countries.add(code);
      return n;
    }
  }
  return 0;
}
