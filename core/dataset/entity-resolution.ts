import { resolvePlace } from '../geo/resolve-place';

// Investor entity resolution, shared by the data build, the crawler importer and the evals so that all three
// agree on which records describe the same firm. Pure functions plus a small in-memory index.

const words = (text: string): string[] => text.trim().split(/\s+/);

// Legal forms carry no identity: "Lacuna" and "Lacuna LLC" are one firm.
const LEGAL_SUFFIXES = new Set(
  words(`llc lllp llp lp inc incorporated corp corporation co company ltd limited plc gmbh kg ag sa sas sarl srl
    spa sl ltda bv nv ab as asa aps oy oyj kk pte pty`),
);

/**
 * Descriptors that firms drop casually ("Point Nine" for "Point Nine Capital") but that also separate distinct
 * firms ("Union Square Ventures" vs "Union Square Partners"), so they are only stripped under the resolver's rules.
 */
export const DESCRIPTOR_WORDS: readonly string[] = words(
  `venture ventures partner partners capital fund funds management investment investments vc holdings group
  investimentos inversiones investissements beteiligungen participacoes partenaires kapital`,
);
const DESCRIPTORS = new Set(DESCRIPTOR_WORDS);

// Words that on their own name a kind of party rather than a party ("Private investors", "Friends & Family").
const PLACEHOLDER_WORDS = new Set(
  words(`private individual individuals investor investors angel angels undisclosed unnamed unknown anonymous
    unidentified friends family and other others of various multiple parties party several founder founders
    existing insiders self funded selffunded bootstrapped na none business personal accredited shareholders
    strategic seed investment group team management the a an local employees prior current previous misc
    miscellaneous tbd n by led placement`),
);

const FILLER_WORDS = new Set(words('the and of de by for a'));

// Hosts whose pages belong to many different owners, so a shared host proves nothing.
const SHARED_HOSTS = words(`linkedin.com facebook.com twitter.com x.com instagram.com medium.com angel.co
  wellfound.com crunchbase.com google.com github.com youtube.com linktr.ee about.me substack.com notion.so bit.ly
  gmail.com`);

// Letters that Unicode decomposition leaves alone.
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

function tokens(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđþ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/[&+]/g, ' and ')
    // Dropped rather than spaced so that "S.A.C." equals "SAC" and "Angels' Forum" equals "Angels Forum".
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return folded.split(' ').filter(Boolean);
}

function stripTrailing(words: string[], drop: (word: string) => boolean): string[] {
  const out = [...words];
  while (out.length > 1 && drop(out[out.length - 1]!)) out.pop();
  return out;
}

function coreTokens(name: string): string[] {
  let words = tokens(name);
  if (words.length > 1 && words[0] === 'the') words = words.slice(1);
  return stripTrailing(words, (w) => LEGAL_SUFFIXES.has(w) || w === 'and');
}

/**
 * Case, accents, punctuation, "&"/"and", a leading "The" and legal suffixes removed:
 * "H-FARM Ventures Inc." → "h farm ventures".
 */
export function normalizeInvestorName(name: string): string {
  return coreTokens(name).join(' ');
}

// Short forms of given names: "Ken Lerer" and "Kenneth Lerer" are one angel, listed twice by Crunchbase.
const GIVEN_NAMES: Record<string, string> = Object.fromEntries(
  `kenneth:ken,kenny robert:rob,bob,bobby,robbie william:bill,will,billy,willy michael:mike,mick james:jim,jimmy
   joseph:joe,joey david:dave,davey daniel:dan,danny thomas:tom,tommy christopher:chris matthew:matt
   nicholas:nick,nicky steven:steve stephen:steph andrew:andy,drew anthony:tony benjamin:ben,benji samuel:sam
   alexander:alex jonathan:jon joshua:josh gregory:greg jeffrey:jeff richard:rick,rich,dick,richie
   edward:ed,eddie,ted peter:pete philip:phil timothy:tim lawrence:larry gerald:jerry frederick:fred
   charles:charlie,chuck patrick:pat ronald:ron donald:don douglas:doug zachary:zach nathan:nate
   vincent:vince elizabeth:liz,beth katherine:kate,katie jennifer:jen,jenny susan:sue`
    .split(/\s+/)
    .flatMap((entry) => {
      const [full, short] = entry.split(':') as [string, string];
      return short.split(',').map((s) => [s, full]);
    }),
);

/**
 * A person's name with a short given name written out ("ken lerer" → "kenneth lerer"): two or three words, no
 * descriptor, the first a known short form. Firms ("Rob Capital") keep their words.
 */
function fullGivenName(words: string[]): string[] {
  if (words.length < 2 || words.length > 3 || words.some((w) => DESCRIPTORS.has(w))) return words;
  const full = GIVEN_NAMES[words[0]!];
  return full ? [full, ...words.slice(1)] : words;
}

