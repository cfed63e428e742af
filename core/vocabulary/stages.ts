import { type InvestorStage, STAGE_TAGS } from '../contracts/vocabulary.ts';
import type { Stage } from '../dataset/records.ts';

/** The spec's four stages first, then the finer ones the sources can tell apart. */
export const STAGES = STAGE_TAGS;
export type { Stage };

const COARSE: Record<Stage, InvestorStage> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  'series-a': 'series-a',
  'series-b+': 'series-b+',
  // Crunchbase 2013 has no "seed" round type: its seed rounds are typed "angel".
  angel: 'seed',
  'series-b': 'series-b+',
  'series-c+': 'series-b+',
  growth: 'series-b+',
  'late-stage': 'series-b+',
  'private-equity': 'series-b+',
  'post-ipo': 'series-b+',
};

/**
 * Every stage string the sources use, lower-cased, with the stages it stands for. An empty list means the string
 * names no stage (Crunchbase "venture" rounds have no series letter). Unknown strings fail the build.
 */
export const RAW_STAGES: Readonly<Record<string, readonly Stage[]>> = {
  // FundraisingFox `stages`
  'pre-seed': ['pre-seed'],
  seed: ['seed'],
  'series a': ['series-a'],
  'series b': ['series-b'],
  'series c': ['series-c+'],
  growth: ['growth'],
  'late stage': ['late-stage'],
  // VCMatchMaker `Stage` (OpenVC's traction-based vocabulary)
  idea: ['pre-seed'],
  'prototype/mvp': ['pre-seed'],
  'idea or mvp': ['pre-seed'],
  'post revenue': ['seed'],
  'series+': ['series-a', 'series-b+'],
  'series++': ['series-b+'],
  scaling: ['growth'],
  'pre-ipo': ['late-stage'],
  angel: ['angel'],
  // Crunchbase `funding_round_type`
  'series-a': ['series-a'],
  'series-b': ['series-b'],
  'series-c+': ['series-c+'],
  'private-equity': ['private-equity'],
  'post-ipo': ['post-ipo'],
  venture: [],
  other: [],
  crowdfunding: [],
};

export function stagesOf(raw: string): readonly Stage[] {
  const stages = RAW_STAGES[raw.trim().toLowerCase()];
  if (!stages) throw new Error(`Unknown stage string ${JSON.stringify(raw)}: add it to RAW_STAGES`);
  return stages;
}

/** A round's normalised stage: the finest one its raw type names, or null. */
export function roundStage(raw: string): Stage | null {
  return stagesOf(raw)[0] ?? null;
}

export function coarseStage(stage: Stage): InvestorStage {
  return COARSE[stage];
}

/** The stages plus the spec stages they imply, without repeats, in STAGES order (so spec stages come first). */
export function withCoarseStages(stages: Iterable<Stage>): Stage[] {
  const set = new Set<Stage>();
  for (const stage of stages) set.add(stage).add(COARSE[stage]);
  return STAGES.filter((stage) => set.has(stage));
}
