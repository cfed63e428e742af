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
