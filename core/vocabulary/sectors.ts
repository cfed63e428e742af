import { FOCUS_AREAS } from '../contracts/vocabulary.ts';

// Each source sector maps to tags: one of the spec's FOCUS_AREAS (if any fits) plus a finer lowercase tag.

/** FundraisingFox `sectors` values. Unknown values fail the build. */
export const FUNDRAISINGFOX_SECTORS: Readonly<Record<string, readonly string[]>> = {
  'Sector Agnostic': ['generalist'],
  SaaS: ['b2b-saas'],
  'Crypto & Web3': ['other', 'crypto'],
  'AI & Machine Learning': ['ai-ml'],
  Fintech: ['fintech'],
  Healthtech: ['healthcare', 'healthtech'],
  'Enterprise Software': ['b2b-saas', 'enterprise-software'],
  Consumer: ['other', 'consumer'],
  'Deep Tech': ['other', 'deep-tech'],
  Biotech: ['healthcare', 'biotech'],
  Energy: ['climate', 'energy'],
  'Data & Infrastructure': ['b2b-saas', 'data-infrastructure'],
  'Climate Tech': ['climate'],
  'Impact & Social Good': ['other', 'impact'],
  Cleantech: ['climate', 'cleantech'],
  'Medical Devices': ['healthcare', 'medical-devices'],
  'Advanced Manufacturing': ['other', 'manufacturing'],
  'Media & Entertainment': ['other', 'media'],
  'Digital Health': ['healthcare', 'digital-health'],
  Hardware: ['other', 'hardware'],
  AgTech: ['climate', 'agtech'],
  FoodTech: ['other', 'foodtech'],
  PropTech: ['other', 'proptech'],
  'New Materials': ['other', 'materials'],
  EdTech: ['education'],
  'Mobility & Transportation': ['other', 'mobility'],
  Cybersecurity: ['b2b-saas', 'cybersecurity'],
  Robotics: ['other', 'robotics'],
  'Retail Tech': ['ecommerce', 'retail'],
  'E-commerce': ['ecommerce'],
  'Logistics & Supply Chain': ['other', 'logistics'],
  Semiconductors: ['other', 'semiconductors'],
  'Cloud Computing': ['b2b-saas', 'cloud'],
  'Defense Tech': ['other', 'defense'],
  Gaming: ['other', 'gaming'],
  'Space Tech': ['other', 'space'],
  IoT: ['other', 'iot'],
  InsurTech: ['fintech', 'insurtech'],
  Marketplaces: ['ecommerce', 'marketplaces'],
  'Wellness & Fitness': ['healthcare', 'wellness'],
  'Construction Tech': ['other', 'construction'],
  'Circular Economy': ['climate', 'circular-economy'],
  'Developer Tools': ['b2b-saas', 'developer-tools'],
  'Future of Work': ['b2b-saas', 'future-of-work'],
  'Quantum Computing': ['other', 'quantum'],
  'Direct to Consumer': ['ecommerce', 'd2c'],
  'Marketing Tech': ['b2b-saas', 'marketing-tech'],
  Longevity: ['healthcare', 'longevity'],
  'B2B Marketplaces': ['ecommerce', 'marketplaces'],
  'Travel & Hospitality': ['other', 'travel'],
  'Sports Tech': ['other', 'sports'],
  'HR Tech': ['b2b-saas', 'hr-tech'],
  'Mental Health': ['healthcare', 'mental-health'],
  AdTech: ['other', 'advertising'],
  'Creator Economy': ['other', 'creator-economy'],
  GovTech: ['other', 'govtech'],
  LegalTech: ['b2b-saas', 'legaltech'],
  FemTech: ['healthcare', 'femtech'],
  Social: ['other', 'social'],
  'Sales Tech': ['b2b-saas', 'sales-tech'],
};

