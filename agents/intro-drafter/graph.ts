import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { type Emit, traced } from '../models/events';
import { raiseWords } from '../shared/format';
import { roundOf, sectorsFor, stageOf } from '../shared/idea';
import { askModelOrFallback } from '../shared/model-or-offline';
import { ensureConfiguration } from './configuration';
import { offlineIntro } from './draft';
import { INTRO_SYSTEM_PROMPT, INTRO_USER_PROMPT } from './prompts';
import { type Intro, IntroInput, IntroOutput, IntroState } from './state';
import {
  allowedSources,
  bodyOf,
  canonicalCompany,
  checkIntro,
  checkWording,
  chooseCitation,
  companyLookupFrom,
  ungroundedIn,
} from './tools';

const GRAPH = 'IntroDrafter';
type State = typeof IntroState.State;

const ZDraft = z.object({
  subject: z.string().min(1).max(120),
  pitch: z.string().min(1),
  why: z.string().min(1),
  ask: z.string().min(1),
  citedCompany: z.string().nullable(),
});

/** Per investor: the deal in the idea's market to cite (if any) and its current stated thesis. */
async function chooseCitations(state: State, config: LangGraphRunnableConfig) {
  const settings = ensureConfiguration(config);
  const lookup = companyLookupFrom(await settings.sources.data());
  const round = roundOf(state.idea);
  const investors = state.investors.slice(0, settings.maxInvestors);
  const sectors = sectorsFor(round.sectors, round.business_model);
  return { citations: investors.map((inv) => chooseCitation(sectors, stageOf(round), inv, lookup)) };
}

/** Writes each intro: from the data offline; with a model, checked, retried, else the offline draft. */
async function writeIntros(state: State, config: LangGraphRunnableConfig, emit: Emit) {
  const { model, maxRetries, maxInvestors, today } = ensureConfiguration(config);
  const round = roundOf(state.idea);
  const stage = stageOf(round);
  const investors = state.investors.slice(0, maxInvestors);
  // Other investors' companies may not appear in a mail; the founder's own company always may.
  const own = state.idea.title.toLowerCase();
  const candidates = [
    ...new Set(state.investors.flatMap((i) => i.recent_investments.map((r) => r.company))),
  ].filter((c) => c.toLowerCase() !== own);
  const intros: Intro[] = [];
  for (const [i, investor] of investors.entries()) {
    const citation = state.citations[i] ?? {
      investor: investor.name,
      investment: null,
      shared: [],
      thesis: null,
    };
    const offline = offlineIntro(state.idea, round, stage, state.founderName, investor, citation, today);
    if (!model) {
      intros.push(offline);
      continue;
    }
    const citable = citation.investment ? [citation.investment] : [];
    const opener = offline.body.split('\n\n')[1]!.replace(offline.pitch, '').trim();
    const compose = (d: z.infer<typeof ZDraft>) =>
      bodyOf({
        greeting: offline.greeting,
        opener,
        pitch: d.pitch,
        why: d.why,
        ask: d.ask,
        founder: state.founderName,
      });
    const input = JSON.stringify(
      {
        founder: state.founderName,
        idea: { title: state.idea.title, description: state.idea.description },
        round: {
          stage,
          raise: round.amount ? raiseWords(round.amount).written : null,
          customers: round.customers,
          city: round.city,
        },
        investor: { name: investor.name, leadsRounds: investor.leadsRounds },
        thesis: citation.thesis,
        citable,
        offlineDraft: { subject: offline.subject, pitch: offline.pitch, why: offline.why, ask: offline.ask },
      },
      null,
      2,
    );
    const sources = allowedSources(
      state.idea.title,
      state.idea.description,
      round,
      investor,
      citation.thesis,
    );
    const draft = await askModelOrFallback(
      model,
      ZDraft,
      { system: INTRO_SYSTEM_PROMPT, user: INTRO_USER_PROMPT.replace('{input}', input) },
      {
        retries: maxRetries,
        node: 'writeIntros',
        emit,
        about: investor.name,
        validate: (d) => {
          const body = compose(d);
          const bad = ungroundedIn([d.subject, d.pitch, d.why, d.ask], sources);
          if (bad.length) return `it uses numbers that are not in the input (${bad.join(', ')})`;
          return (
            checkIntro(
              { subject: d.subject, body, citedCompany: d.citedCompany },
              investor,
              candidates,
              citable,
            ) ?? checkWording({ ...d, body }, state.idea.description, round)
          );
        },
      },
    );
    if (!draft) {
      intros.push(offline);
      continue;
    }
    const cited = canonicalCompany(investor, draft.citedCompany);
    intros.push({
      ...offline,
      subject: draft.subject,
      body: compose(draft),
      pitch: draft.pitch,
      why: draft.why,
      ask: draft.ask,
      citedCompany: cited,
      citedYear: cited ? (investor.recent_investments.find((r) => r.company === cited)?.year ?? null) : null,
      draftedBy: 'model',
    });
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
