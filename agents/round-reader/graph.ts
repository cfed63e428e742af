import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { BUYER_INDUSTRIES } from '../../core/business/buyer-industries';
import { REVENUE_MODELS } from '../../core/contracts/business';
import { BUSINESS_MODELS, ROUND_STAGES } from '../../core/contracts/round';
import { readRound } from '../../core/round/read-round';
import { SECTOR_PHRASES } from '../../core/round/sector-words';
import { type Emit, traced } from '../models/events';
import { askModelOrFallback } from '../shared/model-or-offline';
import { ensureConfiguration } from './configuration';
import { ROUND_SYSTEM_PROMPT, ROUND_USER_PROMPT } from './prompts';
import { RoundReaderInput, RoundReaderOutput, RoundReaderState, ZModelRound } from './state';
import { checkModelRound } from './tools';

const GRAPH = 'RoundReader';
type State = typeof RoundReaderState.State;

const SYSTEM = ROUND_SYSTEM_PROMPT.replace('{stages}', ROUND_STAGES.join(', '))
  .replace('{sectors}', Object.keys(SECTOR_PHRASES).join(', '))
  .replace('{models}', BUSINESS_MODELS.join(', '))
  .replace('{industries}', BUYER_INDUSTRIES.map((i) => i.key).join(', '))
  .replace('{revenue}', REVENUE_MODELS.join(', '));

/** Reads the round by rules: always, and the whole answer when no model is configured. */
async function readByRules(state: State) {
  const round = readRound(state);
  return { rulesRound: round, round };
}

function routeAfterRules(_state: State, config: LangGraphRunnableConfig) {
  return ensureConfiguration(config).model ? 'askModel' : END;
}

/** Asks the model for the same fields as structured output; on a failed or invalid answer, keeps the rules'. */
async function askModel(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries } = ensureConfiguration(config);
  if (!model)
    throw new Error('askModel: no chat model configured (routeAfterRules should have ended the run)');
  const { sources: _sources, ...rules } = state.rulesRound ?? {};
  const prompt = ROUND_USER_PROMPT.replace('{title}', state.title)
    .replace('{description}', state.description)
    .replace('{goal}', state.fundraisingGoal?.trim() || '(none)')
    .replace('{rules}', JSON.stringify(rules));
  const modelRound = await askModelOrFallback(
    model,
    ZModelRound,
    { system: SYSTEM, user: prompt },
    { retries: maxRetries, node: 'askModel', emit },
  );
  return { modelRound };
}

/** The rules check the model's fields; those that fail keep the rules' value and are listed in `rejected`. */
async function checkWithRules(state: State, _config: LangGraphRunnableConfig, emit: Emit) {
  if (!state.rulesRound) throw new Error('checkWithRules: no rules round in state (readByRules did not run)');
  if (!state.modelRound) return { round: state.rulesRound, rejected: [] };
  const { round, rejected } = checkModelRound(state, state.rulesRound, state.modelRound);
  for (const r of rejected) emit({ type: 'fallback', reason: `${r.field} ${r.value}: ${r.reason}` });
  return { round, rejected };
}

const builder = new StateGraph({
  state: RoundReaderState,
  input: RoundReaderInput,
  output: RoundReaderOutput,
})
  .addNode('readByRules', traced(GRAPH, 'readByRules', readByRules))
  .addNode('askModel', traced(GRAPH, 'askModel', askModel))
  .addNode('checkWithRules', traced(GRAPH, 'checkWithRules', checkWithRules))
  .addEdge(START, 'readByRules')
  .addConditionalEdges('readByRules', routeAfterRules, ['askModel', END])
  .addEdge('askModel', 'checkWithRules')
  .addEdge('checkWithRules', END);

export const graph = builder.compile();
graph.name = GRAPH;
