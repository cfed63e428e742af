import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';

export const ZStrategyIdea = z.object({
  title: z.string().min(1),
  description: z.string(),
  industry: z.string(),
  stage: z.string(),
  /** The founder's target raise in thousands of US dollars, when given. */
  targetCheckSize: z.number().nullable().optional(),
});
export type StrategyIdea = z.infer<typeof ZStrategyIdea>;

export const ZMatchedInvestor = z.object({
  name: z.string(),
  firm_type: z.string().nullable().default(null),
  status: z.string().default('cold'),
});
export type MatchedInvestor = z.infer<typeof ZMatchedInvestor>;

const ZQuartiles = z.object({ n: z.number().int(), p25: z.number(), median: z.number(), p75: z.number() });
export type Quartiles = z.infer<typeof ZQuartiles>;

/** Round sizes and gaps computed from data/rounds.jsonl.gz for the idea's stage (and sector, when enough). */
export const ZRoundStats = z.object({
  stage: z.string(),
  /** The round types of the data counted for the stage, e.g. ["angel"] for seed. */
  roundTypes: z.array(z.string()),
  /** The sector the figures are for, or null when they are for the stage alone. */
  sector: z.string().nullable(),
  /** How many rounds with an amount the sector had at this stage (before any fallback). */
  sectorRounds: z.number().int(),
  amounts: ZQuartiles.nullable(),
  /** Months from a round at this stage to the company's next round. */
  monthsToNext: ZQuartiles.nullable(),
});
export type RoundStats = z.infer<typeof ZRoundStats>;

/** A figure quoted in the strategy and where it came from, so that every number can be checked. */
export const ZSource = z.object({
  figure: z.string(),
  source: z.enum(['rounds-data', 'idea', 'matched-investors', 'design-partners', 'rule-of-thumb']),
  detail: z.string(),
});
export type Source = z.infer<typeof ZSource>;

export const ZStrategy = z.object({
  phase1_mvp: z.object({
    description: z.string(),
    coreFeatures: z.array(z.string()),
    automationOpportunities: z.array(z.string()),
    timeline: z.string(),
    resourcesNeeded: z.array(z.string()),
  }),
  phase2_validation: z.object({
    designPartnerGoals: z.array(z.string()),
    metricsToTrack: z.array(z.string()),
  }),
  phase3_fundraising: z.object({
    recommendedAmount: z.string(),
    amountReasoning: z.string(),
    dilution: z.string(),
    timeline: z.string(),
    investorMix: z.string(),
    keyTractionMetrics: z.array(z.string()),
  }),
  aiAutomationStrategy: z.string(),
  sources: z.array(ZSource),
  writtenBy: z.enum(['model', 'offline']),
});
export type Strategy = z.infer<typeof ZStrategy>;

const inputFields = {
  idea: ZStrategyIdea,
  investors: z.array(ZMatchedInvestor).default(() => []),
  /** Names of the design partners found for the idea, if any. */
  designPartners: z.array(z.string()).default(() => []),
};

export const StrategyInput = new StateSchema(inputFields);

export const StrategyState = new StateSchema({
  ...inputFields,
  stats: ZRoundStats.nullable().default(null),
  strategy: ZStrategy.nullable().default(null),
});

export const StrategyOutput = new StateSchema({ strategy: ZStrategy.nullable().default(null) });
