import type { RoundStage, TRound } from '../../core/contracts/round';
import { sectorLabel } from '../../core/matching/sector-match';
import { raiseWords } from '../shared/format';
import { MODEL_LABELS, sectorsFor, stageWords } from '../shared/idea';
import { askOf, pitchOf, purposeOf } from './pitch';
import type { Citation, Idea, Intro, IntroInvestor } from './state';
import { addresseeOf, bodyOf, greetingOf, marketSectors, whyOf } from './tools';

const MAX_SUBJECT = 80;

/** "Flowdesk, for independent dental clinics: raising a £500K pre-seed". */
function subjectOf(title: string, round: TRound, stage: RoundStage): string {
  const raise = round.amount
    ? `raising a ${raiseWords(round.amount).written} ${stageWords(stage)}`
    : `raising our ${stageWords(stage)} round`;
  const full = round.customers ? `${title}, for ${round.customers}: ${raise}` : `${title}: ${raise}`;
  return full.length <= MAX_SUBJECT ? full : `${title}: ${raise}`;
}

/** The parts of the pitch that do not depend on the investor. */
export function pitchFor(idea: Idea, round: TRound): string {
  const model = round.business_model ? MODEL_LABELS[round.business_model] : 'startup';
  const sector = marketSectors(sectorsFor(round.sectors, round.business_model))[0];
  return pitchOf(idea.title, idea.description, round, {
    modelLabel: model === 'startup' ? '' : model,
    sectorWords: sector ? sectorLabel(sector) : '',
    city: round.city,
  }).replace(/\s{2,}/g, ' ');
}

/** An intro written from the data and rules alone: offline, and when a model's draft is rejected. */
export function offlineIntro(
  idea: Idea,
  round: TRound,
  stage: RoundStage,
  founderName: string,
  investor: IntroInvestor,
  citation: Citation,
  today: Date,
): Intro {
  const addressee = addresseeOf(investor);
  const greeting = greetingOf(addressee);
  const pitch = pitchFor(idea, round);
  const market = marketSectors(sectorsFor(round.sectors, round.business_model))[0];
  const why = whyOf(
    { title: idea.title, stage, market: market ? sectorLabel(market) : null },
    citation,
    investor,
    today,
  );
  const ask = askOf(round, stage, investor.name, investor.leadsRounds, purposeOf(idea.description));
  const opener = `I'm ${founderName}, founder of ${idea.title}${round.city ? ` in ${round.city}` : ''}.`;
  return {
    investor: investor.name,
    subject: subjectOf(idea.title, round, stage),
    body: bodyOf({ greeting, opener, pitch, why, ask, founder: founderName }),
    citedCompany: citation.investment?.company ?? null,
    citedYear: citation.investment?.year ?? null,
    greeting,
    addressee,
    pitch,
    why,
    ask,
    draftedBy: 'offline',
  };
}
