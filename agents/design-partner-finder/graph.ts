import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { type Emit, traced } from '../models/events';
import { buyerFor } from '../shared/buyers';
import { ungroundedNumbers } from '../shared/grounding';
import { askModelOrFallback } from '../shared/model-or-offline';
import { ensureConfiguration } from './configuration';
import { PARTNERS_SYSTEM_PROMPT, PARTNERS_USER_PROMPT } from './prompts';
import { rankLeads } from './rank-leads';
import { PartnerInput, PartnerOutput, PartnerState } from './state';
import { findCandidates, offlinePartner, partnerRound } from './tools';

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

/** Finds the idea's buyers among the companies of the data and keeps the best. */
async function scoreCompanies(state: State, config: LangGraphRunnableConfig) {
  const { sources, maxPartners, meantBuyer } = ensureConfiguration(config);
  const data = await sources.data();
  const round = partnerRound(state.idea, state.founderLocation);
  const { profile, candidates } = findCandidates(data, state.idea, round, maxPartners, meantBuyer);
  const buyer = buyerFor(state.idea, round, meantBuyer);
  return { candidates, buyerProfile: profile, networkLeads: rankLeads(state.networkLeads, buyer) };
}

/** Writes each partner's reasoning, workflow and wedge; facts (name, size, place, backers) stay the data's. */
async function describePartners(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries, meantBuyer } = ensureConfiguration(config);
  const round = partnerRound(state.idea, state.founderLocation);
  const buyer = buyerFor(state.idea, round, meantBuyer);
  const offline = state.candidates.map((c) => offlinePartner(state.idea, round, buyer, c));
  if (!model || offline.length === 0) return { designPartners: offline };
  const names = state.candidates.map((c) => c.name);
  const companies = offline.map((p, i) => ({
    name: p.name,
    industry: p.industry,
    size: p.size,
    location: p.location,
    status: p.status,
    nearness: p.nearness,
    evidence: p.evidence,
    connectedInvestors: state.candidates[i]!.connectedInvestors,
  }));
  const input = { idea: state.idea, buyer: { ...state.buyerProfile, role: buyer.role }, companies };
  // Numbers the prose may use: those of the input (sizes, years, the founder's own figures).
  const allowed = JSON.stringify(input);
  const prose = await askModelOrFallback(
    model,
    ZProse,
    {
      system: PARTNERS_SYSTEM_PROMPT,
      user: PARTNERS_USER_PROMPT.replace('{input}', JSON.stringify(input, null, 2)),
    },
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
        const texts = p.partners.flatMap((x) => [x.reasoning, x.workflow, x.wedgeStrategy]);
        const bad = ungroundedNumbers(texts, [allowed]);
        return bad.length ? `it uses numbers that are not in the input (${bad.join(', ')})` : null;
      },
    },
  );
  if (!prose) return { designPartners: offline };
  return {
    designPartners: offline.map((p, i) => ({
      ...p,
      reasoning: prose.partners[i]!.reasoning,
      workflow: prose.partners[i]!.workflow,
      wedgeStrategy: prose.partners[i]!.wedgeStrategy,
      writtenBy: 'model' as const,
    })),
  };
}

const builder = new StateGraph({ state: PartnerState, input: PartnerInput, output: PartnerOutput })
  .addNode('scoreCompanies', traced(GRAPH, 'scoreCompanies', scoreCompanies))
  .addNode('describePartners', traced(GRAPH, 'describePartners', describePartners))
  .addEdge(START, 'scoreCompanies')
  .addEdge('scoreCompanies', 'describePartners')
  .addEdge('describePartners', END);

export const graph = builder.compile();
graph.name = GRAPH;
