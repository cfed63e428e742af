import { COUNTRY_NAMES } from './countries';
import type { City } from './gazetteer';
import { NO_PLACE, type Place } from './place';
import { findMentions, type Mention, stateAt } from './place-mentions';
import { COUNTRY_SPELLINGS } from './place-words';
import { regionOf } from './regions';
import { placeAfterCue } from './resolve-place';

// How surely a mention is the founder's own place, from the words around it. Self cues ("based in", "-based",
// "a Mexico City startup") beat "from", which beats a bare "in"; places of customers and markets ("we sell to
// hospitals in Germany", "expanding to Nairobi") score low, so "..., based in Berlin" wins over them.
const SELF = 3;
const FROM = 2.5;
const IN = 1.5;
const BARE = 1;
const MARKET = 0.5;
const ELSEWHERE = 0.4;

const SELF_BEFORE =
  /\b(?:based|located|headquartered|hq(?:'?d)?|offices?|office is|incorporated|registered|founded|started|operating|live|living|work(?:ing)?|we(?:'re| are)|i(?:'m| am)|team(?:\s+is|\s+sits|\s+works)?|founders\s+are|grew up|born|raised)\s+(?:(?:here|right|out)\s+)?(?:in|out of|from)\s+(?:the\s+)?(?:city of\s+)?$/i;
const LABEL_BEFORE = /\b(?:hq|headquarters|location|based|city|where)\s*[:—–-]\s*$/i;
const SELF_AFTER = /^(?:[\s-]*based\b|[\s-]+headquartered\b|[\s-]+(?:hq|headquarters|head office)\b)/i;
const ORG_AFTER =
  /^(?:\s+[\p{L}&/-]+){0,3}?\s+(?:startups?|start-ups?|company|team|founders?|scale-?ups?|studios?|labs?)\b/iu;
const MARKET_WORDS =
  /\b(?:hir(?:e|es|ed|ing)|recruit\w*|relocat\w*|talent|developers?|engineers?|sell|sells|selling|sold|customers?|clients?|users?|hospitals|clinics|merchants|patients|expand\w*|launch\w*|markets?|pilots?|partners?|across|serv(?:e|es|ing)|distribut\w*|ship\w*|export\w*|rolling out|available|presence|exits?|competitors?|like|than)\b/i;
const CONTINUES = /^\s*(?:[,.;:!?)]|$|and\b|or\b|where\b|with\b|since\b)/;

/** The clause before a mention: back to the last sentence end, capped at 80 characters. */
function clauseBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - 80), start);
  const cut = before.search(/[.!?;\n](?=[^.!?;\n]*$)/);
  return cut >= 0 && !/\b(?:St|U\.S|Dr|Mt)\.$/.test(before.slice(0, cut + 1))
    ? before.slice(cut + 1)
    : before;
}

function score(text: string, m: Mention, previous: { m: Mention; s: number } | undefined): number {
  const before = clauseBefore(text, m.start);
  const after = text.slice(m.end, m.end + 60);
  if (SELF_BEFORE.test(before) || LABEL_BEFORE.test(before) || SELF_AFTER.test(after)) return SELF;
  // A place standing as a sentence of its own, as a label: "Berlin. Hiring a developer from India...",
  // "Sınırsız. Istanbul 🇹🇷. Turkish textile...".
  if (!m.needsCue && !before.trim() && /^\s*(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)?(?:[.|—–]|-\s|\n|$)/u.test(after))
    return SELF;
  if (m.demonym) return MARKET_WORDS.test(before) ? MARKET : SELF - 0.5;
  if (ORG_AFTER.test(after) && !MARKET_WORDS.test(before)) return FROM;
  // In a list ("in Germany and France"), a place shares the cue of the one before it.
  if (previous && /^\s*(?:,|and|or|&|\/)\s*$/.test(text.slice(previous.m.end, m.start))) return previous.s;
  if (/\bfrom\s+$/i.test(before)) return MARKET_WORDS.test(before) ? MARKET : FROM;
  if (/\b(?:in|at)\s+(?:the\s+)?$/i.test(before)) {
    if (m.needsCue && !CONTINUES.test(after)) return 0;
    return MARKET_WORDS.test(before) ? MARKET : IN;
  }
  if (/\b(?:to|into|across|throughout|for|than|like)\s+$/i.test(before)) return m.needsCue ? 0 : ELSEWHERE;
  if (m.needsCue) return 0;
  // "Boston Dynamics", "Cambridge University", "London Stock Exchange": a name, not where the founder is.
  if (/^\s+\p{Lu}\p{Ll}/u.test(after)) return 0;
  return m.kind === 'region' ? ELSEWHERE : BARE;
}

