import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { invokeStructured, StructuredOutputError } from '../models/chat-model';
import { type Emit, traced } from '../models/events';
import { loadDataset } from '../shared/dataset';
import { ensureConfiguration } from './configuration';
import { PARTNERS_SYSTEM_PROMPT, PARTNERS_USER_PROMPT } from './prompts';
import { PartnerInput, PartnerOutput, PartnerState } from './state';
import { findCandidates, offlinePartner } from './tools';

const GRAPH = 'DesignPartnerFinder';
type State = typeof PartnerState.State;

const ZProse = z.object({
  partners: z.array(
    z.object({
      name: z.string(),
      reasoning: z.string().min(1),
      workflow: z.string().min(1),
      wedgeStrategy: z.string().min(1),
    }),
  ),
});

/** Scores the companies of the data as early customers of the idea and keeps the best. */
async function scoreCompanies(state: State, config: LangGraphRunnableConfig) {
  const { dataDir, maxPartners } = ensureConfiguration(config);
  const data = await loadDataset(dataDir);
  return { candidates: findCandidates(data, state.idea, state.founderLocation, maxPartners) };
}

/** Writes each partner's reasoning, workflow and wedge; facts (name, size, backers) stay the data's. */
async function describePartners(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries } = ensureConfiguration(config);
  const offline = state.candidates.map((c) => offlinePartner(state.idea, c));
  if (!model || offline.length === 0) return { designPartners: offline };
  const names = state.candidates.map((c) => c.name);
  const input = JSON.stringify(
    {
      idea: state.idea,
      founderLocation: state.founderLocation,
      companies: state.candidates.map(({ name, industry, size, location, connectedInvestors }) => ({
        name,
        industry,
        size,
        location,
        connectedInvestors,
      })),
    },
    null,
    2,
  );
  try {
    const prose = await invokeStructured(
      model,
      ZProse,
      [
        new SystemMessage(PARTNERS_SYSTEM_PROMPT),
        new HumanMessage(PARTNERS_USER_PROMPT.replace('{input}', input)),
      ],
      {
        retries: maxRetries,
        node: 'describePartners',
        emit,
        validate: (p) => {
          const got = p.partners.map((x) => x.name);
          const invented = got.filter((n) => !names.includes(n));
          if (invented.length) return `these companies were not given: ${invented.join(', ')}`;
          if (got.join('\n') !== names.join('\n'))
            return `give exactly one entry per company, in the order given: ${names.join(', ')}`;
          return null;
        },
      },
    );
    return {
      designPartners: offline.map((p, i) => ({
        ...p,
        reasoning: prose.partners[i]!.reasoning,
        workflow: prose.partners[i]!.workflow,
        wedgeStrategy: prose.partners[i]!.wedgeStrategy,
        writtenBy: 'model' as const,
      })),
    };
  } catch (err) {
    if (!(err instanceof StructuredOutputError)) throw err;
    emit({ type: 'fallback', reason: err.message });
    return { designPartners: offline };
  }
}

const builder = new StateGraph({ state: PartnerState, input: PartnerInput, output: PartnerOutput })
  .addNode('scoreCompanies', traced(GRAPH, 'scoreCompanies', scoreCompanies))
  .addNode('describePartners', traced(GRAPH, 'describePartners', describePartners))
  .addEdge(START, 'scoreCompanies')
  .addEdge('scoreCompanies', 'describePartners')
  .addEdge('describePartners', END);

export const graph = builder.compile();
graph.name = GRAPH;
