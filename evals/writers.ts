import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { graph as partnerFinder } from '../agents/design-partner-finder/graph';
import { graph as introDrafter } from '../agents/intro-drafter/graph';
import type { IntroInvestor } from '../agents/intro-drafter/state';
import { checkIntro, companyLookupFrom } from '../agents/intro-drafter/tools';
import { industrySectors, type WriterIdea } from '../agents/shared/idea';
import { graph as strategyWriter } from '../agents/strategy-writer/graph';
import { strategyTexts, ungroundedNumbers } from '../agents/strategy-writer/tools';
import type { RevenueModel } from '../core/contracts/business';
import type { TInvestor } from '../core/contracts/investors';
import type { RoundStage, TRound } from '../core/contracts/round';
import type { InvestorRecord } from '../core/dataset/records';
import { readPlace } from '../core/geo/read-place';
import { roundStageOf } from '../core/matching/stages';
import { amountFromValue } from '../core/round/read-amount';
import { shippedWriterSources } from '../data/load-dataset';
import {
  buyerKindRight,
  countryStepsHeld,
  phase1FitsStage,
  qualityFaults,
  topicsFor,
} from './business-checks';
import type { JudgedItem } from './judge';
import { caseIdea } from './matcher';
import type { EvalCase } from './time-split';
import {
  askHoldsAmount,
  currentWords,
  maskedPhases,
  pitchCopies,
  sharesSector,
  type WriterRecord,
} from './writer-checks';

/** The writers read the shipped data, as the product's analyses do. */
const SOURCES = shippedWriterSources();

/** How many of the matched investors get an intro in the writers' check, as on the idea page. */
const INTROS = 5;

export interface WriterCheck {
  intros: number;
  /** Intros citing a company that is not among that investor's deals in the idea's market (or not naming it). */
  badIntros: { case: string; investor: string; problem: string }[];
  strategies: number;
  /** Strategies with a figure that neither the data nor the idea gives. */
  badStrategies: { case: string; figures: string[] }[];
  /** Strategies quoting a figure backed only by a stated rule of thumb (dilution bands): not data, shown apart. */
  ruleOfThumb: number;
  /** Per idea, what issue 18's checks read (`writer-checks.ts`). */
  records: WriterRecord[];
  /** Issue 34's failures, with what was read: for the results file. */
  business: {
    case: string;
    faults: string[];
    steps: { missing: string[]; borrowed: string[] } | null;
    buyer: { read: string | null; used: string } | null;
    phase1: string | null;
  }[];
}

/** What a scenario says the writers must get right (issue 34). */
export interface WriterTruth {
  stage: RoundStage;
  country: string | null;
  buyer?: readonly string[];
  model?: RevenueModel;
}

export const emptyWriterCheck = (): WriterCheck => ({
  intros: 0,
  badIntros: [],
  strategies: 0,
  badStrategies: [],
  ruleOfThumb: 0,
  records: [],
  business: [],
});

// What counts as the data or the idea: the round data, today's market, the idea, the investors and partners drawn
// from the data, and the names of standards ("ISO 13485").
const GROUNDED = new Set([
  'rounds-data',
  'market-data',
  'idea',
  'matched-investors',
  'design-partners',
  'standard',
]);

/** A time-split case as an idea: the company's name, its sector, place, stage and amount, as its founder says them. */
function caseWriterIdea(c: EvalCase): WriterIdea & { round: TRound } {
  const { description, industry, stage, checkSize, location } = caseIdea(c);
  const place = readPlace(location ?? '');
  const round: TRound = {
    amount: checkSize ? amountFromValue(checkSize * 1000, 'USD') : null,
    stage: roundStageOf(stage),
    sectors: industrySectors(industry),
    business_model: null,
    customers: null,
    city: place.city,
    country: place.country,
    region: place.region,
    sources: {},
  };
  return { title: c.company || 'The company', description, industry, stage: stage ?? undefined, round };
}

/** An investor as the intro drafter reads it, from a profile (and the shipped record's own words, when given). */
export function introInvestor(m: TInvestor, record?: InvestorRecord): IntroInvestor {
  return {
    name: m.name,
    focus: m.focus_areas,
    recent_investments: m.recent_investments,
    statedFocus: m.stated_focus,
    statedStages: m.stated_stages,
    description: record?.description ?? null,
    descriptionSource: record?.description_source ?? null,
    firmType: m.firm_type,
    leadsRounds: m.leads_rounds,
    contacts: [],
  };
}

/**
 * The writers of an analysis, offline, on one idea and the investors the matcher ranked first, checked
 * mechanically: each intro's cited company must be one of that investor's deals in the idea's market (and named
 * with its year), every number in the strategy must be one its sources give, and issue 18's checks are recorded.
 */