/** Crunchbase 2013 `category_code` values. Unknown codes fail the build. */
export const CRUNCHBASE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  software: ['b2b-saas', 'software'],
  biotech: ['healthcare', 'biotech'],
  web: ['other', 'consumer-internet'],
  mobile: ['other', 'mobile'],
  enterprise: ['b2b-saas', 'enterprise-software'],
  advertising: ['other', 'advertising'],
  ecommerce: ['ecommerce'],
  games_video: ['other', 'gaming'],
  cleantech: ['climate', 'cleantech'],
  hardware: ['other', 'hardware'],
  medical: ['healthcare', 'medical-devices'],
  analytics: ['b2b-saas', 'analytics'],
  health: ['healthcare', 'digital-health'],
  network_hosting: ['b2b-saas', 'cloud'],
  other: ['other'],
  finance: ['fintech'],
  education: ['education'],
  social: ['other', 'social'],
  security: ['b2b-saas', 'cybersecurity'],
  semiconductor: ['other', 'semiconductors'],
  public_relations: ['other', 'marketing'],
  manufacturing: ['other', 'manufacturing'],
  consulting: ['other', 'services'],
  search: ['other', 'search'],
  hospitality: ['other', 'travel'],
  messaging: ['other', 'communications'],
  news: ['other', 'media'],
  fashion: ['ecommerce', 'fashion'],
  music: ['other', 'music'],
  travel: ['other', 'travel'],
  photo_video: ['other', 'media'],
  real_estate: ['other', 'proptech'],
  nonprofit: ['other', 'impact'],
  sports: ['other', 'sports'],
  automotive: ['other', 'mobility'],
  transportation: ['other', 'mobility'],
  legal: ['b2b-saas', 'legaltech'],
  nanotech: ['other', 'deep-tech'],
  design: ['other', 'design'],
  local: ['ecommerce', 'local'],
  pets: ['other', 'consumer'],
  government: ['other', 'govtech'],
};

// VCMatchMaker's `Industry` is free text (sometimes a whole thesis), so it is matched by keywords.
const KEYWORDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/sector[- ]agnostic|generalist/i, ['generalist']],
  [/\bsaas\b|\bb2b\b|software|information technology|\bapi\b|productivity|automation/i, ['b2b-saas']],
  [/enterprise/i, ['b2b-saas', 'enterprise-software']],
  [/fin ?tech|financ|banking|payments?\b|wealth/i, ['fintech']],
  [/insur/i, ['fintech', 'insurtech']],
  [/crypto|blockchain|web ?3|defi\b/i, ['other', 'crypto']],
  [/health|medical|med ?tech|hospital|pharma|wellness/i, ['healthcare']],
  [/biotech|life sciences?/i, ['healthcare', 'biotech']],
  [/\bai\b|artificial intelligence|machine learning|\bml\b|deep learning|computer vision/i, ['ai-ml']],
  [/e-?commerce|retail|marketplace|\bdtc\b|\bd2c\b|direct[- ]to[- ]consumer/i, ['ecommerce']],
  [/climate|clean ?tech|sustainab|renewable|energy|carbon|agri|agtech|circular/i, ['climate']],
  [/\bed ?tech|education|e-?learning/i, ['education']],
  [/consumer/i, ['other', 'consumer']],
  [/media|entertainment|music|content/i, ['other', 'media']],
  [/gaming|games|esports/i, ['other', 'gaming']],
  [/deep ?tech|hard ?tech|hardware|robotic|semiconductor|quantum|space|industrial/i, ['other', 'deep-tech']],
  [/cyber ?security|security/i, ['b2b-saas', 'cybersecurity']],
  [/real estate|prop ?tech|construction/i, ['other', 'proptech']],
  [/mobility|transport|automotive|logistic|supply chain/i, ['other', 'mobility']],
  [/\biot\b|internet of things/i, ['other', 'iot']],
  [/food|beverage/i, ['other', 'foodtech']],
  [/marketing|advertising|ad ?tech/i, ['other', 'advertising']],
  [/\bhr\b|human resources|future of work|recruit/i, ['b2b-saas', 'hr-tech']],
  [/impact|social good|diversity/i, ['other', 'impact']],
  [/mobile|internet/i, ['other', 'mobile']],
  [/telecom/i, ['other', 'telecom']],
  [/travel|hospitality|tourism/i, ['other', 'travel']],
];

export function sectorsFromText(text: string): string[] {
  return KEYWORDS.flatMap(([pattern, tags]) => (pattern.test(text) ? tags : []));
}

export function lookupSector(
  table: Readonly<Record<string, readonly string[]>>,
  raw: string,
): readonly string[] {
  const tags = table[raw];
  if (!tags) throw new Error(`Unknown sector ${JSON.stringify(raw)}: add it to the sector tables`);
  return tags;
}

const FOCUS_ORDER = new Map<string, number>(FOCUS_AREAS.map((area, i) => [area, i]));

/** Tags without repeats: the spec's FOCUS_AREAS first (in vocabulary order), then finer tags alphabetically. */
export function orderFocusAreas(tags: Iterable<string>): string[] {
  return [...new Set(tags)].sort((a, b) => {
    const fa = FOCUS_ORDER.get(a) ?? FOCUS_AREAS.length;
    const fb = FOCUS_ORDER.get(b) ?? FOCUS_AREAS.length;
    return fa - fb || (a < b ? -1 : a > b ? 1 : 0);
  });
}
