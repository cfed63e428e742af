import type { RoundStage, TRound } from '../../core/contracts/round';
import { sectorLabel } from '../../core/matching/sector-match';
import { raiseWords } from '../shared/format';
import { repeatedSentence } from '../shared/grounding';
import { MODEL_LABELS, sectorsFor, stageWords } from '../shared/idea';
import { askOf, pitchOf, purposeOf, tractionOf } from './pitch';
import type { Citation, Idea, Intro, IntroInvestor } from './state';
import { addresseeOf, bodyOf, greetingOf, marketSectors, whyOf } from './tools';

const MAX_SUBJECT = 80;

/** "Flowdesk, for independent dental clinics: raising a £500K pre-seed". */
function subjectOf(title: string, round: TRound, stage: RoundStage): string {
  const raise = round.amount
    ? `raising a ${raiseWords(round.amount).written} ${stageWords(stage)}`
    : `raising our ${stageWords(stage)} round`;
  // Who pays, as the business reading (or the founder) says it; a read of "for …" that names no buyer is left out.
  const business = round.business;
  const payer = business ? (business.sources.payer ? business.payer : null) : round.customers;
  const full = payer ? `${title}, for ${payer}: ${raise}` : `${title}: ${raise}`;
  return full.length <= MAX_SUBJECT ? full : `${title}: ${raise}`;
}

/**
 * The intro's opening (issue 34): what the product does, in one plain sentence from the founder's words (the
 * business reading's), then one line of traction or why-now when they gave one. Never one of their sentences
 * repeated back whole: a sentence that would be is cut to its first clause, or the older pitch is used.
 */
export function pitchFor(idea: Idea, round: TRound): string {
  const product = productLine(idea.description, round.business?.product ?? null);
  if (!product) return olderPitch(idea, round);
  const traction = tractionLine(idea.description, round.business?.traction ?? null, product);
  return [product, traction].filter(Boolean).join(' ');
}

function productLine(description: string, product: string | null): string | null {
  if (!product) return null;
  if (!repeatedSentence(product, description)) return product;
  // Cut at a clause's end: a comma, colon or "that" after five words, or "and" after eight ("… for Nigerian SMEs
  // and pays staff …"), never inside a list of what the product does.
  const cut =
    /^((?:\S+\s+){5,}?\S+?)(?:,\s|:\s|;\s|\s(?:that|which|com|con|avec|mit)\s)/.exec(product) ??
    /^((?:\S+\s+){8,}?\S+?)\s(?:and|while)\s/.exec(product);
  const shorter = cut ? `${cut[1]!.replace(/[,;:]$/, '')}.` : null;
  return shorter && !repeatedSentence(shorter, description) ? shorter : null;
}

function tractionLine(description: string, said: string | null, product: string): string | null {
  const { traction, insight } = tractionOf(description);
  const fresh = traction.filter((t) => !product.includes(t));
  if (fresh.length) return `So far: ${fresh.join(' and ')}.`;
  if (insight && !product.includes(insight)) return `${insight.charAt(0).toUpperCase()}${insight.slice(1)}.`;
  if (said && !repeatedSentence(said, description) && !product.includes(said.replace(/\.$/, ''))) return said;
  return null;
}

function olderPitch(idea: Idea, round: TRound): string {
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
