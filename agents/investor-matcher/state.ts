import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZInvestorMatch, ZMatchDimension, ZRecentInvestment } from '../../core/contracts/investors';

export const ZMatcherIdea = z.object({
  title: z.string().default(''),
  description: z.string().min(1),
  industry: z.string().default(''),
  stage: z.string().optional(),
  /** Target check size in thousands of US dollars. */
  checkSize: z.number().int().min(0).optional(),
  location: z.string().optional(),
  /** The idea's sectors as focus-area keys, most specific first (the round's). */
  sectors: z.array(z.string()).optional(),
  /** The founder's company, when it raised before (its investors and their co-investors rank higher). */
  company: z.string().optional(),
});
export type MatcherIdea = z.infer<typeof ZMatcherIdea>;

/** A candidate with the spec §4 re-rank applied (`src/matching/spec-rerank.ts`). */
export const ZRanked = z.object({
  match: ZInvestorMatch,
  rank: z.number(),
  display: z.number(),
  keywords: z.array(z.string()),
});
export type Ranked = z.infer<typeof ZRanked>;

/** Spec §3 investor recommendation, with what the idea page filters and explains by. */
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
  /** The percentage shown: the overall score with the spec's keyword points (`spec-rerank.ts`). */
  similarity: z.number().min(0).max(1),
  /** The matcher's overall score, before the keyword points. */
  score: z.number().min(0).max(1),
  location: z.string().nullable(),
  country: z.string().nullable(),
  /** The world region of its HQ (`REGIONS`), for the idea page's filter. */
  region: z.string().nullable(),
  checkSizeMin: z.number().nullable(),
  checkSizeMax: z.number().nullable(),
  leadsRounds: z.boolean().nullable(),
  firmType: z.string().nullable(),
  lastDealDate: z.string().nullable(),
  dimensions: z.array(ZMatchDimension),
});
export type InvestorRecommendation = z.infer<typeof ZInvestorRecommendation>;

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
