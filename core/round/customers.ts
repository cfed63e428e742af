// Who buys the product, in the founder's own words: "for dental clinics", "helps e-commerce merchants",
// "sold to hospital labs", "restaurants use it to". A short noun phrase, or null.

const STOP =
  /\s+(?:to|that|who|which|whose|in|across|by|with|through|via|using|so|from|on|at|within|without|while|because|like|instead|where|when|is|are|and\s+(?:we|our|it|they)|but|who|than)\b|[,.;:!?()\n—–]|\s+-\s+/i;
// Words after "for" that do not name customers: durations, purposes, the raise itself.
const NOT_CUSTOMERS =
  /^(?:the\s+)?(?:first|free|years?|months?|weeks?|days?|hours?|minutes?|decades?|example|instance|now|good|ever|sale|hire|growth|scale|scaling|hiring|details?|more|less|equity|our|its|their|pre-?seed|seed|series|a\s+(?:round|raise))\b|^[\d$€£]/i;
/** The last word of a phrase that names buyers: plural nouns and a few collective ones. */
const BUYER_HEAD =
  /(?:s|people|staff|everyone|anyone|smbs?|smes?|msmes?|enterprises?|teams?|industry|sector|market|owners|children|women|men)$/i;

const PATTERNS: RegExp[] = [
  /\b(?:sold|sells?|selling)\s+(?:directly\s+)?to\s+(.+)/i,
  /\b(?:helps?|helping|enables?|enabling|lets|allows?|empowers?|equips?|gives)\s+(.+)/i,
  /\b(?:built|designed|made|tailored|purpose-built)\s+for\s+(.+)/i,
  /\b(?:serv(?:es|ing)|targets?|targeting|aimed\s+at|used\s+by|trusted\s+by|customers\s+are|clients\s+are)\s+(.+)/i,
  /\bfor\s+(.+)/i,
];
/** "Restaurants use it to", "clinics use our app to": the subject is the customer. */
const SUBJECT_USES =
  /(?:^|[.!?]\s+)((?:\p{L}[\p{L}-]*\s+){0,3}\p{L}[\p{L}-]*s)\s+(?:use|uses|can\s+use|rely\s+on)\s+(?:it|us|our|the|this)\b/iu;

function clean(raw: string, sentenceStart = false): string | null {
  const cut = raw.split(STOP)[0]!.trim();
  if (!cut || /^[$€£¥₹]/.test(cut)) return null;
  const bare = cut.replace(
    /^(?:(?:the|all|our|busy|modern|today's|any|every|many|thousands\s+of|millions\s+of|over|more\s+than|\d[\d,.]*[kKmM]?\+?)\s+)+/i,
    '',
  );
  if (NOT_CUSTOMERS.test(bare)) return null;
  const words = bare.split(/\s+/).slice(0, 6);
  // The shortest phrase that ends in a buyer noun ("e-commerce merchants", not "... reconcile payouts"),
  // extended over "and"/"or" to a second buyer noun ("battery makers and recyclers").
  let end = words.findIndex((_, i) => BUYER_HEAD.test(words.slice(0, i + 1).join(' ')));
  if (end < 0) return null;
  const joined = words.slice(end + 1, end + 4);
  // "SMEs and pays staff": a verb after "and" ends the phrase, it names no second buyer.
  const verb =
    /^(?:pays|gets|runs|lets|helps|offers|sells|gives|takes|keeps|makes|does|has|is|uses|needs|wants)$/i;
  if (/^(?:and|or|&)$/i.test(joined[0] ?? '') && !verb.test(joined[1] ?? '')) {
    const more = joined.slice(1).findIndex((_, i) => BUYER_HEAD.test(joined[i + 1]!));
    if (more >= 0) end += more + 2;
  }
  const phrase = words.slice(0, end + 1);
  // A sentence's capital is lowered ("Restaurants use it" → "restaurants"); capitals mid-sentence are names
  // and adjectives of places ("Shopify merchants", "European SMEs") and stay.
  if (sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(phrase[0]!)) phrase[0] = phrase[0]!.toLowerCase();
  return phrase.join(' ');
}

/** Who the customers are, read from the title and description; null when the text does not say. */
export function readCustomers(text: string): string | null {
  const subject = SUBJECT_USES.exec(text);
  if (subject) {
    const found = clean(subject[1]!, true);
    if (found) return found;
  }
  for (const re of PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, 'giu'))) {
      const found = clean(m[1]!);
      if (found) return found;
    }
  }
  return null;
}

const BUSINESS_BUYERS =
  /\b(?:business(?:es)?|compan(?:y|ies)|firms?|teams?|enterprises?|smbs?|smes?|msmes?|merchants?|retailers?|sellers?|brands?|clinics?|hospitals?|labs?|practices|pharmacies|restaurants?|hotels?|manufacturers?|makers|factories|recyclers?|distributors?|suppliers?|wholesalers?|agencies|schools|universities|insurers|banks|lenders|carriers|brokers|shippers|fleets?|operators?|developers|engineers|landlords|contractors|farmers|growers|cooperatives|kiranas?|shops?|stores?|startups|employers|recruiters|lawyers|law\s+firms|accountants|governments?|municipalities|utilities|providers|dentists|physicians|doctors|investors|funds|nonprofits|ngos)\b/i;

/** Whether the customers are organisations (B2B) rather than people. */
export function areBusinesses(customers: string | null): boolean {
  return !!customers && BUSINESS_BUYERS.test(customers);
}
