/**
 * The pure scoring part of the match-quality evals: per-case ranking metrics, bootstrap summaries and
 * paired ratios between systems, and a plain-text table. No I/O.
 */
import { mulberry32 } from './rng';

export const METRICS = [
  'recall@10',
  'recall@20',
  'recall@50',
  'recall@100',
  'ndcg@10',
  'mrr',
  'hit@20',
] as const;
export type Metric = (typeof METRICS)[number];
export type CaseScores = Record<Metric, number>;
/** A mean with its 95% bootstrap CI (percentile method). */
export interface Estimate {
  mean: number;
  lo: number;
  hi: number;
}

const DEFAULT_SAMPLES = 1000;
const DEFAULT_SEED = 42;
const ALPHA = 0.05;

/**
 * Scores one case: truth = the ids that joined the round (non-empty, deduplicated by the function),
 * ranked = a system's ids best first (duplicates after the first occurrence ignored, so later ids move up).
 *
 * recall@k = |truth ∩ top k| / |truth|; ndcg@10 with binary gains, ideal DCG over min(|truth|, 10);
 * mrr = 1 / rank of the first truth id (0 if none anywhere in the list); hit@20 = 1 if any truth id is in
 * the top 20, else 0. Ranks are 1-based.
 */
export function scoreCase(truth: readonly string[], ranked: readonly string[]): CaseScores {
  const truthSet = new Set(truth);
  if (truthSet.size === 0) throw new RangeError('scoreCase: truth must contain at least one id');

  const seen = new Set<string>();
  let rank = 0; // 1-based rank of the current distinct id
  let found10 = 0;
  let found20 = 0;
  let found50 = 0;
  let found100 = 0;
  let dcg = 0;
  let firstRank = 0;
  for (const id of ranked) {
    if (seen.has(id)) continue;
    seen.add(id);
    rank++;
    if (!truthSet.has(id)) continue;
    if (firstRank === 0) firstRank = rank;
    if (rank <= 10) {
      found10++;
      dcg += 1 / Math.log2(rank + 1);
    }
    if (rank <= 20) found20++;
    if (rank <= 50) found50++;
    if (rank <= 100) found100++;
    else break; // nothing past 100 can change any metric once the first hit is known
  }

  let idcg = 0;
  const idealHits = Math.min(truthSet.size, 10);
  for (let i = 1; i <= idealHits; i++) idcg += 1 / Math.log2(i + 1);

  const n = truthSet.size;
  return {
    'recall@10': found10 / n,
    'recall@20': found20 / n,
    'recall@50': found50 / n,
    'recall@100': found100 / n,
    'ndcg@10': dcg / idcg,
    mrr: firstRank === 0 ? 0 : 1 / firstRank,
    'hit@20': found20 > 0 ? 1 : 0,
  };
}

interface BootstrapOptions {
  samples?: number;
  seed?: number;
}

function resolveOptions(options: BootstrapOptions | undefined): { samples: number; seed: number } {
  const samples = options?.samples ?? DEFAULT_SAMPLES;
  const seed = options?.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(samples) || samples < 1) {
    throw new RangeError(`samples must be a positive integer, got ${samples}`);
  }
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  return { samples, seed };
}

/**
 * Calls `visit(indices)` once per bootstrap resample with n case indices drawn uniformly with
 * replacement. The buffer is reused between calls. summarize and ratioEstimate draw through this with the
 * same seed, so they see the very same resamples.
 */
function forEachResample(n: number, samples: number, seed: number, visit: (indices: Uint32Array) => void) {
  const rand = mulberry32(seed);
  const indices = new Uint32Array(n);
  for (let s = 0; s < samples; s++) {
    for (let i = 0; i < n; i++) indices[i] = Math.floor(rand() * n);
    visit(indices);
  }
}

function column(cases: readonly CaseScores[], metric: Metric): Float64Array {
  const values = new Float64Array(cases.length);
  for (let i = 0; i < cases.length; i++) values[i] = cases[i]![metric];
  return values;
}

