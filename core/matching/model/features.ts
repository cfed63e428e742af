import { LRUCache } from 'lru-cache';
import { topK } from '../../investors/top-k';
import type { Counts } from './counts';
import type { CompanyNetwork, TrackQuery, TrackRecords } from './track-records';

/**
 * What the matcher knows of an investor against a round, one number each. Shares are logs of the investor's
 * share of deals with that stage, sector or place, smoothed towards the market's (`TrackRecords.logShare`);
 * counts are log1p of recency-weighted deals.
 */
const BASE_FEATURES = [
  'activity', // recency-weighted deals
  'deals_90d',
  'deals_365d',
  'deals', // all deals, however old
  'days_since_last',
  'stage_share',
  'stage_deals',
  'sector_share', // the best of the idea's sectors
  'sector_deals',
  'city_share',
  'metro_share',
  'metro_deals',
  'region_share', // US state, or country
  'region_deals',
  'country_share',
  'country_deals',
  'amount_gap', // |log10 round size - the investor's mean log10 round size|
  'amount_known',
  'follow_on_rate', // share of deals in companies it had backed before
  'existing', // backed the founder's company before
  'existing_follow_on',
  'co_invest', // recency-weighted deals beside the company's investors
  'co_partners', // how many of the company's investors it has invested beside
  'syndicate', // how many of the round's likeliest investors it has invested beside
  'first_round_rate', // share of deals that were a company's first round in the data
  'type_angel', // the kind of investor (investor-kinds.ts), whatever its deals
  'type_accelerator',
  'type_vc',
  'type_institutional',
  'is_person',
] as const;
type BaseFeature = (typeof BASE_FEATURES)[number];

/**
 * Rounds of these stages weigh some features their own way (angel rounds stay local, later rounds follow the
 * round's size): each such feature is repeated for the round's stage group, zero for the other groups.
 */
const STAGE_GROUPS = ['early', 'a', 'late'] as const;
const BY_STAGE = [
  'activity',
  'deals_365d',
  'stage_share',
  'sector_share',
  'city_share',
  'metro_share',
  'region_share',
  'amount_gap',
  'syndicate',
  'existing',
] as const satisfies readonly BaseFeature[];

/**
 * A company's first round (no earlier round in the data, or none the founder told us of) draws other investors
 * than a later one: angels, seed funds and accelerators who start companies off, near home. These features are
 * repeated for first rounds.
 */
const FIRST_ROUND = [
  'activity',
  'deals_365d',
  'stage_share',
  'sector_share',
  'city_share',
  'metro_share',
  'region_share',
  'amount_gap',
  'follow_on_rate',
  'first_round_rate',
  'type_angel',
  'type_accelerator',
  'is_person',
  'syndicate',
] as const satisfies readonly BaseFeature[];

export const MATCH_FEATURES: readonly string[] = [
  ...BASE_FEATURES,
  ...STAGE_GROUPS.flatMap((g) => BY_STAGE.map((f) => `${g}:${f}`)),
  ...FIRST_ROUND.map((f) => `first:${f}`),
];
const NB = BASE_FEATURES.length;
const FIRST_AT = NB + STAGE_GROUPS.length * BY_STAGE.length;
/** Features per candidate row. */
export const NF = MATCH_FEATURES.length;
/** Each base feature's column. */
const F = Object.fromEntries(BASE_FEATURES.map((f, i) => [f, i])) as Record<BaseFeature, number>;
const BY_STAGE_AT = BY_STAGE.map((f) => F[f]);
const FIRST_ROUND_AT = FIRST_ROUND.map((f) => F[f]);

/** The stage group of a round type as the track record counts it (`trackQueryOf`), if it has one. */
function stageGroup(stage: string | null): number {
  if (stage === 'angel') return 0;
  if (stage === 'series-a') return 1;
  if (stage === 'series-b' || stage === 'series-c+' || stage === 'private-equity') return 2;
  return -1;
}

