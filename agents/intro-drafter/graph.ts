import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { invokeStructured, StructuredOutputError } from '../models/chat-model';
import { type Emit, traced } from '../models/events';
import { loadDataset } from '../shared/dataset';
import { ensureConfiguration } from './configuration';
import { INTRO_SYSTEM_PROMPT, INTRO_USER_PROMPT } from './prompts';
import { type Intro, IntroInput, IntroOutput, IntroState } from './state';
import { canonicalCompany, checkIntro, chooseCitation, companyLookupFrom, offlineIntro } from './tools';

const GRAPH = 'IntroDrafter';
type State = typeof IntroState.State;

const ZDraft = z.object({
  subject: z.string().min(1),
  body: z.string().min(1),
  citedCompany: z.string().nullable(),
});

/** Picks, per investor, the recent investment most related to the idea (or the latest). */
async function chooseCitations(state: State, config: LangGraphRunnableConfig) {
  const settings = ensureConfiguration(config);
  const lookup = companyLookupFrom(await loadDataset(settings.dataDir));
  const investors = state.investors.slice(0, settings.maxInvestors);
  return { citations: investors.map((inv) => chooseCitation(state.idea, inv, lookup)) };
}

/** Writes each intro: from the data offline; with a model, checked, retried, else the offline draft. */
async function writeIntros(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries, maxInvestors } = ensureConfiguration(config);
  const investors = state.investors.slice(0, maxInvestors);
  const candidates = [...new Set(state.investors.flatMap((i) => i.recent_investments.map((r) => r.company)))];
  const intros: Intro[] = [];
  for (const [i, investor] of investors.entries()) {
    const citation = state.citations[i] ?? { investor: investor.name, investment: null, shared: [] };
    const offline = offlineIntro(state.idea, state.founderName, investor, citation);
    if (!model) {
      intros.push(offline);
      continue;
    }
    // The chosen citation goes first, so the model leans to the most related investment.
    const investments = [
      ...(citation.investment ? [citation.investment] : []),
      ...investor.recent_investments.filter((r) => r !== citation.investment),
    ];
    const input = JSON.stringify(
      {
        founder: state.founderName,
        idea: state.idea,
        investor: { name: investor.name, focus: investor.focus },
        investments,
      },
      null,
      2,
    );
    try {
      const draft = await invokeStructured(
        model,
        ZDraft,
        [
          new SystemMessage(INTRO_SYSTEM_PROMPT),
          new HumanMessage(INTRO_USER_PROMPT.replace('{input}', input)),
        ],
        {
          retries: maxRetries,
          node: 'writeIntros',
          emit,
          validate: (d) => checkIntro(d, investor, candidates),
        },
      );
      intros.push({
        investor: investor.name,
        subject: draft.subject,
        body: draft.body,
        citedCompany: canonicalCompany(investor, draft.citedCompany),
        draftedBy: 'model',
      });
    } catch (err) {
      if (!(err instanceof StructuredOutputError)) throw err;
      emit({ type: 'fallback', reason: `${investor.name}: ${err.message}` });
      intros.push(offline);
    }
  }
  return { intros };
}

const builder = new StateGraph({ state: IntroState, input: IntroInput, output: IntroOutput })
  .addNode('chooseCitations', traced(GRAPH, 'chooseCitations', chooseCitations))
  .addNode('writeIntros', traced(GRAPH, 'writeIntros', writeIntros))
  .addEdge(START, 'chooseCitations')
  .addEdge('chooseCitations', 'writeIntros')
  .addEdge('writeIntros', END);

export const graph = builder.compile();
graph.name = GRAPH;
