import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZStrategy } from '../../core/contracts/recommendations';
import { ZWriterIdea } from '../shared/idea';

const ZStrategyIdea = ZWriterIdea.extend({
  /** The founder's target raise in thousands of US dollars, when the round has no amount (older runs). */
  targetCheckSize: z.number().nullable().optional(),
});
export type StrategyIdea = z.infer<typeof ZStrategyIdea>;

const ZMatchedInvestor = z.object({
  name: z.string(),
  firm_type: z.string().nullable().default(null),
  /** Whether the 2026 directory says it leads rounds. */
  leadsRounds: z.boolean().nullable().default(null),
});
export type MatchedInvestor = z.infer<typeof ZMatchedInvestor>;

const ZQuartiles = z.object({ n: z.number().int(), p25: z.number(), median: z.number(), p75: z.number() });
export type Quartiles = z.infer<typeof ZQuartiles>;

/** Round sizes and gaps from data/rounds.jsonl.gz for the idea's stage (and sector, when enough), 2005 to 2013. */
const ZRoundStats = z.object({
  stage: z.string(),
  /** The round types of the data counted for the stage, e.g. ["angel"] for seed. */
  roundTypes: z.array(z.string()),
  /** The company sector the figures are for, or null when they are for the stage alone. */
  sector: z.string().nullable(),
  /** The sector in plain words ("health care"). */
  sectorWords: z.string().nullable(),
  /** How many rounds with an amount the idea's sector had at this stage (before any fallback). */
  sectorRounds: z.number().int(),
  /** The years of the rounds counted: "2005" to the data's as-of date ("2013-06-30"). */
  years: z.object({ from: z.string(), to: z.string() }),
  amounts: ZQuartiles.nullable(),
  /** Months from a round at this stage to the company's next round. */
  monthsToNext: ZQuartiles.nullable(),
});
export type RoundStats = z.infer<typeof ZRoundStats>;

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
