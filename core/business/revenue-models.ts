import type { RevenueModel } from '../contracts/business';
import type { BusinessModel } from '../contracts/round';

/**
 * Each revenue model's telling phrases, with a weight; the highest total wins. Checked in this order on ties, most
 * specific first: a robot "as a service" is robots-as-a-service before it is hardware.
 */
const RULES: [RevenueModel, RegExp, number][] = [
  [
    'robots-as-a-service',
    /\b(?:robots?[\s-]as[\s-]a[\s-]service|raas|robots?\b[^.]{0,80}\b(?:per (?:pick|hour|month)|monthly fee|subscription|lease|as a service|rent(?:ed|al|s)?)\b|(?:rent|rents|renting|lease|leases|leasing)\s+(?:\w+\s+){0,3}robots?)/gi,
    6,
  ],
  [
    'therapeutics',
    /\b(?:therapeutics?|drug (?:discovery|candidates?)|gene therapy|cell therap(?:y|ies)|antibod(?:y|ies)|small[\s-]molecules?|preclinical|clinical[\s-]stage)\b/gi,
    3,
  ],
  [
    'medical-device',
    /\b(?:diagnostics?|diagnostic tests?|assays?|point[\s-]of[\s-]care|medical devices?|medtech|implants?|510\(k\)|wearable (?:ecg|sensors?|monitors?)|samd|software as a medical device|bedside \w+ monitors?)\b|510\(k\)/gi,
    3,
  ],
  [
    'lending',
    /\b(?:lending|loans?|lend|credit lines?|working capital|bnpl|buy now,? pay later|pay later|microfinance|underwrit\w+|disburs\w+|npls?|credit (?:to|for)|credit risk|invoice financ\w+|financ(?:e|es|ed|ing) (?:\w+ ){0,3}(?:invoices|supplies|orders|purchases|bills|stock|inventory)|\w+ financed|instal+ments?|instal+ment plans?|spread (?:\w+ ){0,3}over|earned[\s-]wage|salary advances?|on credit|lent|financ(?:e|es) \w+ for|advances? on|empréstimos?|crédito)\b/gi,
    2.5,
  ],
  [
    'insurance',
    /\b(?:insurtech|premiums?|policies|parametric|mga|underwrites? (?:risk|policies)|seguros?|insurance (?:to|for|products?|policies|cover)|(?:sell|sells|selling) (?:\w+ ){0,3}insurance)\b/gi,
    2.5,
  ],
  [
    'payments',
    /\b(?:payments?|remittances?|money transfers?|payouts?|wallets?|mobile money|card issuing|card terminals?|qr payments?|interchange|acquiring|pix|upi|pay (?:suppliers|vendors|invoices)|pay(?:s|ing)? (?:\S+ ){0,3}(?:wages|salaries)|wages? (?:digitally|into wallets)|get paid|wire transfers?|payables|receivables|collect (?:\w+ ){0,2}fees|collections|checkout|fx|cross[\s-]border)\b/gi,
    2,
  ],
  [
    'energy-installation',
    /\b(?:heat pumps?|retrofit\w*|solar (?:panels?|installations?|rooftops?)|rooftop solar|insulation|installs?|installation|ev chargers?|boilers?|pompes? à chaleur|isolation|r[ée]novation [ée]nerg[ée]tique)/gi,
    2.5,
  ],
  [
    'marketplace',
    /\b(?:marketplaces?|two[\s-]sided|take rate|we take \d+%|\d+% take|commission (?:on|per)|buyers and sellers|conecta|connects? \w+(?: \w+){0,3} (?:with|to)\b|matches \w+(?: \w+){0,3} with\b|list (?:\w+ ){0,3}on (?:our|the) app|ordering app|order(?:s|ing)? from (?:\d+\+? )?(?:distributors|suppliers|wholesalers)|from distributors|source (?:\w+ ){0,2}from)/gi,
    3,
  ],
  [
    'deep-tech',
    /\b(?:quantum|fusion|photonics|semiconductors?|novel materials|advanced materials|carbon capture|synthetic biology|launch vehicles?|satellites?|superconduct\w*|nuclear)\b/gi,
    2.5,
  ],
  [
    'hardware',
    /\b(?:hardware|devices?|robots?|robotics|drones?|sensors?|chips?|batter(?:y|ies)|3d[\s-]print\w*|wearables?|chargers?|e-?bikes?|cold rooms?|cold storage|refrigerat\w+|freezers?|fridges?|solar[\s-]powered|kiosks?|smart lockers?|vending machines?|mini[\s-]?grids?|solar home systems?|generators?|we (?:build|manufacture|make) (?:our own )?\w+)\b/gi,
    2,
  ],
  [
    'd2c-brand',
    /\b(?:d2c|dtc|direct[\s-]to[\s-]consumers?|our brand|consumer brand|we sell (?:\w+ )?(?:online|directly)|skincare|cosmetics|apparel|snacks?|beverages?|cpg|supplements)\b/gi,
    2.5,
  ],
  [
    'usage-api',
    /\b(?:apis?|sdks?|per (?:call|request|api call|query|shipment|document|check)|usage[\s-]based|pay[\s-]as[\s-]you[\s-]go|metered)\b/gi,
    1.5,
  ],
  [
    'services',
    /\b(?:agency|consultanc(?:y|ies)|consulting|done[\s-]for[\s-]you|outsourc\w+|staffing|managed services?|tech[\s-]enabled services?)\b/gi,
    2,
  ],
  [
    'saas',
    /\b(?:saas|b2b|software|platform|dashboard|plugin|integrations?|per seat|crm|erp|workflows?|automat(?:e|es|ion)|tool|copilot|assistant|subscription for (?:businesses|teams)|mrr|arr|system|app|digitis\w+|digitiz\w+|records|rostering|scheduling|booking|sistema|plataforma|gest[ãa]o|gesti[óo]n|logiciel|prontu[áa]rio|agendamento|agenda)/gi,
    1,
  ],
  [
    'consumer-subscription',
    /\b(?:subscribers?|membership|premium plan|monthly plan|per month|subscription)\b/gi,
    1,
  ],
  [
    'consumer-app',
    /\b(?:consumer app|social app|dating app|mobile app|mobile game|ios|android|app store|b2c|app)\b/gi,
    1.5,
  ],
];

