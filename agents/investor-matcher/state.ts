import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZInvestorMatch, ZRecentInvestment } from '../../src/contracts/investors';

export const ZMatcherIdea = z.object({
  title: z.string().default(''),
  description: z.string().min(1),
  industry: z.string().default(''),
  stage: z.string().optional(),
  /** Target check size in thousands of US dollars. */
  checkSize: z.number().int().min(0).optional(),
  location: z.string().optional(),
  /** The founder's company, when it raised before (its investors and their co-investors rank higher). */
  company: z.string().optional(),
});
export type MatcherIdea = z.infer<typeof ZMatcherIdea>;

/** A candidate with the spec §4 ranking applied: similarity x 100 plus keyword bonuses. */
export const ZRanked = z.object({ match: ZInvestorMatch, rank: z.number(), keywords: z.array(z.string()) });
export type Ranked = z.infer<typeof ZRanked>;

/** Spec §3 investor recommendation. */
export const ZInvestorRecommendation = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  focus: z.string(),
  reasoning: z.string(),
  checkSize: z.string(),
  portfolioSize: z.number().int(),
  supportedRounds: z.array(z.string()),
  recentInvestments: z.array(ZRecentInvestment),
  contacts: z.array(z.object({ name: z.string(), role: z.string(), linkedin: z.string() })),
  similarity: z.number().min(0).max(1),
});
export type InvestorRecommendation = z.infer<typeof ZInvestorRecommendation>;

export const MatcherInput = new StateSchema({ idea: ZMatcherIdea });

export const MatcherState = new StateSchema({
  idea: ZMatcherIdea,
  candidates: z.array(ZInvestorMatch).default(() => []),
  ranked: z.array(ZRanked).default(() => []),
  investors: z.array(ZInvestorRecommendation).default(() => []),
});

export const MatcherOutput = new StateSchema({
  investors: z.array(ZInvestorRecommendation).default(() => []),
});
