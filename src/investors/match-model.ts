import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CompanyRecord, RoundRecord } from '../../data/build/types';
import { type CompanyNetwork, type DealRound, type TrackQuery, TrackRecords } from './deal-stats';
import { companyPlace, trackQueryOf } from './match-query';
import { topK } from './top-k';

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

export const MATCH_FEATURES: readonly string[] = [
  ...BASE_FEATURES,
  ...STAGE_GROUPS.flatMap((g) => BY_STAGE.map((f) => `${g}:${f}`)),
];
const NB = BASE_FEATURES.length;
const NF = MATCH_FEATURES.length;

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
const LEADERS = 10;

export const ZMatchModel = z
  .object({
    version: z.literal(1),
    features: z.array(z.string()),
    /** Each feature is standardised, (x - mean) / scale, before it is weighed. */
    mean: z.array(z.number()),
    scale: z.array(z.number().positive()),
    weights: z.array(z.number()),
    /** How it was trained; null for the built-in prior. */
    trained: z
      .object({
        as_of: z.string(),
        windows: z.array(z.object({ from: z.string(), to: z.string(), rounds: z.number().int() })),
        rounds: z.number().int(),
        positives: z.number().int(),
        iterations: z.number().int(),
        loss: z.number(),
      })
      .nullable(),
  })
  .refine(
    (m) => m.features.join() === MATCH_FEATURES.join(),
    'features: the model was trained on other features than the matcher computes; run npm run data:model',
  )
  .refine(
    (m) => m.mean.length === NF && m.scale.length === NF && m.weights.length === NF,
    'weights: one mean, scale and weight per feature',
  );
export type MatchModel = z.infer<typeof ZMatchModel>;

/**
 * The matcher before any training: the track record's naive-Bayes log score (activity, stage, sector, city and
 * half the region), the company's own investors first and their co-investors after. Used when no trained
 * model is at hand.
 */
export const PRIOR_MODEL: MatchModel = {
  version: 1,
  features: [...MATCH_FEATURES],
  mean: MATCH_FEATURES.map(() => 0),
  scale: MATCH_FEATURES.map(() => 1),
  weights: MATCH_FEATURES.map((f) =>
    f === 'existing'
      ? 8
      : f === 'co_invest'
        ? 2
        : f === 'region_share'
          ? 0.5
          : ['activity', 'stage_share', 'sector_share', 'city_share'].includes(f)
            ? 1
            : 0,
  ),
  trained: null,
};

/** The model `npm run data:model` trains on the committed data, shipped with it. */
export const SHIPPED_MODEL = new URL('../../data/match-model.json', import.meta.url);

/** Reads a trained model, refusing one whose features or shape differ from the code's. */
export async function readMatchModel(file: URL | string = SHIPPED_MODEL): Promise<MatchModel> {
  const parsed = ZMatchModel.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${String(file)}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/**
 * The investors the model ranks for a round: the POOL best by the prior score (in that order), then the
 * company's own investors and its strongest co-investors.
 */
export function retrieve(track: TrackRecords, q: TrackQuery, net: CompanyNetwork | null): string[] {
  const ids = [...track.byInvestor.keys()];
  const prior = Float64Array.from(ids, (id) => track.score(id, q)!);
  const order = topK(
    Float64Array.from(ids, (_, i) => i),
    POOL,
    (a, b) => prior[a]! > prior[b]!,
  ).map((i) => ids[i]!);
  if (!net) return order;
  const seen = new Set(order);
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
  const log1p = Math.log1p;
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row]!;
    const rec = track.byInvestor.get(id);
    if (!rec) throw new Error(`featuresOf: ${id} has no track record`);
    const share = (own: Map<string, number>, market: Map<string, number>, key: string | null | undefined) =>
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
    };
    const at = row * NF;
    for (let f = 0; f < NB; f++) X[at + f] = values[BASE_FEATURES[f]!];
    if (group >= 0)
      for (let f = 0; f < BY_STAGE.length; f++)
        X[at + NB + group * BY_STAGE.length + f] = values[BY_STAGE[f]!];
  }
  return X;
}

/** Each row's score under the model: higher is likelier to join the round. */
export function scoreRows(model: MatchModel, X: Float32Array): Float64Array {
  const rows = X.length / NF;
  const out = new Float64Array(rows);
  const w = model.weights.map((x, f) => x / model.scale[f]!);
  const bias = model.weights.reduce((s, x, f) => s - (x * model.mean[f]!) / model.scale[f]!, 0);
  for (let r = 0; r < rows; r++) {
    let s = bias;
    for (let f = 0; f < NF; f++) s += w[f]! * X[r * NF + f]!;
    out[r] = s;
  }
  return out;
}

/** The data's rounds as the track record counts them, each with its company. */
export function dealRounds(
  rounds: readonly RoundRecord[],
  companyById: ReadonlyMap<string, CompanyRecord>,
): DealRound[] {
  return rounds.map((r) => ({
    ...r,
    company: r.company_id ? (companyById.get(r.company_id) ?? null) : null,
  }));
}

/** A span of rounds the model learns from: the track record is built from the rounds before `from`. */
export interface TrainingWindow {
  from: string;
  /** Exclusive. */
  to: string;
}

