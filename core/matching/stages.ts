import { ROUND_STAGES, type RoundStage } from '../contracts/round';

export { roundStageOf } from '../contracts/round';

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

/** The round stages the deals' round types stand for (2013 seed rounds are typed "angel"). */
const DEAL_STAGES: Record<string, readonly RoundStage[]> = {
  angel: ['pre-seed', 'seed'],
  seed: ['seed'],
  'series-a': ['series-a'],
  'series-b': ['series-b'],
  'series-c+': ['series-c+'],
  'private-equity': ['growth'],
};

/** Every round stage an investor's deals reached, worked out once per record. */
const dealStageSets = new WeakMap<object, ReadonlySet<RoundStage>>();
export function dealStagesOf(record: { byStage: { keys(): Iterable<string> } }): ReadonlySet<RoundStage> {
  let stages = dealStageSets.get(record);
  if (!stages) {
    stages = new Set([...record.byStage.keys()].flatMap((k) => DEAL_STAGES[k] ?? []));
    dealStageSets.set(record, stages);
  }
  return stages;
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

/** The /investors filter's stage tags for a round stage ("series-b+" spans Series B and later). */
export function filterStagesOf(stage: RoundStage): string[] {
  if (stage === 'series-b' || stage === 'series-c+' || stage === 'growth') return [stage, 'series-b+'];
  return [stage];
}
