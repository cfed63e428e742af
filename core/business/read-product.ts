// The product in one sentence, in the founder's own words, and the traction or why-now they gave: read from the
// description's sentences, never invented.

/** The sentences of a text (at . ! ? followed by a space, and at line breaks). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Sentences that are about the team, the place, the raise or the numbers, not what the product does. */
const NOT_PRODUCT =
  /^(?:hi|hello|hey|hola|olá|bonjour)\b|^(?:🇧🇷|🇮🇳|🇳🇬)?\s*(?:we(?:'re| are)\s+(?:in|based|a team|two|three|from)|based in|founded)|\b(?:raising|raise|round|looking for (?:a |our )?(?:pre-?seed|seed|series|investment|funding))\b|^\d|^(?:today|so far|currently|to date|last (?:year|month))\b/i;
/** Verbs that say what a product does, in the third person or after "we". */
const DOES =
  /(?:^|\s)(?:é uma?|es una?|est une?|ist eine?)\s|\b(?:helps?|lets|gives|builds?|building|automates?|automatizamos|reads?|turns?|is an?|are an?|makes?|provides?|offers?|sells?|connects?|matches|runs?|tracks?|predicts?|detects?|reconciles?|finances?|lends?|pays?|installs?|rents?|leases?|picks?|tests?|measures?|calculates?|returns?|replaces?|monitors?|manages?|handles?|delivers?|drafts?|flags?|cuts?|sends?|collects?|insures?|schedules?|books?|designs?|develops?|produces?|recycles?)\b/i;

const conjugate = (verb: string) =>
  /(?:s|x|z|ch|sh)$/i.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/i.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;

/** The sentence said of the product by name: "We install heat pumps…" → "Calora installs heat pumps…". */
function byName(title: string, s: string): string {
  const name = title.split(/\s+[-–—:|]\s+|:\s/)[0]!.trim();
  if (new RegExp(`^${escapeRe(name)}\\b`, 'i').test(s)) return s;
  const building =
    /^(?:we(?:'re| are)?\s+)?(?:(?:\w+\s+){0,6}?)?(?:building|build|make|making|offer|offering|created?|developing|develop)\s+((?:an?|the)\s.+)$/i.exec(
      s,
    );
  if (building && /^we\b/i.test(s)) return `${name} is ${building[1]}`;
  const we = /^we\s+(?:also\s+)?([a-z]+)\s+(.+)$/i.exec(s);
  if (we && !/^(?:are|were|have|had|'re)$/i.test(we[1]!)) {
    // "We install roofs and sell the power" → "… installs roofs and sells the power".
    const rest = we[2]!.replace(
      /\b(and|then)\s+(sell|run|pay|take|keep|get|give|help|make|build|handle|manage|offer|charge|deliver|install|rent|lend|collect|send|match|connect|track|finance|train|ship|operate)\b/gi,
      (_m, and: string, verb: string) => `${and} ${conjugate(verb.toLowerCase())}`,
    );
    return `${name} ${conjugate(we[1]!.toLowerCase())} ${rest}`;
  }
  if (/^(?:an?|the)\s/i.test(s)) return `${name} is ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  if (/^(?:it|this)\s/i.test(s)) return `${name}${s.replace(/^(?:it|this)/i, '')}`;
  // A noun phrase ("Warehouse-picking robots sold as a service to 3PLs"): what the company offers.
  if (!DOES.test(s.split(/\s(?:for|to)\s/i)[0]!)) {
    const first = /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
    return `${name} offers ${withArticle(first)}`;
  }
  return s;
}

/** Nouns that take no "a": "offers working capital", "offers software for…". */
const UNCOUNTED =
  /^(?:capital|software|insurance|financing|finance|credit|storage|data|infrastructure|payroll|compliance|energy|power|cooling|heating|care|healthcare|advice|training|equipment|hardware|freight|inventory|lending|banking|tooling|security|intelligence|transport|delivery|water|food|feed|fertili[sz]er|money|cash|liquidity|funding|research|legal|support|coverage|access|tuition|childcare|telehealth|telemedicine|therapy|treatment|testing|monitoring|accounting|bookkeeping|invoicing|automation)$/i;

/**
 * A noun phrase as the object of "offers": "AI scribe for vet clinics" → "an AI scribe for vet clinics"; plurals
 * ("cold rooms"), things not counted ("working capital") and phrases with their own determiner keep as written.
 */
function withArticle(phrase: string): string {
  if (/^(?:an?|the|our|their|one|two|three|every|each|any|some|\d)\b/i.test(phrase)) return phrase;
  const head = phrase.split(
    /\s+(?:for|to|that|which|with|who|in|on|at|by|from|sold|paid|built|run|made)\b|[:,;(]/i,
  )[0]!;
  const noun = head.trim().split(/\s+/).pop() ?? '';
  if (!noun || /(?:s|ing)$/i.test(noun) || UNCOUNTED.test(noun.replace(/^.*-/, ''))) return phrase;
  // By the letter heard: "an AI scribe", "an app"; "a UK…", "a one…" are rare enough to leave to the founder.
  return `${/^[aeiouAEIOU]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** A sentence cut to its first clauses (at most ~30 words), parenthetical asides dropped, ending in a stop. */
function tidy(s: string): string {
  let out = s
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (wordCount(out) > 32) {
    const parts = out.split(/(?<=[,;:])\s+|\s+[—–]\s+/);
    let acc = '';
    for (const p of parts) {
      if (acc && wordCount(`${acc} ${p}`) > 30) break;
      acc = acc ? `${acc} ${p}` : p;
    }
    out = acc.replace(/[,;:]$/, '');
  }
  out = out.replace(/[,;:\s]+$/, '').replace(/[.!?]*$/, '');
  return `${out.charAt(0).toUpperCase()}${out.slice(1)}.`;
}

/** What the product does, in one sentence of the founder's words, said of the product by name; null if unsaid. */
export function readProduct(title: string, description: string): string | null {
  const all = sentences(description);
  const found =
    all.find(
      (s) => !NOT_PRODUCT.test(s) && (DOES.test(s) || /\s(?:for|to)\s/i.test(s)) && wordCount(s) >= 5,
    ) ?? all.find((s) => DOES.test(s) && !/\b(?:raising|round)\b/i.test(s) && wordCount(s) >= 5);
  if (found) return tidy(byName(title, found.replace(/^[^\p{L}\p{N}]+/u, '')));
  // A title that carries its own line: "Kudi Stall – working capital for open-market traders".
  const sub = /\s[-–—:|]\s+(.+)$/.exec(title);
  if (sub && wordCount(sub[1]!) >= 3) return tidy(`${title.slice(0, sub.index).trim()} offers ${sub[1]}`);
  return null;
}

const TRACTION =
  /\b\d[\d,.]*\s?(?:[kKmM]|bn|million|billion|crore|lakh)?\+?\s+(?:paying\s+|active\s+|pilot\s+)?(?:customers|clients|users|merchants|borrowers|traders|clinics|stores|shops|schools|hospitals|labs|companies|farmers|sellers|subscribers|members|downloads|pilots|LOIs|units|restaurants|hotels|brands|developers|teams|patients|students|drivers|landlords|practices|orders|transactions|installations|buildings|firms|sites|warehouses|robots|fleets)\b|\b(?:MRR|ARR|GMV|TPV|revenue|disbursed|MoM|YoY|waitlist|pilot(?:s|ing)? with|signed|LOI)\b/i;
const WHY_NOW =
  /\b(?:new (?:law|rules?|regulations?|mandate)|mandatory|deadline|from 20\d\d|by 20\d\d|will (?:require|ban|need)|now (?:requires?|allows?|mandates?)|ban on|phase[\s-]out)\b/i;

/** The founder's traction or why-now, as one of their sentences (tidied), or null. */
export function readTraction(description: string): string | null {
  const all = sentences(description);
  const pick = (re: RegExp) =>
    all.find(
      (s) => re.test(s) && !/\b(?:raising|we(?:'re| are) raising|looking for)\b/i.test(s.split(/[,;:]/)[0]!),
    );
  const found = pick(TRACTION) ?? pick(WHY_NOW);
  if (!found) return null;
  // From the number on: "14 months in: 9,200 active borrowers…" keeps what follows the lead-in.
  const cut = found.replace(/^[^:]{0,30}:\s+/, '');
  return tidy(cut);
}
