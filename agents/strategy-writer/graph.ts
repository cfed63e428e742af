import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { invokeStructured } from '../models/chat-model';
import { type Emit, traced } from '../models/events';
import { loadDataset } from '../shared/dataset';
import { ensureConfiguration } from './configuration';
import { STRATEGY_SYSTEM_PROMPT, STRATEGY_USER_PROMPT } from './prompts';
import { type Strategy, StrategyInput, StrategyOutput, StrategyState } from './state';
import { computeRoundStats, fundraisingFigures, offlineProse, ungroundedNumbers } from './tools';

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
  }),
  phase2_validation: z.object({ designPartnerGoals: items, metricsToTrack: items }),
  keyTractionMetrics: items,
  aiAutomationStrategy: z.string().min(1),
});
type Prose = z.infer<typeof ZProse>;

const proseTexts = (p: Prose) => [
  p.phase1_mvp.description,
  ...p.phase1_mvp.coreFeatures,
  ...p.phase1_mvp.automationOpportunities,
  p.phase1_mvp.timeline,
  ...p.phase1_mvp.resourcesNeeded,
  ...p.phase2_validation.designPartnerGoals,
  ...p.phase2_validation.metricsToTrack,
  ...p.keyTractionMetrics,
  p.aiAutomationStrategy,
];

/** Computes round-size quartiles and months to the next round for the idea's stage and sector. */
async function computeRoundFigures(state: State, config: LangGraphRunnableConfig) {
  const { dataDir, minSectorRounds } = ensureConfiguration(config);
  return { stats: computeRoundStats(await loadDataset(dataDir), state.idea, minSectorRounds) };
}

/** Writes the strategy: figures from the data always; prose from templates offline or from the model. */
async function writeStrategy(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries } = ensureConfiguration(config);
  if (!state.stats)
    throw new Error('writeStrategy: no round figures in state (computeRoundFigures did not run)');
  const { sources, ...fundraising } = fundraisingFigures(state.idea, state.stats, state.investors);
  const template = offlineProse(state.idea, state.designPartners);
  let prose: Prose = {
    phase1_mvp: template.phase1,
    phase2_validation: template.phase2,
    keyTractionMetrics: template.keyTractionMetrics,
    aiAutomationStrategy: template.aiAutomationStrategy,
  };
  if (model) {
    const input = JSON.stringify(
      {
        idea: state.idea,
        designPartners: state.designPartners,
        fundraising,
        allowedFigures: sources.map((s) => s.figure),
      },
      null,
      2,
    );
    prose = await invokeStructured(
      model,
      ZProse,
      [
        new SystemMessage(STRATEGY_SYSTEM_PROMPT),
        new HumanMessage(STRATEGY_USER_PROMPT.replace('{input}', input)),
      ],
      {
        retries: maxRetries,
        node: 'writeStrategy',
        emit,
        validate: (p) => {
          const bad = ungroundedNumbers(proseTexts(p), sources);
          return bad.length
            ? `it uses numbers that are not in allowedFigures (${bad.join(', ')}); remove them or use the given figures`
            : null;
        },
      },
    );
  }
  const strategy: Strategy = {
    phase1_mvp: prose.phase1_mvp,
    phase2_validation: prose.phase2_validation,
    phase3_fundraising: { ...fundraising, keyTractionMetrics: prose.keyTractionMetrics },
    aiAutomationStrategy: prose.aiAutomationStrategy,
    sources,
    writtenBy: model ? 'model' : 'offline',
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
