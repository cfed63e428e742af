// Text handling shared by the search index, the query parser and the offline embedder, so that a word is
// read the same way when an investor is indexed and when a founder searches for it.

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their to was we were which who with invests invest investing investor investors fund funds firm capital ventures venture partners based'.split(
    ' ',
  ),
);

/** Lowercase words of two or more characters, accents removed, with a plural "s" folded away. */
export function tokenize(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+]+/);
  const out: string[] = [];
  for (const w of words) {
    if (w.length < 2 || STOPWORDS.has(w)) continue;
    out.push(w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

/**
 * Words that mean a focus area. A search for "payments" should find fintech investors, and an idea about
 * "clinics" should sit near healthcare investors in vector space.
 */
export const CONCEPTS: Record<string, string[]> = {
  fintech: [
    'fintech',
    'payment',
    'banking',
    'bank',
    'lending',
    'loan',
    'credit',
    'insurtech',
    'insurance',
    'wealth',
    'trading',
    'neobank',
    'financial',
    'finance',
    'accounting',
    'invoice',
    'invoicing',
  ],
  healthcare: [
    'healthcare',
    'health',
    'healthtech',
    'medical',
    'medicine',
    'clinic',
    'clinical',
    'patient',
    'hospital',
    'doctor',
    'pharma',
    'biotech',
    'therapeutic',
    'diagnostic',
    'wellness',
    'care',
  ],
  'ai-ml': [
    'ai',
    'ml',
    'artificial',
    'intelligence',
    'machine',
    'learning',
    'llm',
    'genai',
    'generative',
    'nlp',
    'vision',
    'model',
    'agent',
    'copilot',
    'automation',
  ],
  'b2b-saas': [
    'saas',
    'b2b',
    'enterprise',
    'software',
    'workflow',
    'platform',
    'cloud',
    'api',
    'devtool',
    'developer',
    'productivity',
    'crm',
    'analytics',
  ],
  ecommerce: [
    'ecommerce',
    'commerce',
    'retail',
    'shop',
    'shopping',
    'marketplace',
    'd2c',
    'dtc',
    'consumer',
    'brand',
    'store',
  ],
  climate: [
    'climate',
    'cleantech',
    'energy',
    'solar',
    'battery',
    'carbon',
    'sustainability',
    'sustainable',
    'renewable',
    'ev',
    'emission',
    'decarbonization',
    'greentech',
  ],
  education: [
    'education',
    'edtech',
    'learning',
    'school',
    'student',
    'teacher',
    'course',
    'university',
    'training',
    'tutoring',
  ],
  crypto: ['crypto', 'blockchain', 'web3', 'defi', 'token', 'nft', 'bitcoin', 'ethereum'],
  logistics: [
    'logistic',
    'freight',
    'shipping',
    'supply',
    'chain',
    'trucking',
    'delivery',
    'warehouse',
    'fleet',
  ],
  proptech: ['proptech', 'real', 'estate', 'property', 'housing', 'rent', 'mortgage', 'construction'],
  cybersecurity: ['cybersecurity', 'security', 'identity', 'fraud', 'privacy', 'threat'],
  mobility: ['mobility', 'transport', 'transportation', 'automotive', 'car', 'vehicle', 'ride'],
  media: ['media', 'content', 'entertainment', 'music', 'video', 'gaming', 'game', 'creator', 'social'],
  foodtech: ['food', 'foodtech', 'restaurant', 'agtech', 'agriculture', 'farm', 'grocery'],
  hardware: [
    'hardware',
    'robotics',
    'robot',
    'iot',
    'device',
    'semiconductor',
    'chip',
    'drone',
    'manufacturing',
  ],
};

const CONCEPT_OF = new Map<string, string[]>();
for (const [concept, words] of Object.entries(CONCEPTS)) {
  for (const w of words) CONCEPT_OF.set(w, [...(CONCEPT_OF.get(w) ?? []), concept]);
}

/** The focus concepts a list of tokens speaks of, e.g. ['freight', 'broker'] → ['logistics']. */
export function conceptsOf(tokens: readonly string[]): string[] {
  const found = new Set<string>();
  for (const t of tokens) for (const c of CONCEPT_OF.get(t) ?? []) found.add(c);
  return [...found];
}