/** The two half-years before `end` (exclusive): the windows the matcher's model is trained on. */
export function windowsBefore(end: string): TrainingWindow[] {
  const shift = (months: number) => {
    const d = new Date(`${end}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - months);
    return d.toISOString().slice(0, 10);
  };
  return [
    { from: shift(12), to: shift(6) },
    { from: shift(6), to: end },
  ];
}

export interface TrainOptions {
  iterations?: number;
  /** L2 penalty on the standardised weights. */
  l2?: number;
  onProgress?: (message: string) => void;
}

interface Group {
  X: Float32Array;
  /** Rows of the investors who joined. */
  positives: number[];
}

/**
 * Learns the model's weights from rounds: for each window, the track records are built from the rounds before
 * it, and each round in it (with investors and a company sector, asked as a founder asks: sector, stage, size,
 * place and company) is a lesson whose answer is who joined. The weights maximise the likelihood of those
 * investors under a softmax over each round's candidates (`retrieve`), as the matcher ranks them: a
 * conditional logit, fitted by full-batch Adam from zero, so the same rounds always give the same model.
 */
export function trainMatchModel(
  rounds: readonly DealRound[],
  windows: readonly TrainingWindow[],
  options: TrainOptions = {},
): MatchModel {
  const iterations = options.iterations ?? 150;
  const l2 = options.l2 ?? 1e-2;
  const groups: Group[] = [];
  const counted: { from: string; to: string; rounds: number }[] = [];
  for (const w of windows) {
    if (!(w.from < w.to)) throw new Error(`training window ${w.from}..${w.to}: from must be before to`);
    const track = new TrackRecords(
      rounds.filter((r) => r.funded_at !== null && r.funded_at < w.from),
      w.from,
    );
    let used = 0;
    for (const r of rounds) {
      if (!r.funded_at || r.funded_at < w.from || r.funded_at >= w.to) continue;
      if (r.investor_ids.length === 0 || !r.company?.category_code) continue;
      const words = r.company.category_code.replace(/_/g, ' ');
      const q = trackQueryOf(track, {
        idea: `${words} startup`,
        stage: r.round ?? r.source_round_type ?? undefined,
        check_size: r.amount_usd ? Math.round(r.amount_usd / 1000) : undefined,
        location: companyPlace(r.company) ?? undefined,
      });
      const net = r.company_name ? track.network(r.company_name, r.funded_at) : null;
      const { ids, X } = candidatesOf(track, q, net);
      const truth = new Set(r.investor_ids);
      const positives = ids.flatMap((id, row) => (truth.has(id) ? [row] : []));
      used += 1;
      if (positives.length > 0) groups.push({ X, positives });
    }
    counted.push({ ...w, rounds: used });
    options.onProgress?.(`window ${w.from}..${w.to}: ${used} rounds`);
  }
  if (groups.length === 0)
    throw new Error('no round in the training windows has an investor the matcher finds');

  // Standardise each feature over every candidate row.
  const mean = new Float64Array(NF);
  const sq = new Float64Array(NF);
  let n = 0;
  for (const g of groups)
    for (let i = 0; i < g.X.length; i += NF) {
      for (let f = 0; f < NF; f++) {
        mean[f]! += g.X[i + f]!;
        sq[f]! += g.X[i + f]! ** 2;
      }
      n += 1;
    }
  const scale = new Float64Array(NF);
  for (let f = 0; f < NF; f++) {
    mean[f]! /= n;
    const sd = Math.sqrt(Math.max(sq[f]! / n - mean[f]! ** 2, 0));
    // A feature (all but) constant over the candidates says nothing: left unscaled, its weight stays near zero.
    scale[f] = sd < 1e-4 ? 1 : sd;
  }
  for (const g of groups)
    for (let i = 0; i < g.X.length; i += NF)
      for (let f = 0; f < NF; f++) g.X[i + f] = (g.X[i + f]! - mean[f]!) / scale[f]!;

  const w = new Float64Array(NF);
  const m1 = new Float64Array(NF);
  const m2 = new Float64Array(NF);
  const positives = groups.reduce((s, g) => s + g.positives.length, 0);
  let loss = 0;
  for (let it = 1; it <= iterations; it++) {
    const grad = new Float64Array(NF);
    loss = 0;
    for (const g of groups) {
      const rows = g.X.length / NF;
      const z = new Float64Array(rows);
      let max = Number.NEGATIVE_INFINITY;
      for (let r = 0; r < rows; r++) {
        let s = 0;
        for (let f = 0; f < NF; f++) s += w[f]! * g.X[r * NF + f]!;
        z[r] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let r = 0; r < rows; r++) {
        z[r] = Math.exp(z[r]! - max);
        sum += z[r]!;
      }
      // Each investor who joined is one draw from the softmax: -log p for each, gradient k*p - y per row.
      const k = g.positives.length;
      for (const r of g.positives) {
        loss -= Math.log(z[r]! / sum);
        for (let f = 0; f < NF; f++) grad[f]! -= g.X[r * NF + f]!;
      }
      for (let r = 0; r < rows; r++) {
        const c = (k * z[r]!) / sum;
        for (let f = 0; f < NF; f++) grad[f]! += c * g.X[r * NF + f]!;
      }
    }
    loss /= positives;
    for (let f = 0; f < NF; f++) {
      const gf = grad[f]! / positives + l2 * w[f]!;
      m1[f] = 0.9 * m1[f]! + 0.1 * gf;
      m2[f] = 0.999 * m2[f]! + 0.001 * gf * gf;
      w[f]! -= (0.05 * (m1[f]! / (1 - 0.9 ** it))) / (Math.sqrt(m2[f]! / (1 - 0.999 ** it)) + 1e-8);
    }
    if (it % 25 === 0) options.onProgress?.(`iteration ${it}/${iterations}: loss ${loss.toFixed(4)}`);
  }
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    version: 1,
    features: [...MATCH_FEATURES],
    mean: Array.from(mean, round6),
    scale: Array.from(scale, round6),
    weights: Array.from(w, round6),
    trained: {
      as_of: windows
        .map((x) => x.to)
        .sort()
        .at(-1)!,
      windows: counted,
      rounds: counted.reduce((s, c) => s + c.rounds, 0),
      positives,
      iterations,
      loss: round6(loss),
    },
  };
}