/**
 * [exact key, descriptor-stripped key]. Keys ignore spacing ("DeNovo" = "De Novo"). The second key is present only
 * when the name ends in descriptors and what is left is at least 3 characters long.
 */
export function nameKeys(name: string): string[] {
  const words = fullGivenName(coreTokens(name));
  const exact = words.join('');
  if (!exact) return [];
  const base = stripTrailing(words, (w) => DESCRIPTORS.has(w)).join('');
  return base !== exact && base.length >= 3 ? [exact, base] : [exact];
}

/**
 * The names a firm is also known by when its name carries them in brackets: "GV (Google Ventures)" is also
 * "GV" and "Google Ventures", "New Enterprise Associates (NEA)" also "New Enterprise Associates". Only names
 * whose key has four letters or more ("NEA" or "MVP" alone could be anyone), and a place in brackets is where
 * the firm is, not another name: "Accel (India)" is not "India".
 */
export function aliasKeys(name: string): string[] {
  const m = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name.trim());
  if (!m) return [];
  const inner = resolvePlace(m[2]).unread === null ? [] : [m[2]!];
  return [m[1]!, ...inner]
    .map((part) => nameKeys(part)[0] ?? '')
    .filter((key) => key.length >= 4 && key !== nameKeys(name)[0]);
}

/**
 * True when the names share a distinctive word (not a descriptor, legal suffix or filler): "Bosch Ventures" and
 * "Robert Bosch Venture Capital" do, "Afore Capital" and "Venky Karnam" (a partner listed under the firm's
 * website) do not.
 */
export function sharesNameWord(a: string, b: string): boolean {
  const distinctive = (name: string) =>
    tokens(name).filter((w) => !DESCRIPTORS.has(w) && !LEGAL_SUFFIXES.has(w) && !FILLER_WORDS.has(w));
  // A prefix also counts, so that "astorya.vc" (one word once the dot is gone) shares "astorya" with "Astorya".
  const related = (x: string, y: string) =>
    x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)));
  const words = distinctive(a);
  return distinctive(b).some((w) => words.some((v) => related(v, w)));
}

/** True for names of a kind of party ("Private Investors", "Undisclosed", "Friends & Family"), not of a party. */
export function isPlaceholderName(name: string): boolean {
  const words = tokens(name);
  if (words.length === 0) return true;
  if (words.some((w) => LEGAL_SUFFIXES.has(w))) return false;
  return words.every((w) => PLACEHOLDER_WORDS.has(w));
}

/** Host of a URL or bare domain, lower-cased and without "www."; null when missing or a shared host. */
export function domainOf(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text || /\s/.test(text) || text.includes('@')) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\d?\./, '').replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return SHARED_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) ? null : host;
}

// Founding years and deal dates are both approximate in the sources; only a larger gap is a conflict.
export const FOUNDING_SLACK_YEARS = 2;
/** A stated focus of at most this many sectors is a thesis; a longer one is a list of everything. */
const SPECIFIC_FOCUS = 10;

export interface ResolverEntry {
  /** Id of the merged record the entry belongs to. */
  id: string;
  source: string;
  name: string;
  /** URL or bare domain (passed through domainOf). Leave out for individuals whose website is their employer's. */
  domain?: string | null;
  /** A company or a corporate venture arm: never matched by descriptor ("Visa" is not "Visa Ventures"). */
  corporate?: boolean;
  /** ISO 3166-1 alpha-2 of the HQ. */
  country?: string | null;
  /** The HQ's city, as the source writes it. */
  city?: string | null;
  founded_year?: number | null;
  first_deal_year?: number | null;
  /** The country most of a deal-history name's companies are in, when most of them are in one. */
  deal_country?: string | null;
  /** The sectors most of a deal-history name's companies are in. */
  deal_sectors?: readonly string[];
  /** The sectors a directory profile states it invests in. */
  focus?: readonly string[];
}

export type ResolverCandidate = Omit<ResolverEntry, 'id'>;

export interface ResolverMatch {
  id: string;
  reason: 'domain' | 'name' | 'descriptor';
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/**
 * Finds the record a new source record belongs to. Rules, strongest first:
 * 1. Same website domain (not a shared host) → same firm, whatever the names say.
 * 2. Same exact name key → same firm, unless both have domains and they differ (FundraisingFox lists three
 *    different "Vision Ventures") and they are not from different sources with the same HQ country. When several
 *    records share the key the match is ambiguous and refused.
 * 3. A bare name matches a name that only adds descriptors ("Point Nine" ↔ "Point Nine Capital") only across
 *    sources: when one source lists both forms they stay apart, because in Crunchbase that pattern is as often a
 *    corporation and its venture arm (Google / Google Ventures, Intel / Intel Capital). For the same reason
 *    corporate records never match this way. Names with different descriptors (X Ventures ↔ X Partners) never
 *    match by name. The target must be unique, have a compatible domain, and not have been founded more than
 *    FOUNDING_SLACK_YEARS after the other's first deal ("Ascend", founded 2019, is not the "Ascend Venture Group"
 *    of 2008 deals). Founding years are not held against equal names: FundraisingFox often gives the year of a
 *    later legal entity (Adams Street Partners "2014").
 */
export class InvestorResolver {
  private readonly byDomain = new Map<string, Set<string>>();
  private readonly byExact = new Map<string, Set<string>>();
  private readonly byBase = new Map<string, Set<string>>();
  private readonly domains = new Map<string, Set<string>>();
  private readonly sources = new Map<string, Set<string>>();
  private readonly countries = new Map<string, Set<string>>();
  private readonly corporate = new Set<string>();
  private readonly founded = new Map<string, number>();
  private readonly firstDeal = new Map<string, number>();
  private readonly focus = new Map<string, Set<string>>();

