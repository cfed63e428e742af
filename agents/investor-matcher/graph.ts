import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { invokeStructured } from '../models/chat-model';
import { type Emit, traced } from '../models/events';
import { ensureConfiguration } from './configuration';
import { EXPLAIN_SYSTEM_PROMPT, EXPLAIN_USER_PROMPT } from './prompts';
import { MatcherInput, MatcherOutput, MatcherState } from './state';
import { rankMatches, reasoningOf, toRecommendation } from './tools';

const GRAPH = 'InvestorMatcher';
type State = typeof MatcherState.State;

const ZExplanations = z.object({
  explanations: z.array(z.object({ name: z.string(), reasoning: z.string().min(1) })),
});

/** Asks the product's matcher (src/matching) for the investors who fit the round, best first. */
async function retrieveCandidates(state: State, config: LangGraphRunnableConfig) {
  const { match, candidates } = ensureConfiguration(config);
  const { idea } = state;
  const { matches, fitting } = await match({
    idea: [idea.title, idea.industry, idea.description].filter(Boolean).join('. '),
    stage: idea.stage,
    check_size: idea.checkSize,
    currency: idea.currency,
    location: idea.location,
    company: idea.company,
    focus: idea.sectors,
    limit: candidates,
  });
  return { candidates: matches, fitting };
}

/** Re-ranks the candidates with the spec §4 keyword points (core/matching/spec-rerank.ts) and keeps the top k. */
async function rerankByKeywords(state: State, config: LangGraphRunnableConfig) {
  const { topK } = ensureConfiguration(config);
  return { ranked: rankMatches(state.idea, state.candidates).slice(0, topK) };
}

/** Writes each recommendation; with a model, only `reasoning` is rewritten from the dimension reasons. */
async function explainMatches(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries } = ensureConfiguration(config);
  const reasonings = state.ranked.map(reasoningOf);
  if (model && state.ranked.length) {
    const names = state.ranked.map((r) => r.match.investor.name);
    const input = JSON.stringify(
      {
        idea: state.idea,
        investors: state.ranked.map((r, i) => ({
          name: names[i],
          reasons: r.match.dimensions.map((d) => d.reason),
        })),
      },
      null,
      2,
    );
    const answer = await invokeStructured(
      model,
      ZExplanations,
      [
        new SystemMessage(EXPLAIN_SYSTEM_PROMPT),
        new HumanMessage(EXPLAIN_USER_PROMPT.replace('{input}', input)),
      ],
      {
        retries: maxRetries,
        node: 'explainMatches',
        emit,
        validate: (a) =>
          a.explanations.map((e) => e.name).join('\n') === names.join('\n')
            ? null
            : `give exactly one explanation per investor, with the names as given and in order: ${names.join(', ')}`,
      },
    );
    answer.explanations.forEach((e, i) => {
      reasonings[i] = e.reasoning;
    });
  }
  return {
    investors: state.ranked.map((r, i) => toRecommendation(r, reasonings[i]!)),
    fitting: state.fitting,
  };
}

const builder = new StateGraph({ state: MatcherState, input: MatcherInput, output: MatcherOutput })
  .addNode('retrieveCandidates', traced(GRAPH, 'retrieveCandidates', retrieveCandidates))
  .addNode('rerankByKeywords', traced(GRAPH, 'rerankByKeywords', rerankByKeywords))
  .addNode('explainMatches', traced(GRAPH, 'explainMatches', explainMatches))
  .addEdge(START, 'retrieveCandidates')
  .addEdge('retrieveCandidates', 'rerankByKeywords')
  .addEdge('rerankByKeywords', 'explainMatches')
  .addEdge('explainMatches', END);

export const graph = builder.compile();
graph.name = GRAPH;