/** What follows a city that says which one it is: ", MA", " (UK)", ", Nigeria", ", Texas". */
function qualifier(text: string, m: Mention, next: Mention | undefined) {
  const sep = /^\s*(?:,|\()?\s*/.exec(text.slice(m.end, m.end + 30))![0];
  if (!sep) return null;
  const state = stateAt(text.slice(m.end + sep.length, m.end + sep.length + 30));
  // "Berlin, DE", "Mumbai, IN": a code that is a state and a country names the country when the city is there.
  const alsoCountry = state?.length === 2 && COUNTRY_NAMES[state.code] ? state.code : null;
  if (
    state &&
    alsoCountry &&
    m.cities.some((c) => c.country === alsoCountry) &&
    !m.cities.some((c) => c.state === state.code)
  )
    return { state: null, country: alsoCountry, end: m.end + sep.length + state.length };
  if (state) return { state: state.code, country: state.country, end: m.end + sep.length + state.length };
  // A country only after a comma or bracket: "Berlin US market" is not Berlin, US.
  if (
    next &&
    next.start === m.end + sep.length &&
    /[,(]/.test(sep) &&
    !next.demonym &&
    next.kind !== 'region'
  )
    return next.kind === 'city' ? null : { state: next.state, country: next.country, end: next.end };
  return null;
}

/** Countries that the text's other words point to (its currency), to choose between namesakes. */
function hintedCountries(text: string, mentions: Mention[]): Set<string> {
  // Namesakes themselves ("Cambridge") point nowhere; a country or a city of one country does.
  const out = new Set<string>();
  for (const m of mentions) {
    const countries = new Set(m.cities.map((c) => c.country));
    if (m.country) out.add(m.country);
    else if (countries.size === 1) out.add([...countries][0]!);
  }
  for (const [re, code] of [
    [/£|\bGBP\b/, 'GB'],
    [/₹|\bINR\b|\bcrores?\b|\blakhs?\b/i, 'IN'],
    [/R\$|\bBRL\b/, 'BR'],
    [/₦|\bNGN\b/, 'NG'],
    [/\bKSh\b|\bKES\b/i, 'KE'],
    [/\bA\$|\bAUD\b/, 'AU'],
    [/\bC\$|\bCAD\b/, 'CA'],
  ] as const) {
    if (re.test(text)) out.add(code);
  }
  return out;
}

interface Reading {
  m: Mention;
  s: number;
  city: City | { name: string; country: string | null; state: string | null; metro: null } | null;
  country: string | null;
  state: string | null;
}

/**
 * The founder's place, read from free text: "London-based", "based in Berlin", "from Lagos, Nigeria",
 * "🇮🇳 Bangalore", "a Mexico City startup", "Indian founders", "Cambridge, MA". Among several places it prefers
 * the founder's own (self cues) over customers' and markets'; words that are also places ("Reading", "Nice",
 * "Mobile") count only with a place cue. Nulls when the text names no place.
 */
export function readPlace(text: string | null | undefined): Place {
  if (!text?.trim()) return NO_PLACE;
  const mentions = findMentions(text);
  const flags = [...text.matchAll(/([\u{1F1E6}-\u{1F1FF}]{2})\s*/gu)].map((f) => ({
    country: String.fromCharCode(...[...f[1]!].map((c) => c.codePointAt(0)! - 0x1f1e6 + 65)),
    end: f.index + f[0].length,
  }));
  const hints = hintedCountries(text, mentions);
  const readings: Reading[] = [];
  let consumedTo = -1;
  mentions.forEach((m, i) => {
    if (m.start < consumedTo) return;
    const flag = flags.find((f) => f.end === m.start);
    let s = flag ? SELF : score(text, m, readings.at(-1));
    let country = flag?.country ?? m.country;
    let state = m.state;
    let city: Reading['city'] = null;
    if (m.kind === 'city') {
      const q = qualifier(text, m, mentions[i + 1]);
      if (q) {
        consumedTo = q.end;
        country = q.country;
        state = q.state;
        if (m.needsCue) s = Math.max(s, IN);
      }
      city =
        country || state
          ? (m.cities.find((c) => (!country || c.country === country) && (!state || c.state === state)) ?? {
              name: m.cities[0]!.name,
              country,
              state,
              metro: null,
            })
          : (m.cities.find((c) => hints.has(c.country)) ?? m.cities[0]!);
      country = city.country;
      state = city.state;
    } else if (m.kind === 'country' || m.kind === 'state') {
      // "based in Bielefeld, Germany": a city the gazetteer does not know, named before its country.
      const unknown = /(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}),\s*$/u.exec(text.slice(0, m.start));
      if (unknown && !m.demonym && !COUNTRY_SPELLINGS.has(unknown[1]!)) {
        const cue = score(text, { ...m, start: unknown.index }, undefined);
        if (cue >= IN) {
          s = cue;
          city = { name: unknown[1]!, country, state, metro: null };
        }
      }
    }
    // A region is a weaker reading than a city or country with the same cue ("remittances from the Gulf").
    if (m.kind === 'region' && !m.demonym && s < SELF) s /= 2;
    if (s > 0) readings.push({ m, s, city, country, state });
  });
  if (!readings.length) {
    const flag = flags[0];
    if (flag) return { ...NO_PLACE, country: flag.country, region: regionOf(flag.country) };
    // "based in Lodnon", "HQ: Sao Paolo": a misspelt place right after a cue, by its nearest spelling.
    return placeAfterCue(text);
  }
  let best = readings.reduce((a, b) => (b.s > a.s ? b : a));
  // "Lodnon-based insurtech... launch in Ireland": a misspelt place with a self cue beats a market named plainly.
  if (best.s < SELF) {
    const cued = placeAfterCue(text);
    if (cued.country) return cued;
  }
  // "European scale-ups... Amsterdam, team of 7": a region, and a place in it the text also names.
  if (!best.country && best.m.region) {
    const within = readings.find((r) => r.country && regionOf(r.country) === best.m.region && r.s >= BARE);
    if (within) best = within;
  }
  let { city, country, state } = best;
  if (!city && country) {
    // "Indian founders in Bangalore": the country's city that the text also names.
    const inCountry = readings.find((r) => r.city && r.country === country && r.s >= BARE);
    if (inCountry) ({ city, state } = inCountry);
  }
  const region = best.m.region ?? regionOf(country);
  return { city: city?.name ?? null, state, country, region, metro: city?.metro ?? null };
}
