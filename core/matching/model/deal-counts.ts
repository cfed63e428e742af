import { cityKey } from '../../geo/gazetteer';
import { resolvePlace } from '../../geo/resolve-place';
import { CompactCounts, type Counts, type KeyTable } from './counts';

// What one deal adds to an investor's track record, and the keys deals are counted by (./track-records.ts
// counts them all and scores a query against them).

/** One round as the track record sees it: when, what type, the company's sectors and place, who joined. */
export interface DealRound {
  funded_at: string | null;
  round: string | null;
  /** Crunchbase's own round type ("venture", "other", ...), which says what an untyped round was. */
  source_round_type: string | null;
  investor_ids: readonly string[];
  /** The whole round's size in USD, when known. */
  amount_usd?: number | null;
  /** The company's name as the round names it (for a founder's existing investors). */
  company_name?: string | null;
  company: {
    category_code: string | null;
    sectors: readonly string[];
    country: string | null;
    city: string | null;
    /** US state code, for US companies. */
    state?: string | null;
    /** Crunchbase's metro area ("SF Bay", "Boston"), which spans the cities around one. */
    region?: string | null;
  } | null;
}

/** An investor's deals counted by stage, sector and place; each deal weighted by how recent it is. */
export interface TrackRecord {
  weight: number;
  deals: number;
  byStage: Counts;
  bySector: Counts;
  byCountry: Counts;
  byCity: Counts;
  /** By region: the US state ("US-MA") for US companies, the country elsewhere. */
  byRegion: Counts;
  /** By metro area ("SF Bay"). */
  byMetro: Counts;
  /** Deals in the 90 and 365 days before the as-of date, counted plainly. */
  last90: number;
  last365: number;
  /** Days from the latest deal to the as-of date. */
  daysSinceLast: number;
  /** Sum of log10 round sizes over `sized` deals of known size. */
  logAmountSum: number;
  sized: number;
  /** Deals in a company this investor had backed in an earlier round. */
  followOns: number;
  /** Deals that were the company's first round in the data: investors who start companies off. */
  firstRounds: number;
}

export interface TrackQuery {
  stage: string | null;
  sectors: readonly string[];
  city: string | null;
  country: string | null;
  /** `regionOf` the place: its US state, or its country. */
  region: string | null;
  /** The city's metro area (`TrackRecords.metroOf`), when known. */
  metro?: string | null;
  /** The round's size in USD, when given. */
  amount?: number | null;
}

// Records are built with Maps, then frozen into typed arrays (`freeze`).
const bump = (counts: Counts, key: string, w: number) => {
  const map = counts as Map<string, number>;
  map.set(key, (map.get(key) ?? 0) + w);
};
const COUNT_FIELDS = ['byStage', 'bySector', 'byCountry', 'byCity', 'byRegion', 'byMetro'] as const;

/** A record's counts as typed arrays, once every deal is counted. */
export function freeze(rec: TrackRecord, table: KeyTable) {
  for (const f of COUNT_FIELDS) rec[f] = new CompactCounts(rec[f] as Map<string, number>, table);
}

/** The stage of a round as the track record counts it: the data's round types, "venture" for untyped ones. */
function dealStage(round: string | null, sourceType: string | null): string {
  return round ?? sourceType ?? 'venture';
}

/** The region deals are counted by: the US state for the US ("US-MA"), else the country. */
export function regionOf(country: string | null, state: string | null): string | null {
  if (country === 'US' && state && /^[A-Z]{2}$/.test(state)) return `US-${state}`;
  return country;
}

/**
 * The place of a request's location as a founder types it ("London", "Boston, MA", "NYC", "Sao Paulo"), read
 * by the gazetteer (`resolvePlace`), with the city as the deals count it (`cityKey`).
 */
export function trackPlace(location: string | undefined): Pick<TrackQuery, 'city' | 'country' | 'region'> {
  const { place } = resolvePlace(location);
  return {
    city: place.city ? cityKey(place.city, place.country, place.state) : null,
    country: place.country,
    region: regionOf(place.country, place.country === 'US' ? place.state : null),
  };
}

/** A company's name as rounds are matched by: lower case, letters and digits only. */
export function companyKey(name: string | null | undefined): string | null {
  const key = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return key || null;
}

export function metroKey(city: string, region: string | null): string {
  return `${city.toLowerCase()}|${region ?? ''}`;
}

export function emptyRecord(): TrackRecord {
  return {
    weight: 0,
    deals: 0,
    byStage: new Map(),
    bySector: new Map(),
    byCountry: new Map(),
    byCity: new Map(),
    byRegion: new Map(),
    byMetro: new Map(),
    last90: 0,
    last365: 0,
    daysSinceLast: Number.POSITIVE_INFINITY,
    logAmountSum: 0,
    sized: 0,
    followOns: 0,
    firstRounds: 0,
  };
}

export function add(rec: TrackRecord, r: DealRound, w: number, age: number) {
  rec.weight += w;
  rec.deals += 1;
  if (age < 90) rec.last90 += 1;
  if (age < 365) rec.last365 += 1;
  rec.daysSinceLast = Math.min(rec.daysSinceLast, age);
  if (r.amount_usd && r.amount_usd > 0) {
    rec.logAmountSum += Math.log10(r.amount_usd);
    rec.sized += 1;
  }
  bump(rec.byStage, dealStage(r.round, r.source_round_type), w);
  const c = r.company;
  if (!c) return;
  if (c.region && c.region !== 'unknown') bump(rec.byMetro, c.region, w);
  for (const s of new Set([...c.sectors, ...(c.category_code ? [`category:${c.category_code}`] : [])]))
    bump(rec.bySector, s, w);
  if (c.country) bump(rec.byCountry, c.country, w);
  if (c.city) bump(rec.byCity, cityKey(c.city, c.country, c.state ?? null), w);
  const region = regionOf(c.country, c.state ?? null);
  if (region) bump(rec.byRegion, region, w);
}
