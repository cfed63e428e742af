import type { RoundStage, TRound } from '../../src/contracts/round';
import { raiseWords } from '../shared/format';
import { sentencesOf } from '../shared/grounding';
import { stageWords } from '../shared/idea';

/**
 * The intro's pitch and ask, written from the idea: what it does, for whom, the traction or insight the founder
 * gave, and the round. Reordered from the founder's words, never one of their sentences repeated back.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Numbers of things that show traction: "12 clinics on a free pilot", "$40K MRR", "18,000 users". */
const TRACTION = [
  /(?:[$€£₹]|R\s?)?\d[\d,.]*\s?[KkMm]?\+?\s+(?:MRR|ARR|in (?:annual |monthly )?revenue|of revenue|revenue|GMV)\b/,
  /\b\d[\d,.]*\+?\s+(?:paying\s+|active\s+|pilot\s+)?(?:customers|clients|clinics|users|merchants|stores|shops|schools|hospitals|labs|installations|leases|fleets|teams|companies|farmers|sellers|subscribers|members|downloads|pilots|LOIs|letters of intent|units|restaurants|hotels|brands|developers|creators|patients|students|learners|drivers|landlords|tenants|practices)\b(?:\s+(?:on|in)\s+(?:a\s+)?(?:free|paid)\s+pilots?)?/i,
  /\b(?:first|second)\s+(?:satellite|product|customer|unit|plant)\s+(?:launched|shipped|signed|live|installed)\b/i,
];
/** What the founder knows that others do not: a spin-out, a licence, a patent, a clearance. */
const INSIGHT =
  /\b(?:spun (?:out|off) of [^.,;]+|(?:[A-Z][\w-]* )?licensed\b(?! partner)[^.,;]*|patent(?:ed|s)? [^.,;]+|FDA[- ]cleared[^.,;]*|CE[- ]marked[^.,;]*)/;

/** The traction and the insight the founder wrote, as short phrases (at most two traction phrases). */
export function tractionOf(description: string): { traction: string[]; insight: string | null } {
  const traction: string[] = [];
  for (const re of TRACTION) {
    const m = re.exec(description);
    if (m && !traction.some((f) => f.includes(m[0]))) traction.push(m[0].trim());
  }
  return { traction: traction.slice(0, 2), insight: INSIGHT.exec(description)?.[0].trim() ?? null };
}

/** "; so far, 12 clinics on a free pilot", "; we spun out of a university lab". */
function tractionClause(description: string): string {
  const { traction, insight } = tractionOf(description);
  const parts = [
    traction.length ? `so far, ${traction.join(' and ')}` : null,
    insight ? (/^(?:spun|licensed|patented)/i.test(insight) ? `we ${insight}` : insight) : null,
  ].filter(Boolean);
  return parts.length ? `; ${parts.join('; ')}` : '';
}

/** "to reach 50 paying clinics", from "raising a £500K pre-seed to reach 50 paying clinics". */
export function purposeOf(description: string): string | null {
  const m =
    /\braising\b[^.;]*?\s(to (?:fund|reach|build|hire|launch|expand|grow|get|finish|complete|scale|take|open|win|run|prove|bring)\b[^.;]*)/i.exec(
      description,
    );
  return m ? m[1]!.trim().replace(/[,\s]+$/, '') : null;
}

/** "Online booking" → "online booking", "A CRISPR-based test" → "a CRISPR-based test"; "CRISPR" stays. */
const lowerFirst = (s: string) =>
  /^(?:A|An|The)\s/.test(s) || /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The product and who it is for, read from the description's first sentence. */
export function productOf(
  title: string,
  description: string,
): { what: string; forWhom: string | null; does: string | null } | null {
  let s = (sentencesOf(description)[0] ?? '').replace(/[.!?]$/, '').trim();
  s = s.replace(new RegExp(`^${escapeRegExp(title)}\\s+(?:is|are)\\s+`, 'i'), '');
  s = s.replace(
    /^(?:we(?:'re| are)?\s+(?:building|build|make|making|offer|offering|run|running|created?)\s+)/i,
    '',
  );
  if (new RegExp(`^${escapeRegExp(title)}\\b`, 'i').test(s)) return null;
  const [head, tail] = s.split(/:\s+/, 2) as [string, string | undefined];
  const forAt = head.search(/\s(?:for|to)\s/i);
  if (forAt < 0) return null;
  const what = lowerFirst(head.slice(0, forAt).trim());
  let forWhom = head
    .slice(forAt)
    .replace(/^\s(?:for|to)\s/i, '')
    .trim();
  let does: string | null = tail?.trim() ?? null;
  const clause = /\s(?:that|which|who)\s(.+)$/i.exec(forWhom);
  if (clause) {
    does = does ?? clause[1]!.trim();
    forWhom = forWhom.slice(0, clause.index).trim();
  }
  if (!what || words(what) > 14 || !forWhom || words(forWhom) > 10) return null;
  return { what, forWhom, does };
}

/**
 * One line: "Flowdesk gives independent dental clinics in the UK online booking, reminders and no-show prediction;
 * so far, 12 clinics on a free pilot." Falls back to what the round says when the description cannot be read.
 */
export function pitchOf(
  title: string,
  description: string,
  round: TRound,
  fallback: { modelLabel: string; sectorWords: string; city: string | null },
): string {
  const product = productOf(title, description);
  const so = tractionClause(description);
  if (product) {
    const does = product.does ? `: it ${lowerFirst(product.does.replace(/^it\s+/i, ''))}` : '';
    return `${title} gives ${product.forWhom} ${product.what}${does}${so}.`;
  }
  // A description that starts with the title ("Flowdesk helps clinics cut no-shows") is kept, with who we are
  // set beside the name, so the line reads as an introduction rather than a copy.
  const first = (sentencesOf(description)[0] ?? '').replace(/[.!?]$/, '').trim();
  const place = fallback.city ? `${fallback.city} ` : '';
  if (new RegExp(`^${escapeRegExp(title)}\\s+\\w`, 'i').test(first) && words(first) <= 30)
    return `${title}, a ${place}${fallback.modelLabel} company, ${first.slice(title.length).trim()}${so}.`;
  const forWhom = round.customers ? ` for ${round.customers}` : '';
  return `${title} is a ${place}${fallback.sectorWords} ${fallback.modelLabel} company${forWhom}${so}.`;
}

/** How to ask for a part of the round: to lead it when the investor leads, to join it otherwise. */
function role(leadsRounds: boolean | null, stage: RoundStage): string {
  if (leadsRounds === true) return 'leading it';
  if (leadsRounds === false) return 'joining it';
  return ['pre-seed', 'seed'].includes(stage) ? 'taking part' : 'leading or joining it';
}

/** "We are raising a £500K pre-seed round (about $665K) to reach 50 paying clinics. Would X consider leading it? …" */
export function askOf(
  round: TRound,
  stage: RoundStage,
  investor: string,
  leadsRounds: boolean | null,
  purpose: string | null,
): string {
  const s = stageWords(stage);
  const why = purpose ? ` ${purpose}` : '';
  const money = round.amount ? raiseWords(round.amount) : null;
  const raise = money
    ? `We are raising a ${money.written} ${s} round${money.usd ? ` (about ${money.usd})` : ''}${why}.`
    : `We are raising our ${s} round${why}.`;
  return `${raise} Would ${investor} consider ${role(leadsRounds, stage)}? I would be glad to send the deck, or take twenty minutes to walk you through it.`;
}
