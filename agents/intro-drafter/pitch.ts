import type { RoundStage, TRound } from '../../core/contracts/round';
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
  /\b\d[\d,.]*\+?\s+(?:paying\s+|active\s+|pilot\s+)?(?:customers|clients|clinics|users|merchants|stores|shops|schools|hospitals|labs|installations|leases|fleets|teams|companies|farmers|sellers|buyers|subscribers|members|downloads|pilots|LOIs|letters of intent|units|restaurants|hotels|brands|developers|creators|patients|students|learners|drivers|landlords|tenants|practices|bookings|orders|transactions|deliveries|rides|trips|appointments|hosts|guests|suppliers|signups|sign-ups)\b(?:\s+(?:on|in)\s+(?:a\s+)?(?:free|paid)\s+pilots?)?/i,
  /\b(?:first|second)\s+(?:satellite|product|customer|unit|plant)\s+(?:launched|shipped|signed|live|installed)\b/i,
];
/** What the founder knows that others do not: a spin-out, a licence, a patent, a clearance. */
const INSIGHT =
  /\b(?:spun (?:out|off) of [^.,;]+|(?:[A-Z][\w-]* )?licensed\b(?! partner)[^.,;]*|patent(?:ed|s)? [^.,;]+|FDA[- ]cleared[^.,;]*|CE[- ]marked[^.,;]*)/;

/** The traction and the insight the founder wrote, as short phrases (at most two traction phrases). */
export function tractionOf(description: string): { traction: string[]; insight: string | null } {
  const traction: string[] = [];
  for (const re of TRACTION) {
    // A goal is not traction: "to reach 50 paying clinics" is what the round is for.
    const m = [...description.matchAll(new RegExp(re.source, `${re.flags}g`))].find(
      (x) =>
        !/\b(?:reach|to|hit|target|goal of)\s+$/i.test(description.slice(Math.max(0, x.index - 12), x.index)),
    );
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
const article = (next: string) => (/^[aeiou]/i.test(next) && !/^(?:uni|use|eu)/i.test(next) ? 'an' : 'a');

/** The product and who it is for, read from the description's first sentence. */
export function productOf(
  title: string,
  description: string,
): { what: string; forWhom: string | null; does: string | null; trailing: string | null } | null {
  let s = (sentencesOf(description)[0] ?? '')
    .split(/;\s/)[0]!
    .replace(/[.!?]$/, '')
    .trim();
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
  // "battery makers and recyclers, recovering cells for reuse": what follows the comma trails the product.
  let trailing: string | null = null;
  const comma = forWhom.indexOf(', ');
  if (comma > 0) {
    trailing = forWhom.slice(comma + 2).trim();
    forWhom = forWhom.slice(0, comma).trim();
  }
  if (!what || words(what) > 14 || !forWhom || words(forWhom) > 10) return null;
  return { what, forWhom, does, trailing };
}

/** A first word that reads as a verb after "it": "cuts", "matches", "lets" (not "analytics", "class"). */
const VERB_FIRST = /^(?:[a-z]+(?:[^s]s|ches|shes|xes|zes))\s/i;
const NOT_VERBS =
  /^(?:analytics|logistics|diagnostics|robotics|genomics|payments|ads|tools|apps|services|sensors|devices)\s/i;
/**
 * Nouns a single product is named by: "a CRISPR-based rapid sepsis diagnostic", "an app"; "procurement software"
 * and "online booking, reminders and no-show prediction" take no article.
 */
const COUNTABLE =
  /(?:diagnostic|test|device|platform|app|tool|marketplace|service|sensor|assistant|robot|drone|wearable|implant|network|engine|API|copilot|system|kit|scanner|monitor|battery|vehicle|satellite|therapy|treatment|vaccine|drug|chip|camera|exchange|wallet|card|bank|lender|insurer|agent|model|library|SDK|dashboard|portal|CRM|ERP|game|course|school|clinic|lab|studio|fund|brand|subscription)$/i;
function withArticle(what: string): string {
  if (/^(?:a|an|the|our|their)\s/i.test(what) || /,|\sand\s/.test(what) || !COUNTABLE.test(what)) return what;
  return `${article(what)} ${what}`;
}

/** "a marketplace connecting students with landlords" → "connects students with landlords". */
const CONNECTING =
  /^(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:marketplace|platform|app|network|service|exchange)\s+(connecting|matching|linking|helping|letting|pairing)\s+(.+)$/i;
const THIRD_PERSON: Record<string, string> = {
  connecting: 'connects',
  matching: 'matches',
  linking: 'links',
  helping: 'helps',
  letting: 'lets',
  pairing: 'pairs',
};

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
  const first = (sentencesOf(description)[0] ?? '')
    .split(/;\s/)[0]!
    .replace(/[.!?]$/, '')
    .trim();
  const connecting = CONNECTING.exec(first);
  if (connecting && words(connecting[2]!) <= 20)
    return `${title} ${THIRD_PERSON[connecting[1]!.toLowerCase()]} ${connecting[2]}${so}.`;
  if (product) {
    const done = product.does?.replace(/^it\s+/i, '') ?? null;
    // "cuts no-shows" reads after "it"; "supplier onboarding, purchase approvals…" is a list of what it holds.
    const does = done
      ? `: ${VERB_FIRST.test(done) && !NOT_VERBS.test(done) ? 'it ' : ''}${lowerFirst(done)}`
      : '';
    const trailing = product.trailing ? `, ${product.trailing}` : '';
    return `${title} gives ${product.forWhom} ${withArticle(product.what)}${trailing}${does}${so}.`;
  }
  // A description that starts with the title ("Flowdesk helps clinics cut no-shows") is kept, with who we are
  // set beside the name, so the line reads as an introduction rather than a copy.
  const kind = [fallback.city, fallback.modelLabel || fallback.sectorWords].filter(Boolean).join(' ');
  if (new RegExp(`^${escapeRegExp(title)}\\s+\\w`, 'i').test(first) && words(first) <= 30)
    return `${title}, ${article(kind || 'young')} ${kind || 'young'} company, ${first.slice(title.length).trim()}${so}.`;
  // "marketplaces marketplace": a sector that only repeats the business model is left out.
  const sector = fallback.modelLabel.startsWith(fallback.sectorWords.replace(/s$/, ''))
    ? ''
    : fallback.sectorWords;
  const what = [sector, fallback.modelLabel].filter(Boolean).join(' ') || 'young';
  const forWhom = round.customers ? ` for ${round.customers}` : '';
  const where = fallback.city ? ` based in ${fallback.city}` : '';
  // "a financial product that moves money" is not followed by "company".
  const noun = /(?:product|programme|brand|service|device|marketplace|app|subscription|money|software)$/.test(
    what,
  )
    ? ''
    : ' company';
  return `${title} is ${article(what)} ${what}${noun}${where}${forWhom}${so}.`;
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
