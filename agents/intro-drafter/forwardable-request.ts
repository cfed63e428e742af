import type { TRound } from '../../core/contracts/round';
import type { TWarmPath } from '../../core/contracts/warm-paths';
import { raiseWords } from '../shared/format';
import { roundOf, stageOf, stageWords } from '../shared/idea';
import { pitchFor } from './draft';
import { askOf, purposeOf } from './pitch';

/**
 * A warm introduction instead of a cold e-mail (issue 33): a short, forwardable request to the contact who can make
 * it, double opt-in. The contact asks the investor first; only if the investor says yes does the note go on. The
 * note is three lines the contact can forward as is: what the company does, the raise, why this investor. Written
 * from the data and rules alone (the analysis's own intro supplies the pitch and the why when it wrote one).
 */
export interface ForwardableInput {
  founderName: string;
  idea: { title: string; description: string; industry?: string; round?: TRound | null };
  investor: { name: string; leadsRounds: boolean | null };
  /** The parts of the analysis's cold intro to this investor, when it wrote one. */
  intro: { pitch?: string; why?: string; ask?: string } | null;
  /** Why this investor when no intro was written: the match's reasoning. */
  reasoning: string | null;
  path: Pick<TWarmPath, 'kind' | 'contact' | 'via'>;
}

export interface ForwardableRequest {
  kind: 'forwardable';
  subject: string;
  body: string;
  /** The three lines to forward: what, the raise, why this investor. */
  blurb: string[];
}

/** A founder or executive of a company: the people who dealt with its investors. */
const LEADS_COMPANY =
  /\b(?:founder|co-founder|ceo|cto|coo|cfo|owner|chief|vp|vice president|head|director|president|general manager)\b/i;

/** The sentence that says how the contact knows the investor, so the ask is plainly reasonable. */
function howTheyKnow(input: ForwardableInput): string {
  const { path, investor } = input;
  const { company, round, year, deals } = path.via;
  if (path.kind === 'works_there')
    return `As you are at ${investor.name}, you will know whether we are a fit, and who there covers it.`;
  if (path.kind === 'portfolio') {
    const backed = year
      ? `${investor.name} backed ${company}${round ? ` (${year})` : ` in ${year}`}`
      : `${company} is in ${investor.name}'s portfolio`;
    // Only a founder or an executive dealt with the investor; anyone else at the company may know who did.
    return LEADS_COMPANY.test(path.contact.position ?? '')
      ? `${backed}, so you know them as an investor first-hand.`
      : `${backed}: you may know who there worked with them, or be able to ask.`;
  }
  const rounds = deals ? `${deals} round${deals === 1 ? '' : 's'}` : 'rounds';
  return `${company ?? 'You'} invested alongside ${investor.name} in ${rounds}${year ? ` (the last in ${year})` : ''}, so they know you.`;
}

/** The ask of the connector, by the path: a look (they are at the firm) or a double opt-in introduction. */
function askOfConnector(input: ForwardableInput): string {
  if (input.path.kind === 'works_there')
    return `Would you take a look, or pass the note below to the partner who would? If it is not a fit, a quick no helps just as much.`;
  return `Would you ask them whether they would like an introduction? Only if they say yes, forward the note below and I will take it from there; if they would rather not, no harm done.`;
}

export function forwardableRequest(input: ForwardableInput): ForwardableRequest {
  const round = roundOf({
    title: input.idea.title,
    description: input.idea.description,
    industry: input.idea.industry ?? '',
    round: input.idea.round,
  });
  const stage = stageOf(round);
  const raise = round.amount ? raiseWords(round.amount).written : null;
  const pitch = input.intro?.pitch || pitchFor({ ...input.idea, industry: input.idea.industry ?? '' }, round);
  const ask =
    input.intro?.ask?.split(/(?<=[.?])\s/)[0] ||
    askOf(
      round,
      stage,
      input.investor.name,
      input.investor.leadsRounds,
      purposeOf(input.idea.description),
    ).split(/(?<=[.?])\s/)[0]!;
  const why =
    input.intro?.why ||
    (input.reasoning ? `Why ${input.investor.name}: ${input.reasoning.split(/(?<=\.)\s/)[0]}` : null);
  const blurb = [pitch, ask, ...(why ? [why] : [])];
  const first = input.path.contact.first_name || input.path.contact.name.split(' ')[0];
  const raising = raise ? `a ${raise} ${stageWords(stage)} round` : `our ${stageWords(stage)} round`;
  const body = [
    `Hi ${first},`,
    `I am raising ${raising} for ${input.idea.title}, and ${input.investor.name} is one of the investors I would most like to talk to. ${howTheyKnow(input)}`,
    askOfConnector(input),
    `Thank you,\n${input.founderName}`,
    `---\nFor ${input.investor.name}:\n\n${blurb.join('\n')}`,
  ].join('\n\n');
  return {
    kind: 'forwardable',
    subject:
      input.path.kind === 'works_there'
        ? `${input.idea.title}: a look from ${input.investor.name}?`
        : `Would ${input.investor.name} like an intro to ${input.idea.title}?`,
    body,
    blurb,
  };
}