/** How many investors the track record's prior score hands to the model: the model ranks these. */
export const POOL = 1000;
/** The company's co-investors added beyond the pool, strongest first. */
const CO_INVESTOR_CANDIDATES = 100;
/** The likeliest investors by the prior score, whose co-investors `syndicate` counts. */
export const LEADERS = 10;

/**
 * The prior's best POOL investors for a round. The prior reads only the stage, the sectors and the place, so rounds
 * that share them (most API calls and analyses do) share this order: scoring every investor's record took about a
 * sixth of a server's CPU under `npm run bench:load`. Kept per track record (the evals' time split has its own).
 */
const priorOrders = new WeakMap<TrackRecords, LRUCache<string, readonly string[]>>();

function priorOrder(track: TrackRecords, q: TrackQuery): readonly string[] {
  let cache = priorOrders.get(track);
  if (!cache) {
    // 512 orders of 1,000 ids (pointers to strings the track record holds): about 4 MB.
    cache = new LRUCache({ max: 512 });
    priorOrders.set(track, cache);
  }
  const key = JSON.stringify([q.stage, q.sectors, q.city, q.metro, q.region, q.country]);
  const hit = cache.get(key);
  if (hit) return hit;
  const { ids, scores: prior } = track.scoreAll(q);
  const order = topK(
    Float64Array.from(ids, (_, i) => i),
    POOL,
    (a, b) => prior[a]! > prior[b]!,
  ).map((i) => ids[i]!);
  cache.set(key, order);
  return order;
}

/**
 * The investors the model ranks for a round: the POOL best by the prior score (in that order), then the
 * company's own investors and its strongest co-investors.
 */
export function retrieve(track: TrackRecords, q: TrackQuery, net: CompanyNetwork | null): string[] {
  const order = [...priorOrder(track, q)];
  const seen = new Set(order);
  if (!net) return order;
  const more = [
    ...net.existing,
    ...[...net.coInvestors]
      .sort((a, b) => b[1] - a[1])
      .slice(0, CO_INVESTOR_CANDIDATES)
      .map(([id]) => id),
  ];
  for (const id of more)
    if (!seen.has(id) && track.byInvestor.has(id)) {
      seen.add(id);
      order.push(id);
    }
  return order;
}

/** The candidates for a round (`retrieve`) and their features, the prior's ten best as the round's leaders. */
export function candidatesOf(
  track: TrackRecords,
  q: TrackQuery,
  net: CompanyNetwork | null,
): { ids: string[]; X: Float32Array } {
  const ids = retrieve(track, q, net);
  return { ids, X: featuresOf(track, ids, q, net, ids.slice(0, LEADERS)) };
}

/**
 * The features of each investor (with a track record) in `ids` against the round, row after row. `leaders` are
 * the round's likeliest investors by the prior score, whose co-investors `syndicate` counts.
 */