export async function checkIdeaWriters(
  id: string,
  sector: string,
  idea: WriterIdea & { round: TRound },
  investors: readonly IntroInvestor[],
  into: WriterCheck,
  truth?: WriterTruth,
): Promise<void> {
  const [{ designPartners }, { strategy }, { intros }, data] = await Promise.all([
    partnerFinder.invoke({ idea }, { configurable: { sources: SOURCES } }),
    strategyWriter.invoke(
      {
        idea,
        investors: investors
          .slice(0, 10)
          .map((m) => ({ name: m.name, firm_type: m.firmType, leadsRounds: m.leadsRounds })),
      },
      { configurable: { sources: SOURCES } },
    ),
    introDrafter.invoke(
      { idea, founderName: 'A founder', investors: investors.slice(0, INTROS) },
      { configurable: { sources: SOURCES } },
    ),
    SOURCES.data(),
  ]);
  into.strategies += 1;
  if (strategy) {
    const texts = strategyTexts(strategy);
    const figures = ungroundedNumbers(
      texts,
      strategy.sources.filter((s) => GROUNDED.has(s.source)),
    );
    const unbacked = ungroundedNumbers(texts, strategy.sources);
    if (unbacked.length) into.badStrategies.push({ case: id, figures: unbacked });
    else if (figures.length) into.ruleOfThumb += 1;
  }
  // The founder's own company may be named in its own mail; other investors' companies may not.
  const candidates = investors
    .flatMap((i) => i.recent_investments.map((r) => r.company))
    .filter((c) => c.toLowerCase() !== idea.title.toLowerCase());
  const lookup = companyLookupFrom(data);
  for (const intro of intros) {
    into.intros += 1;
    const investor = investors.find((i) => i.name === intro.investor);
    const problem = investor
      ? checkIntro(intro, investor, candidates)
      : `an intro to ${intro.investor}, who was not among the matched investors`;
    if (problem) into.badIntros.push({ case: id, investor: intro.investor, problem });
  }
  const round = idea.round;
  const own = [idea.title, round.customers, round.city];
  // Phase 1 is judged against the stage the writers were told (the round's); a round with none is not judged.
  const stage = round.stage;
  const planText = strategy ? strategyTexts(strategy).join('\n') : '';
  const model = truth?.model ?? round.business?.model ?? null;
  // The country the writers were told: the round's, read from the founder's words (a scenario whose text names
  // none, sent with a bare city to the API, gives the strategy no country to follow).
  const country = round.country;
  const steps = strategy
    ? countryStepsHeld(
        planText,
        country,
        topicsFor(model, round.sectors, `${idea.title}. ${idea.description}`),
      )
    : null;
  const buyer = buyerKindRight(idea, round, truth?.buyer);
  const faults = qualityFaults([
    ...intros.flatMap((i) => [
      { where: `intro to ${i.investor} (subject)`, text: i.subject },
      { where: `intro to ${i.investor}`, text: i.body },
    ]),
    ...(strategy ? strategyTexts(strategy).map((text) => ({ where: 'strategy', text })) : []),
  ]);
  if (faults.length || steps?.ok === false || buyer.ok === false)
    into.business.push({
      case: id,
      faults,
      steps: steps && !steps.ok ? steps : null,
      buyer: buyer.ok === false ? buyer : null,
      phase1: strategy?.phase1_mvp.description ?? null,
    });
  const phases = strategy ? maskedPhases(strategy, own) : { phase1: '', phase2: '' };
  into.records.push({
    id,
    sector,
    partners: designPartners.map((p) => p.name),
    ...phases,
    intros: intros.map((i) => ({
      pitchOwn: !pitchCopies(i.pitch, idea.description),
      askHoldsAmount: askHoldsAmount(i.ask, round),
      citedSharesSector: i.citedCompany ? sharesSector(round.sectors, lookup(i.citedCompany)) : null,
      citedWithYear: i.citedCompany ? i.citedYear !== null && i.body.includes(String(i.citedYear)) : null,
    })),
    buyerKind: buyer.ok,
    phase1Stage: !stage ? null : strategy ? phase1FitsStage(strategy.phase1_mvp.description, stage) : false,
    countrySteps: country ? (steps?.ok ?? false) : null,
    faults,
    current: currentWords([
      ...(strategy ? strategyTexts(strategy) : []),
      ...intros.flatMap((i) => [i.subject, i.body]),
      ...designPartners.flatMap((p) => [p.reasoning, p.wedgeStrategy]),
    ]),
  });
}

/** The writers on a time-split case, with the matcher's top investors (profiles from before the cutoff). */
export function checkWriters(c: EvalCase, matched: readonly TInvestor[], into: WriterCheck): Promise<void> {
  return checkIdeaWriters(
    c.id,
    c.industry ?? 'unknown',
    caseWriterIdea(c),
    matched.map((m) => introInvestor(m)),
    into,
  );
}

/**
 * The writers as the product runs them with a model configured (the model writes the prose), on one case, as
 * the material the judge grades: the strategy and the intro to the first matched investor.
 */
export async function writeWithModel(
  c: EvalCase,
  matched: readonly TInvestor[],
  model: BaseChatModel,
): Promise<JudgedItem | null> {
  const idea = caseWriterIdea(c);
  const first = matched[0];
  if (!first) return null;
  const { strategy } = await strategyWriter.invoke(
    {
      idea,
      investors: matched
        .slice(0, 10)
        .map((m) => ({ name: m.name, firm_type: m.firm_type, leadsRounds: m.leads_rounds })),
    },
    { configurable: { model, sources: SOURCES } },
  );
  const { intros } = await introDrafter.invoke(
    { idea, founderName: 'A founder', investors: [introInvestor(first)] },
    { configurable: { model, sources: SOURCES } },
  );
  const intro = intros[0];
  if (!strategy || !intro) return null;
  return {
    idea: {
      title: idea.title,
      description: idea.description,
      industry: idea.industry,
      stage: idea.stage ?? 'seed',
    },
    strategy,
    intro,
    investorDeals: first.recent_investments,
  };
}
