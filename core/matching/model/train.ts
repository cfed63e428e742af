import type { CompanyRecord, RoundRecord } from '../../dataset/records';
import { candidatesOf, MATCH_FEATURES, NF } from './features';
import type { InvestorKind } from './investor-kinds';
import type { MatchModel } from './model';
import { companyPlace, trackQueryOf } from './track-query';
import { type DealRound, TrackRecords } from './track-records';

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
  /** What kind of investor each is (`investor-kinds.ts`), for the features that depend on it. */
  kinds?: ReadonlyMap<string, InvestorKind>;
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
      options.kinds,
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