  constructor(entries: Iterable<ResolverEntry> = []) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: ResolverEntry): void {
    const { id } = entry;
    const [exact, base] = nameKeys(entry.name);
    const domain = domainOf(entry.domain);
    if (exact) addTo(this.byExact, exact, id);
    for (const alias of aliasKeys(entry.name)) addTo(this.byExact, alias, id);
    if (base) addTo(this.byBase, base, id);
    if (domain) {
      addTo(this.byDomain, domain, id);
      addTo(this.domains, id, domain);
    }
    addTo(this.sources, id, entry.source);
    if (entry.country) addTo(this.countries, id, entry.country);
    if (entry.deal_country) addTo(this.countries, id, entry.deal_country);
    for (const f of entry.focus ?? []) addTo(this.focus, id, f);
    if (entry.corporate) this.corporate.add(id);
    if (entry.founded_year) this.founded.set(id, Math.max(entry.founded_year, this.founded.get(id) ?? 0));
    if (entry.first_deal_year) {
      this.firstDeal.set(id, Math.min(entry.first_deal_year, this.firstDeal.get(id) ?? Infinity));
    }
  }

  /** `descriptors: false` limits matching to rules 1 and 2 (batch callers run rule 3 as a separate pass). */
  match(candidate: ResolverCandidate, options: { descriptors?: boolean } = {}): ResolverMatch | null {
    const domain = domainOf(candidate.domain);
    const byDomain = domain ? [...(this.byDomain.get(domain) ?? [])].sort() : [];
    if (byDomain[0]) return { id: byDomain[0], reason: 'domain' };

    const [exact, base] = nameKeys(candidate.name);
    if (!exact) return null;
    const compatible = (id: string) => {
      const known = this.domains.get(id);
      return !domain || !known || known.has(domain);
    };
    // Another source may know the firm under an older or local domain (7percent.vc / 7pc.vc); the same HQ
    // country then outweighs the domain difference. One source's own rows with different domains stay apart.
    const relocated = (id: string) =>
      !!candidate.country &&
      !!this.countries.get(id)?.has(candidate.country) &&
      !this.sources.get(id)?.has(candidate.source);
    const named = [
      ...new Set([exact, ...aliasKeys(candidate.name)].flatMap((key) => [...(this.byExact.get(key) ?? [])])),
    ].filter((id) => compatible(id) || relocated(id));
    if (named.length > 1) return null;
    if (named[0]) return { id: named[0], reason: 'name' };
    if (options.descriptors === false || candidate.corporate) return null;

    const contemporary = (id: string) => {
      const founded = this.founded.get(id);
      const firstDeal = this.firstDeal.get(id);
      const late = (foundedYear?: number | null, dealYear?: number | null) =>
        !!foundedYear && !!dealYear && foundedYear > dealYear + FOUNDING_SLACK_YEARS;
      // Deals in companies of the firm's own country outweigh a founding year, often that of a later legal entity
      // (FundraisingFox dates Demeter, a Paris cleantech investor since 2005, to 2025).
      const homeDeals = !!candidate.deal_country && !!this.countries.get(id)?.has(candidate.deal_country);
      // So do deals mostly in a sector a specific thesis names (Demeter Partners' solar and biogas deals, Demeter's
      // "Cleantech; Energy"): a thesis of a few sectors, as a long list names anything.
      const focus = this.focus.get(id);
      const homeSectors =
        !!focus && focus.size <= SPECIFIC_FOCUS && !!candidate.deal_sectors?.some((s) => focus.has(s));
      return (
        homeDeals ||
        homeSectors ||
        (!late(founded, candidate.first_deal_year) && !late(candidate.founded_year, firstDeal))
      );
    };
    const related = base ? this.byExact.get(base) : this.byBase.get(exact);
    const targets = [...(related ?? [])].filter(
      (id) =>
        (compatible(id) || relocated(id)) &&
        contemporary(id) &&
        !this.corporate.has(id) &&
        !this.sources.get(id)?.has(candidate.source),
    );
    return targets.length === 1 ? { id: targets[0]!, reason: 'descriptor' } : null;
  }
}