/** How each revenue model is written in a sentence. */
export const REVENUE_MODEL_LABELS: Readonly<Record<RevenueModel, string>> = {
  saas: 'software sold by subscription (SaaS)',
  'usage-api': 'an API paid by use',
  marketplace: 'a marketplace taking a cut',
  payments: 'payments',
  lending: 'lending',
  insurance: 'insurance',
  hardware: 'hardware sold per unit',
  'robots-as-a-service': 'robots as a service (RaaS)',
  'energy-installation': 'energy installations',
  'consumer-app': 'a consumer app',
  'consumer-subscription': 'a consumer subscription',
  'd2c-brand': 'a direct-to-consumer brand',
  therapeutics: 'therapeutics',
  'medical-device': 'a regulated medical device or diagnostic',
  'deep-tech': 'deep tech',
  services: 'tech-enabled services',
};

/** The round's coarser business model, which the plan's playbook is chosen by. */
export const COARSE_MODEL: Readonly<Record<RevenueModel, BusinessModel>> = {
  saas: 'b2b-saas',
  'usage-api': 'b2b-saas',
  marketplace: 'marketplace',
  payments: 'fintech-transactions',
  lending: 'fintech-transactions',
  insurance: 'fintech-transactions',
  hardware: 'hardware',
  'robots-as-a-service': 'hardware',
  'energy-installation': 'hardware',
  'consumer-app': 'consumer-app',
  'consumer-subscription': 'consumer-subscription',
  'd2c-brand': 'ecommerce-d2c',
  therapeutics: 'biotech-therapeutics',
  'medical-device': 'medtech-diagnostics',
  'deep-tech': 'deep-tech',
  services: 'services',
};

/**
 * The revenue model the words say, or null; `forPeople` tips software to a consumer model (false: to organisations; null: unknown), and `toMoneyFirms`
 * (banks, insurers, lenders buy it) reads the money words as the customer's business, not the founder's.
 */
export function readRevenueModel(
  text: string,
  forPeople: boolean | null,
  toMoneyFirms = false,
): RevenueModel | null {
  const scores = new Map<RevenueModel, number>();
  for (const [model, re, weight] of RULES) {
    const n = [...text.matchAll(re)].length;
    if (n) scores.set(model, Math.min(n, 3) * weight);
  }
  if (toMoneyFirms) for (const m of ['insurance', 'lending', 'payments'] as const) scores.delete(m);
  if (forPeople) {
    scores.delete('saas');
    if (scores.has('consumer-subscription'))
      scores.set('consumer-subscription', scores.get('consumer-subscription')! + 2);
  } else if (forPeople === false) {
    scores.delete('consumer-app');
    scores.delete('consumer-subscription');
    // Software for organisations: a word of money in it (payouts reconciled) does not make it a money business;
    // sold by subscription to organisations, it is SaaS.
    if (/\bsubscription\b/i.test(text)) scores.set('saas', (scores.get('saas') ?? 0) + 1);
    if (scores.has('saas')) scores.set('saas', scores.get('saas')! + 1.5);
  }
  let best: RevenueModel | null = null;
  for (const [model] of RULES) {
    const s = scores.get(model) ?? 0;
    if (s > 0 && (!best || s > scores.get(best)!)) best = model;
  }
  return best;
}
