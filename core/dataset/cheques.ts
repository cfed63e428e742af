import type { Stage } from '../vocabulary/stages.ts';

/** Cheque size range in thousands of USD; either end may be unknown. */
export interface CheckRange {
  min: number | null;
  max: number | null;
}

// Above this a "USD" cheque is almost certainly another currency (FundraisingFox lists T Capital Partners at
// 4–14 billion, probably yen).
const MAX_PLAUSIBLE_USD = 1_000_000_000;

const UNITS: Record<string, number> = { k: 1e3, kk: 1e6, m: 1e6, mn: 1e6, b: 1e9, bn: 1e9 };

function toThousands(usd: number): number {
  return Math.max(1, Math.round(usd / 1000));
}

function range(minUsd: number | null, maxUsd: number | null): CheckRange | null {
  const min = minUsd !== null && minUsd > 0 ? minUsd : null;
  const max = maxUsd !== null && maxUsd > 0 ? maxUsd : null;
  if (min === null && max === null) return null;
  if ((max ?? min ?? 0) > MAX_PLAUSIBLE_USD) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min: min === null ? null : toThousands(min), max: max === null ? null : toThousands(max) };
}

/**
 * Parses VCMatchMaker's cheque strings: "$250K - $2M" → 250–2000, "$1KK - 5M" → 1000–5000, "$50K" → 50–50,
 * "$ 5m - 10 m" → 5000–10000. A number without a unit takes the other end's unit when below 1000 ("$1 - $5M"),
 * else it is dollars. Other currencies ("$INR 20-25 lacs") give null.
 */
export function parseChequeRange(text: string): CheckRange | null {
  if (/inr|lacs?\b|lakh|€|£|eur\b|gbp/i.test(text)) return null;
  const found = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(kk|k|mn|m|bn|b)?(?![a-z])/gi)].map((m) => ({
    value: Number(m[1]),
    unit: m[2]?.toLowerCase(),
  }));
  if (found.length === 0 || found.length > 2) return null;
  const knownUnit = found.find((f) => f.unit)?.unit;
  const usd = found.map(({ value, unit }) => {
    const u = unit ?? (knownUnit && value < 1000 ? knownUnit : undefined);
    return value * (u ? UNITS[u]! : 1);
  });
  return range(Math.min(...usd), Math.max(...usd));
}

/** A stated range in USD (FundraisingFox check_min_usd/check_max_usd); a minimum of 0 means unknown. */
export function statedRange(minUsd: number | null, maxUsd: number | null): CheckRange | null {
  return range(minUsd, maxUsd);
}

/** Linear-interpolated percentile of ascending values (p in 0..1). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Fewer rounds with a known amount than this give no estimate. */
export const MIN_ROUNDS_FOR_ESTIMATE = 2;

/**
 * Estimated cheque range from the rounds an investor joined: each round's amount divided by the number of
 * investors recorded in it (its syndicate), then the 25th–75th percentile of those shares.
 */
export function estimateCheckSize(
  rounds: ReadonlyArray<{ amount: number; syndicate: number }>,
): CheckRange | null {
  if (rounds.length < MIN_ROUNDS_FOR_ESTIMATE) return null;
  const shares = rounds.map((r) => r.amount / Math.max(1, r.syndicate)).sort((a, b) => a - b);
  return range(percentile(shares, 0.25), percentile(shares, 0.75));
}

/**
 * The median round at each stage in the last twelve months (FundraisingFox's rollup, fundraisingfox_rounds_by_stage
 * _trailing_12mo.csv, 2026), in thousands of USD: no investor's smallest cheque is larger than the round it says it
 * joins at its earliest stage.
 */
const MEDIAN_ROUND_K: Readonly<Partial<Record<Stage, number>>> = {
  'pre-seed': 2_000,
  seed: 6_000,
  angel: 6_000,
  'series-a': 20_000,
  'series-b': 47_000,
  'series-b+': 47_000,
  'series-c+': 75_000,
  growth: 170_000,
  'late-stage': 170_000,
};
const STAGE_ORDER: readonly Stage[] = [
  'pre-seed',
  'angel',
  'seed',
  'series-a',
  'series-b',
  'series-b+',
  'series-c+',
  'growth',
  'late-stage',
];

/**
 * Why a stated cheque range cannot be true of an investor that states these stages, or null when it can: a
 * minimum above the median round of its earliest stage (Antler's "$3M–10M" beside "Pre-Seed").
 */
export function implausibleCheque(check: CheckRange, stages: readonly Stage[]): string | null {
  const earliest = STAGE_ORDER.find((s) => stages.includes(s));
  const round = earliest ? MEDIAN_ROUND_K[earliest] : undefined;
  if (round === undefined || check.min === null || check.min <= round) return null;
  return `a minimum cheque of $${check.min}K is above the median ${earliest} round ($${round}K)`;
}
