import type { RoundStage } from '../contracts/round';
import { raiseContext } from './raise-context';

/** A stage named in text, where, and whether it is the round being raised (see raiseContext). */
export interface StageMention {
  stage: RoundStage;
  start: number;
  end: number;
  context: -1 | 0 | 1;
}

// Order matters: "pre-Series A" and "pre-seed" are masked before "Series A" and "seed" are looked for.
// A bridge names a stage only with its target ("bridge to Series A" is a seed-stage raise); a bare "bridge
// round" is left to the amount, like an unstated stage.
// "Serie A" and "Série A" are the Spanish, Italian, German, French and Portuguese spellings.
const PATTERNS: [RegExp, RoundStage][] = [
  [/\bpre[\s-]?s[eé]ri(?:es|e)[\s-]+a\b/gi, 'seed'],
  [/\bpre[\s-]?s[eé]ri(?:es|e)[\s-]+b\b/gi, 'series-a'],
  [/\bbridge\s+(?:round\s+)?(?:to|before)\s+(?:our\s+|a\s+|the\s+)?s[eé]ri(?:es|e)[\s-]+a\b/gi, 'seed'],
  [/\bbridge\s+(?:round\s+)?(?:to|before)\s+(?:our\s+|a\s+|the\s+)?s[eé]ri(?:es|e)[\s-]+b\b/gi, 'series-a'],
  [/\bpr[eé][\s-]?(?:seed|semilla|semente)\b|\bpresemilla\b|\bpre[\s-]?seed-?runde\b/gi, 'pre-seed'],
  [
    /\b(?:angel|friends[\s-]+(?:and|&)[\s-]+family|f&f)\s+(?:round|investment|funding|raise|cheques?|checks?)\b/gi,
    'pre-seed',
  ],
  [/\bs[eé]ri(?:es|e)[\s-]+a\b/gi, 'series-a'],
  [/\bs[eé]ri(?:es|e)[\s-]+b\b/gi, 'series-b'],
  [/\bs[eé]ri(?:es|e)[\s-]+[c-h]\b/gi, 'series-c+'],
  [/\b(?:growth|late)[\s-]stage\b|\bgrowth\s+(?:round|equity|capital)\b|\bpre-?ipo\b/gi, 'growth'],
  // "seed" is a stage only as one: "seed round", "a $2M seed", "raising our seed", not "seed varieties".
  [
    /\b(?:seed|semilla|semente|amorçage)(?=[\s-]+(?:round|stage|funding|investment|capital|raise|extension|financing|ticket|cheque|check|safe|plus|\+|runde|finanzierung|de\s+inversión|startup|start-up|company|fintech|healthtech|edtech|insurtech|proptech|saas|b2b|b2c|ai|deep-?tech|biotech|medtech|climate|marketplace)\b|\s*[+,.;:)!?]|\s*$)|\bseed(?=[\s-]+(?:of|at|to|from|in|for|with)\b)|\b(?:ronda|rodada)\s+(?:semilla|seed|semente)\b|\bseed-?runde\b/gi,
    'seed',
  ],
];

/** Every stage named in the text with its context, in order; the masked spans are not read twice. */
export function findStages(text: string): StageMention[] {
  let rest = text;
  const out: StageMention[] = [];
  for (const [re, stage] of PATTERNS) {
    for (const m of rest.matchAll(re)) {
      const end = m.index + m[0].length;
      out.push({ stage, start: m.index, end, context: raiseContext(text, m.index, end) });
    }
    rest = rest.replace(re, (s) => ' '.repeat(s.length));
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The stage being raised: the stated stage next to raising words (or next to the amount being raised) wins
 * over a stage named without context; stages of past rounds ("we raised a seed in 2022") are ignored.
 */
export function readStage(text: string, amountAt?: { start: number; end: number }): StageMention | null {
  const stages = findStages(text).filter((s) => s.context >= 0);
  const near = (s: StageMention) =>
    amountAt && s.start <= amountAt.end + 25 && s.end >= amountAt.start - 40 ? 1 : 0;
  let best: StageMention | null = null;
  for (const s of stages) {
    if (!best || s.context + near(s) > best.context + near(best)) best = s;
  }
  return best;
}

/**
 * The stage a raise of this size usually is, when the founder names none (thousands of USD). Thresholds follow
 * typical round sizes of 2024-25: pre-seed under $1M, seed $1M to under $4M, Series A to $20M, Series B to
 * $60M, Series C and later to $150M, growth above. A rule of thumb, marked 'inferred' so the founder corrects it.
 */
export function stageForAmount(usdK: number): RoundStage {
  if (usdK < 1_000) return 'pre-seed';
  if (usdK < 4_000) return 'seed';
  if (usdK < 20_000) return 'series-a';
  if (usdK < 60_000) return 'series-b';
  if (usdK < 150_000) return 'series-c+';
  return 'growth';
}

/**
 * Round sizes (thousands of USD) that a stage plausibly has, wider than stageForAmount's bands because stages
 * overlap in practice (a $1.5M pre-seed, a $3M Series A): a stage outside its range is not believed unstated.
 */
const PLAUSIBLE_K: Readonly<Record<RoundStage, [number, number]>> = {
  'pre-seed': [0, 3_000],
  seed: [250, 8_000],
  'series-a': [2_000, 30_000],
  'series-b': [10_000, 100_000],
  'series-c+': [30_000, 500_000],
  growth: [50_000, Number.POSITIVE_INFINITY],
};

/** Whether a raise of this size can be a round of this stage. */
export function stageFitsAmount(stage: RoundStage, usdK: number): boolean {
  const [low, high] = PLAUSIBLE_K[stage];
  return usdK >= low && usdK <= high;
}
