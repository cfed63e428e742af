import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import type { Strategy } from '../../core/contracts/recommendations';
import { amountFromValue } from '../../core/round/read-amount';
import { type Emit, traced } from '../models/events';
import { describeBuyer } from '../shared/buyer-profile';
import { presentsAsCurrent, repeatedSentence } from '../shared/grounding';
import { roundOf, stageOf, stageWords } from '../shared/idea';
import { askModelOrFallback } from '../shared/model-or-offline';
import { ensureConfiguration } from './configuration';
import { fundraisingFigures } from './fundraising';
import type { Plan } from './playbooks';
import { STRATEGY_SYSTEM_PROMPT, STRATEGY_USER_PROMPT } from './prompts';
import { requiredTerms } from './required-terms';
import { type StrategyIdea, StrategyInput, StrategyOutput, StrategyState } from './state';
import {
  computeRoundStats,
  MODEL_LABELS,
  offlinePlan,
  phaseTexts,
  planContext,
  sectorsFor,
  standardSources,
  ungroundedNumbers,
} from './tools';

const GRAPH = 'StrategyWriter';
type State = typeof StrategyState.State;

const items = z.array(z.string().min(1)).min(1).max(8);
const ZProse = z.object({
  phase1_mvp: z.object({
    description: z.string().min(1),
    coreFeatures: items,
    automationOpportunities: items,
    timeline: z.string().min(1),
    resourcesNeeded: items,
    milestones: z.array(z.string().min(1)).max(10),
  }),
  phase2_validation: z.object({
    designPartnerGoals: items,
    metricsToTrack: items,
    milestones: z.array(z.string().min(1)).max(10),
  }),
  keyTractionMetrics: items,
  aiAutomationStrategy: z.string().min(1),
});
type Prose = z.infer<typeof ZProse>;

/** The round an idea raises, with an older run's target (thousands of USD) when the round has no amount. */
function roundFor(idea: StrategyIdea) {
  const round = roundOf(idea);
  if (round.amount || !idea.targetCheckSize) return round;
  return { ...round, amount: amountFromValue(idea.targetCheckSize * 1000, 'USD') };
}

/** Round-size quartiles and months to the next round, for the idea's stage and sector, 2005 to 2013. */
async function computeRoundFigures(state: State, config: LangGraphRunnableConfig) {
  const { sources, minSectorRounds } = ensureConfiguration(config);
  const [data, asOf] = await Promise.all([sources.data(), sources.asOf()]);
  const round = roundFor(state.idea);
  const sectors = sectorsFor(round.sectors, round.business_model);
  return { stats: computeRoundStats(data, sectors, stageOf(round), minSectorRounds, asOf) };
}

/** Why a model's phases cannot be used, or null. */
function checkProse(p: Prose, allowed: string[], description: string, required: string[]): string | null {
  const texts = [
    ...phaseTexts(p).phase1,
    ...phaseTexts(p).phase2,
    ...p.keyTractionMetrics,
    p.aiAutomationStrategy,
  ];
  const bad = ungroundedNumbers(
    texts,
    allowed.map((figure) => ({ figure, source: 'idea', detail: '' })),
  );
  if (bad.length)
    return `it uses numbers that are not in allowedFigures (${bad.join(', ')}); remove them or use the given figures`;
  for (const t of texts) {
    const copied = repeatedSentence(t, description);
    if (copied) return `it repeats the founder's description ("${copied}"); say what to build instead`;
    const current = presentsAsCurrent(t);
    if (current)
      return `it says "${current}": the deal data ends in 2013, so nothing may be presented as current`;
  }
  const all = texts.join(' ');
  const missing = required.filter((term) => !all.includes(term));
  return missing.length
    ? `it drops the regulatory milestones of the plan (${missing.join(', ')}); keep them`
    : null;
}

/** Writes the strategy: figures from the data always; phases from the playbooks offline, or from the model. */
async function writeStrategy(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries, sources: writerSources, meantBuyer } = ensureConfiguration(config);
  if (!state.stats)
    throw new Error('writeStrategy: no round figures in state (computeRoundFigures did not run)');
  const [data, market] = await Promise.all([writerSources.data(), writerSources.market()]);
  const round = roundFor(state.idea);
  const stage = stageOf(round);
  const { buyer, profile } = describeBuyer(data, state.idea, round, meantBuyer);
  const ctx = planContext(state.idea, round, stage, buyer, state.designPartners);
  const plan: Plan = offlinePlan(ctx);
  const { sources: figures, ...fundraising } = fundraisingFigures({
    round,
    stage,
    stats: state.stats,
    market,
    investors: state.investors,
  });
  const planTexts = [
    ...phaseTexts({ phase1_mvp: plan.phase1, phase2_validation: plan.phase2 }).phase1,
    ...phaseTexts({ phase1_mvp: plan.phase1, phase2_validation: plan.phase2 }).phase2,
  ];
  // The idea's own name may hold digits ("365scores"): they are the founder's, not a figure.
  const named = /\d/.test(state.idea.title)
    ? [{ figure: state.idea.title, source: 'idea' as const, detail: 'the idea’s name' }]
    : [];
  const sources = [...figures, ...standardSources(planTexts), ...named];
  let prose: Prose = {
    phase1_mvp: plan.phase1,
    phase2_validation: plan.phase2,
    keyTractionMetrics: plan.keyTractionMetrics,
    aiAutomationStrategy: plan.aiAutomationStrategy,
  };
  let writtenBy: Strategy['writtenBy'] = 'offline';
  if (model) {
    const allowed = sources.map((s) => s.figure);
    const required = requiredTerms([...plan.phase1.milestones, ...plan.phase2.milestones]);
    const input = JSON.stringify(
      {
        idea: state.idea,
        round,
        buyer: profile,
        plan: prose,
        designPartners: state.designPartners,
        allowedFigures: allowed,
      },
      null,
      2,
    );
    const answer = await askModelOrFallback(
      model,
      ZProse,
      { system: STRATEGY_SYSTEM_PROMPT, user: STRATEGY_USER_PROMPT.replace('{input}', input) },
      {
        retries: maxRetries,
        node: 'writeStrategy',
        emit,
        validate: (p) => checkProse(p, allowed, state.idea.description, required),
      },
    );
    if (answer) {
      prose = answer;
      writtenBy = 'model';
    }
  }
  const { marketComparison, ...phase3 } = fundraising;
  const strategy: Strategy = {
    phase1_mvp: prose.phase1_mvp,
    phase2_validation: prose.phase2_validation,
    phase3_fundraising: { ...phase3, keyTractionMetrics: prose.keyTractionMetrics, marketComparison },
    aiAutomationStrategy: prose.aiAutomationStrategy,
    writtenFor: {
      businessModel: MODEL_LABELS[ctx.model],
      buyer: buyer.words,
      stage: stageWords(stage),
      sector: state.stats.sectorWords ?? 'every sector',
    },
    designPartnerProfile: profile,
    sources,
    writtenBy,
  };
  return { strategy };
}

const builder = new StateGraph({ state: StrategyState, input: StrategyInput, output: StrategyOutput })
  .addNode('computeRoundFigures', traced(GRAPH, 'computeRoundFigures', computeRoundFigures))
  .addNode('writeStrategy', traced(GRAPH, 'writeStrategy', writeStrategy))
  .addEdge(START, 'computeRoundFigures')
  .addEdge('computeRoundFigures', 'writeStrategy')
  .addEdge('writeStrategy', END);

export const graph = builder.compile();
graph.name = GRAPH;
