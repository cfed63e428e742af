import { ROUND_STAGES, type RoundStage } from '../contracts/round';

/**
 * The one stage normaliser: any way a founder, an API caller or the data writes a round's stage, as a round stage
 * ("Series A", "series_a", "A round" → series-a; "angel" → seed; "series-b+" → series-b; "Series D" → series-c+;
 * "late stage", "private equity" → growth). Round types that name no stage ("venture", "other") give null.
 */
export function roundStageOf(stage: string | null | undefined): RoundStage | null {
  const s = (stage ?? '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-');
  if (!s) return null;
  if (/^pre-?seed$|^idea$|^prototype/.test(s)) return 'pre-seed';
  if (s === 'seed' || s === 'angel' || s === 'post-revenue') return 'seed';
  if (/^(series-)?a(-round)?$/.test(s)) return 'series-a';
  if (/^(series-)?b\+?(-round)?$/.test(s)) return 'series-b';
  if (/^(series-)?[c-h]\+?(-round)?$/.test(s)) return 'series-c+';
  if (/^(growth|late-stage|private-equity|pre-ipo|scaling)$/.test(s)) return 'growth';
  return (ROUND_STAGES as readonly string[]).includes(s) ? (s as RoundStage) : null;
}

/** The round stages an investor's stage tags cover (the data's STAGES: "series-b+" spans B to growth). */
const COVERS: Record<string, readonly RoundStage[]> = {
  'pre-seed': ['pre-seed'],
  seed: ['seed'],
  angel: ['pre-seed', 'seed'],
  'series-a': ['series-a'],
  'series-b': ['series-b'],
  'series-b+': ['series-b', 'series-c+', 'growth'],
  'series-c+': ['series-c+'],
  growth: ['growth'],
  'late-stage': ['growth'],
  'private-equity': ['growth'],
};

export function stagesCovered(tags: readonly string[]): Set<RoundStage> {
  return new Set(tags.flatMap((t) => COVERS[t] ?? []));
}

/** Steps between two round stages (seed to series A is 1). */
export function stageDistance(a: RoundStage, b: RoundStage): number {
  return Math.abs(ROUND_STAGES.indexOf(a) - ROUND_STAGES.indexOf(b));
}

/** A priced round: the investors must include one who leads it, with a cheque of a good share of the round. */
export function isPricedRound(stage: RoundStage | null): boolean {
  return stage !== null && stage !== 'pre-seed' && stage !== 'seed';
}

export const STAGE_LABELS: Record<RoundStage, string> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c+': 'Series C and later',
  growth: 'growth',
};