function mean(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

function resampledMean(values: Float64Array, indices: Uint32Array): number {
  let sum = 0;
  for (let i = 0; i < indices.length; i++) sum += values[indices[i]!]!;
  return sum / indices.length;
}

/** Quantile p of ascending-sorted values, interpolating linearly between order statistics. */
function quantile(sorted: Float64Array, p: number): number {
  const pos = p * (sorted.length - 1);
  const below = Math.floor(pos);
  const above = Math.min(below + 1, sorted.length - 1);
  const lower = sorted[below]!;
  const upper = sorted[above]!;
  // Equal neighbours give exactly that value (a constant metric must give lo = hi = mean).
  return lower === upper ? lower : lower + (upper - lower) * (pos - below);
}

function percentileInterval(estimates: Float64Array): { lo: number; hi: number } {
  estimates.sort();
  return { lo: quantile(estimates, ALPHA / 2), hi: quantile(estimates, 1 - ALPHA / 2) };
}

/**
 * Mean of each metric over cases with a 95% bootstrap interval: `samples` resamples (default 1000) of the
 * cases with replacement, using a seeded PRNG (default seed 42, mulberry32) so results are reproducible.
 * `mean` is the mean over the cases as given; lo/hi are the 2.5th and 97.5th percentiles of the resampled
 * means. Empty input → all zeros.
 */
export function summarize(
  cases: readonly CaseScores[],
  options?: { samples?: number; seed?: number },
): Record<Metric, Estimate> {
  const { samples, seed } = resolveOptions(options);
  const out = {} as Record<Metric, Estimate>;
  if (cases.length === 0) {
    for (const metric of METRICS) out[metric] = { mean: 0, lo: 0, hi: 0 };
    return out;
  }

  const columns = METRICS.map((metric) => column(cases, metric));
  const estimates = METRICS.map(() => new Float64Array(samples));
  let s = 0;
  forEachResample(cases.length, samples, seed, (indices) => {
    for (let m = 0; m < columns.length; m++) estimates[m]![s] = resampledMean(columns[m]!, indices);
    s++;
  });

  METRICS.forEach((metric, m) => {
    out[metric] = { mean: mean(columns[m]!), ...percentileInterval(estimates[m]!) };
  });
  return out;
}

/**
 * Paired comparison: the same bootstrap resamples applied to two systems' per-case scores (same length,
 * same case order), giving the mean and 95% CI of the ratio mean(a)/mean(b) for one metric. A resample
 * in which mean(b) is 0 is skipped. If mean(b) is 0 over all cases (or there are no cases) the ratio is
 * undefined and every field is NaN. With the same seed, the resamples are exactly those of summarize.
 */
export function ratioEstimate(
  a: readonly CaseScores[],
  b: readonly CaseScores[],
  metric: Metric,
  options?: { samples?: number; seed?: number },
): Estimate {
  if (a.length !== b.length) {
    throw new RangeError(
      `ratioEstimate: systems scored different numbers of cases (${a.length} vs ${b.length})`,
    );
  }
  const { samples, seed } = resolveOptions(options);
  const undefinedRatio = { mean: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  if (a.length === 0) return undefinedRatio;

  const valuesA = column(a, metric);
  const valuesB = column(b, metric);
  const meanB = mean(valuesB);
  if (meanB === 0) return undefinedRatio;

  const ratios = new Float64Array(samples);
  let kept = 0;
  forEachResample(a.length, samples, seed, (indices) => {
    const denominator = resampledMean(valuesB, indices);
    if (denominator === 0) return;
    ratios[kept++] = resampledMean(valuesA, indices) / denominator;
  });

  const ratio = mean(valuesA) / meanB;
  // Every resample can miss all of b's non-zero cases only when those are very few and samples is tiny;
  // report the point ratio with no spread rather than inventing an interval.
  if (kept === 0) return { mean: ratio, lo: ratio, hi: ratio };
  return { mean: ratio, ...percentileInterval(ratios.subarray(0, kept)) };
}

export interface TableRow {
  system: string;
  slice: string;
  cases: number;
  scores: Record<Metric, Estimate>;
}

function formatNumber(x: number): string {
  return Number.isNaN(x) ? 'n/a' : x.toFixed(3);
}

function formatEstimate(e: Estimate): string {
  return `${formatNumber(e.mean)} [${formatNumber(e.lo)}–${formatNumber(e.hi)}]`;
}

/**
 * A plain-text table: a header line, then one line per row: system, slice, cases, then each metric as
 * `0.123 [0.101–0.145]`. Columns are separated by two spaces and padded to line up (cases right-aligned,
 * everything else left-aligned); lines carry no trailing spaces and are joined with '\n'.
 */
export function formatTable(rows: readonly TableRow[]): string {
  const header = ['system', 'slice', 'cases', ...METRICS];
  const body = rows.map((row) => [
    row.system,
    row.slice,
    String(row.cases),
    ...METRICS.map((metric) => formatEstimate(row.scores[metric])),
  ]);
  const widths = header.map((title, c) => Math.max(title.length, ...body.map((cells) => cells[c]!.length)));
  const rightAligned = new Set([2]);
  return [header, ...body]
    .map((cells) =>
      cells
        .map((cell, c) => (rightAligned.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
