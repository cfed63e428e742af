import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { graph as partnerFinder } from '../../agents/design-partner-finder/graph';
import { graph as introDrafter } from '../../agents/intro-drafter/graph';
import type { MatchFn } from '../../agents/investor-matcher/configuration';
import { graph as investorMatcher } from '../../agents/investor-matcher/graph';
import { type OnEvent, recordedTool } from '../../agents/models/events';
import { graph as roundReader } from '../../agents/round-reader/graph';
import { type Embed, readBuyerByMeaning } from '../../agents/shared/buyer-meaning';
import { graph as strategyWriter } from '../../agents/strategy-writer/graph';
import {
  type AnalyzeIdeaActivities,
  type DesignPartnerResult,
  type IdeaInput,
  type IntroDraft,
  type InvestorMatchResult,
  toRecommendations,
} from '../../core/contracts/analyze-idea';
import type { WriterSources } from '../../core/dataset/writer-data';
import { keepFounderFields, rereadRound, specColumns } from '../../core/round/idea-round';
import { roundLocation } from '../../core/round/round-location';
import { currentActivity } from '../engine/activity-context';
import { invalidInput, notFound } from '../failures';
import type { AnalysisStore, InvestorLookup } from './ports';

export interface AnalyzeIdeaDeps {
  store: AnalysisStore;
  investors: InvestorLookup;
  /** null: every agent works offline, from the data alone. */
  chatModel: BaseChatModel | null;
  /** Receives the agents' node and model-call events. */
  onAgentEvent?: OnEvent;
  /** The product's embedder: the buyer the founder's customers phrase means is read with it (else by words only). */
  embed?: Embed;
  /** The shipped data the writers read (design partners, strategy, intros). */
  writerSources: WriterSources;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When an idea says nothing else, the strategy and intros are written for a seed round. */
const DEFAULT_STAGE = 'seed';
/** Investors saved per analysis: the idea page filters these by region, stage and cheque without a new run. */
const SAVED_INVESTORS = 30;
/** People named per firm on a recommendation (the card lists them; the intro greets the first). */
const MAX_PEOPLE = 3;

/** The analyze-idea activities over the real agents, the investor directory and Postgres. */
export const createAnalyzeIdeaActivities = (deps: AnalyzeIdeaDeps): AnalyzeIdeaActivities => {
  const configurable = (extra: Record<string, unknown> = {}) => ({
    configurable: {
      model: deps.chatModel,
      onEvent: deps.onAgentEvent,
      sources: deps.writerSources,
      ...extra,
    },
  });
  // The same for the partners and the strategy: both describe the founder's buyers. An embedder that fails leaves
  // the words' rules to read them.
  const meantBuyer = async (idea: IdeaInput) =>
    deps.embed ? await readBuyerByMeaning(deps.embed, idea.round?.customers).catch(() => null) : null;
  // The matcher's retrieval is its tool: each call is recorded with what it asked and the ranked answer. The
  // founder's warm-path weights (issue 33) are added inside it, so the record never holds them.
  const matchWith = (warm: ReadonlyMap<string, number>): MatchFn =>
    recordedTool('match', (request) => deps.investors.match(warm.size ? { ...request, warm } : request), {
      output: ({ matches, fitting }) => ({
        fitting,
        ranked: matches.map((m, i) => ({
          rank: i + 1,
          id: m.investor.id,
          name: m.investor.name,
          score: m.score,
          dimensions: m.dimensions,
        })),
      }),
    });

  return {
    async loadIdea(ideaId) {
      // Neither is helped by retrying: the run fails at its first attempt, on either engine.
      if (typeof ideaId !== 'string' || !UUID.test(ideaId))
        throw invalidInput(`"${ideaId}" is not an idea id`);
      const stored = await deps.store.loadIdea(ideaId);
      if (!stored) throw notFound(`Idea ${ideaId} not found`);
      const words = {
        title: stored.title,
        description: stored.description,
        fundraisingGoal: stored.fundraisingGoal,
      };
      // The round from the founder's words: by the rules, or by the model with the rules as its check; the
      // founder's own corrections always stand. Loading writes nothing: the round is saved with the analysis.
      const read =
        (deps.chatModel ? (await roundReader.invoke(words, configurable())).round : null) ??
        rereadRound(words, stored.round);
      const round = keepFounderFields(read, stored.round);
      const columns =
        JSON.stringify(round) === JSON.stringify(stored.round)
          ? { industry: stored.industry, stage: stored.stage, target_check_size: stored.targetCheckSize }
          : specColumns(round);
      return {
        id: stored.id,
        userId: stored.userId,
        title: stored.title,
        description: stored.description,
        industry: columns.industry,
        stage: columns.stage,
        targetCheckSize: columns.target_check_size,
        company: stored.company,
        round,
      };
    },

    async matchInvestors(idea) {
      // The founder's warm paths weigh in the ranking (issue 33). Only their weights reach the matcher, never a
      // contact, and no result names anyone the founder knows: the idea page says the paths to the founder alone.
      const warm = await deps.store.warmBoosts(idea.userId);
      const { investors } = await investorMatcher.invoke(
        {
          idea: {
            ...agentIdea(idea),
            checkSize: idea.targetCheckSize == null ? undefined : Math.round(idea.targetCheckSize),
            currency: idea.round?.amount?.currency,
            location: roundLocation(idea.round ?? null),
            ...(idea.round?.sectors.length ? { sectors: idea.round.sectors } : {}),
          },
        },
        configurable({ match: matchWith(warm), topK: SAVED_INVESTORS }),
      );
      // The people the data names at each firm, whose focus fits the idea first: the intros greet the first.
      const people = await deps.store.peopleAt(
        investors.map((i) => i.id),
        idea.round?.sectors ?? [],
      );
      for (const rec of investors) rec.contacts = (people[rec.id] ?? []).slice(0, MAX_PEOPLE);
      return investors.map(
        (rec): InvestorMatchResult => ({
          investorId: rec.id,
          name: rec.name,
          score: rec.similarity,
          reasons: [rec.reasoning],
          recommendation: rec,
        }),
      );
    },

    async findDesignPartners(idea) {
      // The round holds the founder's place and customers: partners are their buyers, nearest first.
      const { designPartners } = await partnerFinder.invoke(
        { idea: agentIdea(idea), founderLocation: null },
        configurable({ meantBuyer: await meantBuyer(idea) }),
      );
      const n = designPartners.length;
      return designPartners.map(
        (partner, i): DesignPartnerResult => ({
          name: partner.name,
          url: null,
          // The finder returns them best first; the score keeps that order in [0, 1].
          score: (n - i) / n,
          reasons: [partner.reasoning],
          partner,
        }),
      );
    },

    async writeStrategy({ idea, investors, partners }) {
      // Runs recorded before the matcher saved firm type and lead with each recommendation look them up.
      const known = await Promise.all(
        investors.map((i) => (i.recommendation ? null : deps.investors.get(i.investorId))),
      );
      const { strategy } = await strategyWriter.invoke(
        {
          idea: {
            ...agentIdea(idea),
            stage: idea.stage ?? DEFAULT_STAGE,
            targetCheckSize: idea.targetCheckSize,
          },
          investors: investors.map((inv, i) => ({
            name: inv.name,
            firm_type: inv.recommendation?.firmType ?? known[i]?.firm_type ?? null,
            leadsRounds: inv.recommendation?.leadsRounds ?? known[i]?.leads_rounds ?? null,
          })),
          designPartners: partners.map((p) => p.name),
        },
        configurable({ meantBuyer: await meantBuyer(idea) }),
      );
      if (!strategy) throw new Error('The strategy writer returned no strategy');
      const { phase1_mvp, phase2_validation, phase3_fundraising } = strategy;
      return {
        summary: phase1_mvp.description,
        steps: [
          `Build the MVP: ${phase1_mvp.timeline}`,
          `Validate with design partners: ${phase2_validation.designPartnerGoals[0] ?? 'sign the first partners'}`,
          `Raise ${phase3_fundraising.recommendedAmount}: ${phase3_fundraising.timeline}`,
        ],
        strategy,
      };
    },

    async draftIntros({ idea, investors }) {
      const founderName = await deps.store.founderName(idea.userId);
      // Each investor's current stated thesis (2026 directories), which the intros prefer to its 2013 deals.
      const theses = new Map(
        (await deps.store.findTheses(investors.map((i) => i.investorId))).map((t) => [t.id, t]),
      );
      const { intros } = await introDrafter.invoke(
        {
          idea: { ...agentIdea(idea), stage: idea.stage ?? DEFAULT_STAGE },
          founderName,
          investors: investors.map((inv) => {
            const thesis = theses.get(inv.investorId);
            return {
              name: inv.name,
              focus: inv.recommendation?.focus.split(', ').filter(Boolean) ?? [],
              recent_investments: inv.recommendation?.recentInvestments ?? [],
              statedFocus: thesis?.stated_focus ?? [],
              statedStages: thesis?.stated_stages ?? [],
              description: thesis?.description ?? null,
              descriptionSource: thesis?.description_source ?? null,
              firmType: inv.recommendation?.firmType ?? thesis?.firm_type ?? null,
              leadsRounds: inv.recommendation?.leadsRounds ?? thesis?.leads_rounds ?? null,
              contacts: inv.recommendation?.contacts ?? [],
            };
          }),
        },
        configurable(),
      );
      // The drafter writes one intro per investor, in the order given (the first `maxInvestors`).
      return intros.map(
        (intro, i): IntroDraft => ({
          recipient: investors[i]?.investorId ?? intro.investor,
          recipientName: intro.investor,
          kind: 'investor',
          subject: intro.subject,
          body: intro.body,
          citedCompany: intro.citedCompany,
          citedYear: intro.citedYear,
          addressee: intro.addressee,
          pitch: intro.pitch,
          why: intro.why,
          ask: intro.ask,
        }),
      );
    },

    async saveRecommendations(input) {
      const { idea } = input;
      await deps.store.saveAnalysis({
        idea: { id: idea.id, userId: idea.userId, title: idea.title },
        round: idea.round ?? null,
        recommendations: toRecommendations(input),
        found: { investors: input.investors.length, partners: input.partners.length },
        runId: currentActivity()?.runId ?? null,
      });
    },
  };
};

/** The idea as every agent reads it, with the round read from the founder's words and corrected by them. */
function agentIdea(idea: IdeaInput) {
  return {
    title: idea.title,
    description: idea.description,
    industry: idea.industry ?? '',
    stage: idea.stage ?? undefined,
    ...(idea.company ? { company: idea.company } : {}),
    ...(idea.round ? { round: idea.round } : {}),
  };
}
