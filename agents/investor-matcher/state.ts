import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZInvestorMatch } from '../../core/contracts/investors';
import { ZInvestorRecommendation } from '../../core/contracts/recommendations';

const ZMatcherIdea = z.object({
  title: z.string().default(''),
  description: z.string().min(1),
  industry: z.string().default(''),
  stage: z.string().optional(),
  /** Target check size in thousands of US dollars. */
  checkSize: z.number().int().min(0).optional(),
  /** The founder's currency (ISO 4217): the reasons write amounts in it. */
  currency: z.string().length(3).optional(),
  location: z.string().optional(),
  /** The idea's sectors as focus-area keys, most specific first (the round's). */
  sectors: z.array(z.string()).optional(),
  /** The founder's company, when it raised before (its investors and their co-investors rank higher). */
  company: z.string().optional(),
});
export type MatcherIdea = z.infer<typeof ZMatcherIdea>;

/** A candidate with the spec §4 re-rank applied (`src/matching/spec-rerank.ts`). */
const ZRanked = z.object({
  match: ZInvestorMatch,
  rank: z.number(),
  display: z.number(),
  keywords: z.array(z.string()),
});
export type Ranked = z.infer<typeof ZRanked>;

export const MatcherInput = new StateSchema({ idea: ZMatcherIdea });
export const MatcherState = new StateSchema({
  idea: ZMatcherIdea,
  candidates: z.array(ZInvestorMatch).default(() => []),
  /** How many investors fit the round in all (the list is never padded beyond them). */
  fitting: z.number().int().default(0),
  ranked: z.array(ZRanked).default(() => []),
  investors: z.array(ZInvestorRecommendation).default(() => []),
});
export const MatcherOutput = new StateSchema({
  investors: z.array(ZInvestorRecommendation).default(() => []),
  fitting: z.number().int().default(0),
});
