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
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row]!;
    const rec = track.byInvestor.get(id);
    if (!rec) throw new Error(`featuresOf: ${id} has no track record`);
    const kind = track.kinds.get(id);
    const share = (own: Counts, market: Counts, key: string | null | undefined) =>
      key && market.has(key) ? track.logShare(rec, own, market, key) : 0;
    let sectorShare = 0;
    let sectorDeals = 0;
    if (q.sectors.length) {
      sectorShare = Number.NEGATIVE_INFINITY;
      for (const s of q.sectors) {
        sectorShare = Math.max(sectorShare, share(rec.bySector, m.bySector, s));
        sectorDeals = Math.max(sectorDeals, rec.bySector.get(s) ?? 0);
      }
    }
    const sized = q.amount && rec.sized > 0;
    const followRate = (rec.followOns + 1) / (rec.deals + 4);
    const existing = net?.existing.has(id) ? 1 : 0;
    const values: Record<BaseFeature, number> = {
      activity: log1p(rec.weight),
      deals_90d: log1p(rec.last90),
      deals_365d: log1p(rec.last365),
      deals: log1p(rec.deals),
      days_since_last: log1p(Math.min(rec.daysSinceLast, 20 * 365)),
      stage_share: share(rec.byStage, m.byStage, q.stage),
      stage_deals: log1p(q.stage ? (rec.byStage.get(q.stage) ?? 0) : 0),
      sector_share: sectorShare,
      sector_deals: log1p(sectorDeals),
      city_share: share(rec.byCity, m.byCity, q.city),
      metro_share: share(rec.byMetro, m.byMetro, q.metro),
      metro_deals: log1p(q.metro ? (rec.byMetro.get(q.metro) ?? 0) : 0),
      region_share: share(rec.byRegion, m.byRegion, q.region),
      region_deals: log1p(q.region ? (rec.byRegion.get(q.region) ?? 0) : 0),
      country_share: share(rec.byCountry, m.byCountry, q.country),
      country_deals: log1p(q.country ? (rec.byCountry.get(q.country) ?? 0) : 0),
      amount_gap: sized ? Math.abs(Math.log10(q.amount!) - rec.logAmountSum / rec.sized) : 0,
      amount_known: sized ? 1 : 0,
      follow_on_rate: followRate,
      existing,
      existing_follow_on: existing * followRate,
      co_invest: log1p(net?.coInvestors.get(id) ?? 0),
      co_partners: log1p(net?.partners.get(id) ?? 0),
      syndicate: log1p(syndicate.get(id) ?? 0),
      first_round_rate: (rec.firstRounds + 1) / (rec.deals + 2),
      type_angel: kind?.type === 'angel' ? 1 : 0,
      type_accelerator: kind?.type === 'accelerator' ? 1 : 0,
      type_vc: kind?.type === 'vc' ? 1 : 0,
      type_institutional: kind?.type === 'institutional' ? 1 : 0,
      is_person: kind?.person ? 1 : 0,
    };
    const at = row * NF;
    for (let f = 0; f < NB; f++) X[at + f] = values[BASE_FEATURES[f]!];
    if (group >= 0)
      for (let f = 0; f < BY_STAGE.length; f++)
        X[at + NB + group * BY_STAGE.length + f] = values[BY_STAGE[f]!];
    if (firstRound)
      for (let f = 0; f < FIRST_ROUND.length; f++) X[at + FIRST_AT + f] = values[FIRST_ROUND[f]!];
  }
  return X;
}
