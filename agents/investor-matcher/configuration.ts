import type { RunnableConfig } from '@langchain/core/runnables';
import type { TInvestorMatch } from '../../core/contracts/investors';
import type { MatchAsk } from '../../core/matching/match-round';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';

/**
 * The product's matcher (`matchInvestors` bound to its deps, or `InvestorDirectory.match`): the investors who fit
 * the round, best first, and how many fit in all.
 */
export type MatchFn = (request: MatchAsk) => Promise<{ matches: TInvestorMatch[]; fitting: number }>;

export interface MatcherConfiguration extends ModelConfiguration {
  match: MatchFn;
  /** How many candidates to ask the matcher for (at most 100; the idea page asks for 50, the API's cap). */
  candidates: number;
  /** How many recommendations to return. */
  topK: number;
}

export function ensureConfiguration(config?: RunnableConfig): MatcherConfiguration {
  const c = configurableOf(config);
  if (typeof c.match !== 'function')
    throw new Error('InvestorMatcher: configurable.match (the matcher use case) is required');
  // Up to 100 so that the evals can score the product's own ranking to Recall@100.
  const topK = cap(c.topK, 10, 1, 100);
  return {
    ...ensureModelConfiguration(config),
    match: c.match as MatchFn,
    topK,
    candidates: Math.max(topK, cap(c.candidates, 50, 1, 100)),
  };
}