export function featuresOf(
  track: TrackRecords,
  ids: readonly string[],
  q: TrackQuery,
  net: CompanyNetwork | null,
  leaders: readonly string[],
): Float32Array {
  const X = new Float32Array(ids.length * NF);
  const m = track.market;
  const syndicate = track.syndicates(leaders);
  const group = stageGroup(q.stage);
  const firstRound = !net || net.existing.size === 0;
  const log1p = Math.log1p;
  // The round's keys the market knows, once: a key it does not know gives a share of 0.
  const known = (market: Counts, key: string | null | undefined) => (key && market.has(key) ? key : null);
  const stage = known(m.byStage, q.stage);
  const sectors = q.sectors.map((s) => known(m.bySector, s));
  const city = known(m.byCity, q.city);
  const metro = known(m.byMetro, q.metro);
  const region = known(m.byRegion, q.region);
  const country = known(m.byCountry, q.country);
  const logAmount = q.amount ? Math.log10(q.amount) : 0;
  // One row's base features, in BASE_FEATURES' order, then copied into X: the stage's and the first round's
  // copies read them from here. Written without a record of names per row: this loop runs for some 1,500
  // investors per match, and building that record was most of its time.
  const v = new Float64Array(NB);
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row]!;
    const rec = track.byInvestor.get(id);
    if (!rec) throw new Error(`featuresOf: ${id} has no track record`);
    const kind = track.kinds.get(id);
    let sectorShare = 0;
    let sectorDeals = 0;
    if (q.sectors.length) {
      sectorShare = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < q.sectors.length; i++) {
        const key = sectors[i];
        sectorShare = Math.max(sectorShare, key ? track.logShare(rec, rec.bySector, m.bySector, key) : 0);
        sectorDeals = Math.max(sectorDeals, rec.bySector.get(q.sectors[i]!) ?? 0);
      }
    }
    const sized = q.amount && rec.sized > 0;
    const followRate = (rec.followOns + 1) / (rec.deals + 4);
    const existing = net?.existing.has(id) ? 1 : 0;
    v[F.activity] = log1p(rec.weight);
    v[F.deals_90d] = log1p(rec.last90);
    v[F.deals_365d] = log1p(rec.last365);
    v[F.deals] = log1p(rec.deals);
    v[F.days_since_last] = log1p(Math.min(rec.daysSinceLast, 20 * 365));
    v[F.stage_share] = stage ? track.logShare(rec, rec.byStage, m.byStage, stage) : 0;
    v[F.stage_deals] = log1p(q.stage ? (rec.byStage.get(q.stage) ?? 0) : 0);
    v[F.sector_share] = sectorShare;
    v[F.sector_deals] = log1p(sectorDeals);
    v[F.city_share] = city ? track.logShare(rec, rec.byCity, m.byCity, city) : 0;
    v[F.metro_share] = metro ? track.logShare(rec, rec.byMetro, m.byMetro, metro) : 0;
    v[F.metro_deals] = log1p(q.metro ? (rec.byMetro.get(q.metro) ?? 0) : 0);
    v[F.region_share] = region ? track.logShare(rec, rec.byRegion, m.byRegion, region) : 0;
    v[F.region_deals] = log1p(q.region ? (rec.byRegion.get(q.region) ?? 0) : 0);
    v[F.country_share] = country ? track.logShare(rec, rec.byCountry, m.byCountry, country) : 0;
    v[F.country_deals] = log1p(q.country ? (rec.byCountry.get(q.country) ?? 0) : 0);
    v[F.amount_gap] = sized ? Math.abs(logAmount - rec.logAmountSum / rec.sized) : 0;
    v[F.amount_known] = sized ? 1 : 0;
    v[F.follow_on_rate] = followRate;
    v[F.existing] = existing;
    v[F.existing_follow_on] = existing * followRate;
    v[F.co_invest] = log1p(net?.coInvestors.get(id) ?? 0);
    v[F.co_partners] = log1p(net?.partners.get(id) ?? 0);
    v[F.syndicate] = log1p(syndicate.get(id) ?? 0);
    v[F.first_round_rate] = (rec.firstRounds + 1) / (rec.deals + 2);
    v[F.type_angel] = kind?.type === 'angel' ? 1 : 0;
    v[F.type_accelerator] = kind?.type === 'accelerator' ? 1 : 0;
    v[F.type_vc] = kind?.type === 'vc' ? 1 : 0;
    v[F.type_institutional] = kind?.type === 'institutional' ? 1 : 0;
    v[F.is_person] = kind?.person ? 1 : 0;
    const at = row * NF;
    X.set(v, at);
    if (group >= 0) {
      const to = at + NB + group * BY_STAGE.length;
      for (let f = 0; f < BY_STAGE_AT.length; f++) X[to + f] = v[BY_STAGE_AT[f]!]!;
    }
    if (firstRound)
      for (let f = 0; f < FIRST_ROUND_AT.length; f++) X[at + FIRST_AT + f] = v[FIRST_ROUND_AT[f]!]!;
  }
  return X;
}
