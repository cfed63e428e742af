import type { AdvisoryArea, FocusArea } from '../../core/contracts/vocabulary';

/**
 * What an idea's words say it needs, in the vocabularies of advisors (advisory areas) and investors (focus
 * areas). Plain keyword rules: each is readable, testable and explains itself in a recommendation's reasons.
 */
const AREA_WORDS: Record<AdvisoryArea, readonly string[]> = {
  technical: [
    'ai',
    'ml',
    'machine learning',
    'platform',
    'software',
    'api',
    'infrastructure',
    'data',
    'engineering',
    'app',
    'hardware',
    'blockchain',
    'algorithm',
    'llm',
    'model',
    'cloud',
    'security',
    'robotics',
    'sensor',
  ],
  product: [
    'product',
    'users',
    'ux',
    'design',
    'app',
    'mobile',
    'experience',
    'marketplace',
    'workflow',
    'assistant',
    'dashboard',
  ],
  marketing: [
    'brand',
    'marketing',
    'consumer',
    'consumers',
    'content',
    'social',
    'community',
    'audience',
    'creators',
    'd2c',
    'dtc',
  ],
  sales: [
    'b2b',
    'enterprise',
    'sales',
    'customers',
    'saas',
    'brokers',
    'smb',
    'smbs',
    'businesses',
    'agencies',
    'procurement',
    'contracts',
  ],
  fundraising: [
    'raise',
    'raising',
    'round',
    'investors',
    'funding',
    'seed',
    'series',
    'capital',
    'fundraising',
  ],
  finance: [
    'fintech',
    'payments',
    'finance',
    'financial',
    'pricing',
    'revenue',
    'accounting',
    'billing',
    'lending',
    'banking',
    'insurance',
    'invoices',
  ],
  operations: [
    'logistics',
    'supply',
    'operations',
    'freight',
    'manufacturing',
    'delivery',
    'fleet',
    'warehouse',
    'shipping',
    'scheduling',
    'field',
  ],
  hr: ['hiring', 'team', 'talent', 'hr', 'recruiting', 'workforce', 'employees', 'payroll', 'staff'],
  legal: [
    'compliance',
    'regulation',
    'regulatory',
    'legal',
    'privacy',
    'healthcare',
    'insurance',
    'licensing',
    'gdpr',
    'hipaa',
    'fda',
  ],
  growth: [
    'growth',
    'scale',
    'acquisition',
    'retention',
    'viral',
    'marketplace',
    'expansion',
    'international',
    'subscribers',
  ],
};

const FOCUS_WORDS: Record<FocusArea, readonly string[]> = {
  'b2b-saas': ['saas', 'b2b', 'enterprise', 'software', 'workflow', 'smb', 'smbs', 'businesses'],
  fintech: [
    'fintech',
    'payments',
    'banking',
    'finance',
    'financial',
    'lending',
    'insurance',
    'accounting',
    'invoices',
    'crypto',
  ],
  healthcare: [
    'health',
    'healthcare',
    'medical',
    'clinic',
    'clinics',
    'biotech',
    'patients',
    'hospital',
    'therapy',
    'diagnostics',
  ],
  'ai-ml': [
    'ai',
    'ml',
    'machine learning',
    'llm',
    'model',
    'models',
    'computer vision',
    'nlp',
    'assistant',
    'copilot',
  ],
  ecommerce: [
    'ecommerce',
    'e-commerce',
    'shop',
    'shops',
    'retail',
    'marketplace',
    'commerce',
    'merchants',
    'd2c',
  ],
  climate: [
    'climate',
    'energy',
    'solar',
    'carbon',
    'emissions',
    'battery',
    'grid',
    'sustainability',
    'renewable',
  ],
  education: [
    'education',
    'learning',
    'students',
    'school',
    'schools',
    'edtech',
    'teachers',
    'courses',
    'tutoring',
  ],
  other: [],
};

/** Every word the rules above read as a sector or an advisory area: what a keyword list is made of. */
export const SECTOR_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(AREA_WORDS), ...Object.values(FOCUS_WORDS)].flat().flatMap((w) => w.split(' ')),
);

const patterns = (words: readonly string[]) =>
  words.length ? new RegExp(`\\b(${words.map((w) => w.replace(/[-+]/g, '\\$&')).join('|')})\\b`, 'i') : null;
const AREA_RE = Object.fromEntries(Object.entries(AREA_WORDS).map(([k, v]) => [k, patterns(v)]));
const FOCUS_RE = Object.fromEntries(Object.entries(FOCUS_WORDS).map(([k, v]) => [k, patterns(v)]));

/** The advisory areas among `areas` that the idea's text calls for. */
export function areasNeeded(text: string, areas: readonly string[]): string[] {
  return areas.filter((a) => AREA_RE[a]?.test(text));
}

/** The investor focus areas among `focus` that the idea's text (and industry) is about. */
export function focusMatched(text: string, focus: readonly string[]): string[] {
  return focus.filter((f) => FOCUS_RE[f]?.test(text));
}
