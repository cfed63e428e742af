import type { BusinessModel } from '../contracts/round';
import { areBusinesses } from './customers';

// Each model's telling phrases with a weight; the model with the highest total wins (ties: the order below,
// most specific first). Who the customers are then tips software toward B2B SaaS or a consumer model.
const RULES: [BusinessModel, RegExp, number][] = [
  [
    'biotech-therapeutics',
    /\b(?:therapeutics?|drug\s+(?:discovery|candidates?|development)|gene\s+(?:therapy|editing)|cell\s+therap(?:y|ies)|antibod(?:y|ies)|small[\s-]molecules?|biologics|mrna|preclinical|clinical[\s-]stage|phase\s+(?:i{1,3}|[123])\b|treatments?\s+for)\b/gi,
    3,
  ],
  [
    'medtech-diagnostics',
    /\b(?:diagnostics?|diagnostic\s+tests?|assays?|point[\s-]of[\s-]care|medical\s+devices?|medtech|implants?|fda\s+(?:clearance|approval)|510\(k\)|imaging\s+devices?|screening\s+tests?|biomarkers?|test\s+kits?|wearable\s+(?:ecg|sensors?|monitors?))\b/gi,
    3,
  ],
  [
    'marketplace',
    /\b(?:marketplaces?|two[\s-]sided|connect(?:s|ing)?\s+(?:\S+\s+){1,4}?(?:with|to)\b|match(?:es|ing)?\s+(?:\S+\s+){1,4}?(?:with|to)\b|take\s+rate|commission\s+on|buyers\s+and\s+sellers|hosts\s+and\s+guests|supply\s+and\s+demand)/gi,
    3,
  ],
  [
    'fintech-transactions',
    /\b(?:payments?|remittances?|money\s+transfers?|lending|loans?|bnpl|buy\s+now,?\s+pay\s+later|neobank|card\s+issuing|wallets?|mobile\s+money|interchange|credit\s+lines?|insurance|microfinance|trading|brokerage|payouts?|working\s+capital|cross[\s-]border|get(?:ting)?\s+paid)\b/gi,
    2,
  ],
  [
    'deep-tech',
    /\b(?:quantum|fusion|photonics|semiconductors?|novel\s+materials|advanced\s+materials|carbon\s+capture|synthetic\s+biology|launch\s+vehicles?|satellites?|superconduct\w*|nuclear)\b/gi,
    2.5,
  ],
  [
    'hardware',
    /\b(?:hardware|devices?|robots?|robotics|drones?|sensors?|chips?|batter(?:y|ies)|3d[\s-]print\w*|wearables?|machines?|vehicles?|chargers?|e-?bikes?|scooters?|we\s+(?:build|manufacture|make)\s+(?:our\s+own\s+)?\w+)\b/gi,
    2,
  ],
  [
    'ecommerce-d2c',
    /\b(?:d2c|dtc|direct[\s-]to[\s-]consumers?|our\s+brand|consumer\s+brand|we\s+sell\s+(?:\w+\s+)?(?:online|directly)|online\s+store|skincare|cosmetics|apparel|snacks?|beverages?|cpg|supplements)\b/gi,
    2.5,
  ],
  [
    'services',
    /\b(?:agency|consultanc(?:y|ies)|consulting|services\s+firm|done[\s-]for[\s-]you|outsourc\w+|staffing|managed\s+services?|tech[\s-]enabled\s+services?|bpo)\b/gi,
    2,
  ],
  [
    'b2b-saas',
    /\b(?:saas|b2b|software|platform|dashboard|api|plugin|plug-in|integration|per\s+seat|crm|erp|workflow|automat(?:e|es|ion)|tool|copilot|shopify\s+app|subscription\s+for\s+(?:businesses|teams))\b/gi,
    1,
  ],
  [
    'consumer-subscription',
    /\b(?:subscription|subscribers?|membership|premium\s+plan|monthly\s+plan|per\s+month)\b/gi,
    1,
  ],
  [
    'consumer-app',
    /\b(?:consumer\s+app|social\s+app|dating\s+app|mobile\s+app|mobile\s+game|ios|android|app\s+store|b2c|app)\b/gi,
    1.5,
  ],
];

const SOFTWARE = new Set<BusinessModel>(['b2b-saas', 'consumer-subscription', 'consumer-app']);

/**
 * How the business makes money, by rules: a CRISPR diagnostic is medtech-diagnostics, a Shopify bookkeeping tool
 * b2b-saas, a two-sided platform a marketplace. Null when no rule applies.
 */
export function readBusinessModel(text: string, customers: string | null): BusinessModel | null {
  const scores = new Map<BusinessModel, number>();
  for (const [model, re, weight] of RULES) {
    const n = [...text.matchAll(re)].length;
    if (n) scores.set(model, Math.min(n, 3) * weight);
  }
  // Software sold to organisations is B2B SaaS; sold to people, a consumer app or subscription.
  if (areBusinesses(customers)) {
    scores.set('b2b-saas', (scores.get('b2b-saas') ?? 0) + 1.5);
    scores.delete('consumer-app');
    scores.delete('consumer-subscription');
  } else if (customers) {
    if (scores.has('consumer-subscription'))
      scores.set('consumer-subscription', scores.get('consumer-subscription')! + 2);
    else scores.set('consumer-app', (scores.get('consumer-app') ?? 0) + 1);
  }
  let best: BusinessModel | null = null;
  for (const [model] of RULES) {
    const s = scores.get(model) ?? 0;
    if (s > 0 && (!best || s > scores.get(best)!)) best = model;
  }
  // A consumer reading with no software word at all is too thin ("for parents" alone says little).
  if (best && SOFTWARE.has(best) && best !== 'b2b-saas' && (scores.get(best) ?? 0) < 2) return null;
  return best;
}
