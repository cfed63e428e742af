import { z } from 'zod';
import { type BusinessModel, type RoundStage, type TRound, ZRound } from '../../core/contracts/round';
import { roundStageOf } from '../../core/matching/stages';
import { readRound } from '../../core/round/read-round';
import { isSectorKey } from '../../core/round/read-sectors';
import { CRUNCHBASE_CATEGORIES } from '../../core/vocabulary/sectors';

/** The idea as the writers read it: the founder's words, and the round read from them (and corrected by them). */
export const ZWriterIdea = z.object({
  title: z.string().min(1),
  description: z.string(),
  industry: z.string().default(''),
  stage: z.string().optional(),
  /** The round as loadIdea returns it; absent in runs recorded before it, then read from the words by rules. */
  round: ZRound.nullable().optional(),
});
export type WriterIdea = z.infer<typeof ZWriterIdea>;

/** A sector key from the idea's industry: a focus key as it is, a Crunchbase category ("games_video") mapped. */
export function industrySectors(industry: string): string[] {
  const key = industry.toLowerCase().trim().replace(/\s+/g, '_');
  const cb = CRUNCHBASE_CATEGORIES[key];
  if (cb) return [...cb].reverse().filter((s) => s !== 'other');
  const dashed = key.replace(/_/g, '-');
  return isSectorKey(dashed) ? [dashed] : [];
}

/**
 * The round of an idea: the one given, or one read from its words by the rules; the idea's industry adds its sector
 * when the round has none of it, and its stage stands in for a round stage not read.
 */
export function roundOf(idea: WriterIdea): TRound {
  const round = idea.round ?? readRound({ title: idea.title, description: idea.description });
  const extra = industrySectors(idea.industry).filter((s) => !round.sectors.includes(s));
  return { ...round, sectors: [...round.sectors, ...extra], stage: round.stage ?? roundStageOf(idea.stage) };
}

/** The round's stage, seed when nothing says: what the strategy and intros are written for. */
export function stageOf(round: TRound): RoundStage {
  return round.stage ?? 'seed';
}

const STAGE_WORDS: Readonly<Record<RoundStage, string>> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c+': 'Series C',
  growth: 'growth',
};

/** "pre-seed", "Series A": a stage as a sentence writes it. */
export function stageWords(stage: RoundStage): string {
  return STAGE_WORDS[stage];
}

/** How each business model reads in a sentence ("a B2B software company"). */
export const MODEL_LABELS: Readonly<Record<BusinessModel, string>> = {
  'b2b-saas': 'B2B software',
  marketplace: 'marketplace',
  'fintech-transactions': 'financial product that moves money',
  'consumer-subscription': 'consumer subscription',
  'consumer-app': 'consumer app',
  'ecommerce-d2c': 'direct-to-consumer brand',
  hardware: 'hardware product',
  'biotech-therapeutics': 'therapeutics programme',
  'medtech-diagnostics': 'regulated diagnostic or medical device',
  'deep-tech': 'deep-tech product',
  services: 'tech-enabled service',
};

/** The sector a business model is judged as, whatever the idea's other sectors: a diagnostic is a device. */
const MODEL_SECTOR: Readonly<Record<string, string>> = {
  'medtech-diagnostics': 'medical-devices',
  'biotech-therapeutics': 'biotech',
};

/** The idea's sectors with the one its business model is judged as first. */
export function sectorsFor(sectors: readonly string[], model: string | null): string[] {
  const first = model ? MODEL_SECTOR[model] : undefined;
  return first && sectors.includes(first) ? [first, ...sectors.filter((s) => s !== first)] : [...sectors];
}
