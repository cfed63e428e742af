import type { BuyerSize, TBusiness } from '../contracts/business';
import { findMentions } from '../geo/place-mentions';
import { type BuyerIndustry, industryByKey, industryIn, industryNamedIn } from './buyer-industries';
import { readProduct, readTraction } from './read-product';
import { readRevenueModel } from './revenue-models';

/** What the business reading reads: the founder's words, and what the round reader already found in them. */
export interface BusinessText {
  title: string;
  description: string;
  /** The customers phrase the round reader found ("dental clinics"), if any. */
  customers: string | null;
  /** The founder's country, first of the markets. */
  country: string | null;
}

const STOP =
  /[,.;:!?()\n—–]|\s+(?:to|that|who|which|in|across|with|through|via|so|and\s+(?:we|our|it|pays?|gets?|lets?|runs?|helps?|offers?|sells?|gives?|takes?|keeps?|connects?)|but|at|by)\s/i;
const phraseAfter = (text: string, re: RegExp): string | null => {
  const m = re.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  const cut = rest.split(STOP)[0]!.trim();
  const words = cut.split(/\s+/).slice(0, 7).join(' ');
  return words.length >= 3 ? words : null;
};

/** Who pays, when the founder says it outright: "sold as a service to 3PLs", "paid by employers". */
const PAYER = [
  /\b(?:sold|sell|sells|selling|offered|leased|rented)\s+(?:\w+\s+){0,4}?to\s+/i,
  /\b(?:paid for by|paid by|billed to|customers are|our customers are|clients are)\s+/i,
  /\b(?:for|helps?|serves?|serving)\s+(?=(?:\S+\s+){0,4}?(?:3pls?|warehous|forwarders?|employers|companies|firms|teams|businesses|smes|smbs|clinics|hospitals|labs|brokers|retailers|merchants|traders|owners|co-?owners|lawyers|law firms|banks|lenders|insurers|schools|farmers|restaurants|hotels|manufacturers|landlords|developers|engineers|fleets|carriers|shippers|pharmacies|municipalities|governments|utilities|installers)\b)/i,
];
/** Who uses it, when that is not the payer: "their employees", "pickers", "patients use the app". */
const USER = [
  /\b(?:used by|for (?:their|its)|so (?:that )?(?:their )?)\s+(?=(?:\w+\s+){0,2}?(?:employees|staff|workers|pickers|drivers|patients|students|pupils|tenants|residents|agents|nurses|technicians|operators|engineers|developers|lawyers|accountants|borrowers|traders|members)\b)/i,
];
const EMPLOYEE_BENEFIT =
  /\bbenefit\b[^.]{0,60}\b(?:companies|employers|businesses)\b|\bper employee\b|\bemployers (?:buy|offer|pay)\b|\b(?:employees?|staff|workforce|team members)\b[^.]{0,80}\b(?:benefits?|perks?|wellbeing|well-being|health cover)\b|\b(?:benefits?|perks?)\b[^.]{0,40}\b(?:employees?|staff)\b|\bemployee (?:\w+\s+)?(?:benefit|health|wellbeing)/i;
const PEOPLE_WORDS =
  /\b(?:employees|staff|workers|pickers|drivers|patients|students|pupils|tenants|residents)\b/i;

function sizeIn(text: string, industry: BuyerIndustry | null): BuyerSize | null {
  if (industry?.size === 'people') return 'people';
  if (/\bsmall (?:and|&) mid-?(?:size|sized)?|\bsm[be]s?\b|\bmsmes?\b|mid-market/i.test(text))
    return 'small-mid';
  if (
    /\b(?:enterprises?|large (?:companies|hospitals|retailers|banks)|fortune 500|multinationals?|tier[\s-]1)\b/i.test(
      text,
    )
  )
    return 'enterprise';
  if (/\bmid-?(?:size|sized)\b/i.test(text)) return 'mid-size';
  if (/\b(?:independent|small|local|family-owned|solo)\s+\w+/i.test(text)) return 'small';
  return industry?.size ?? null;
}

/** Countries named in the text (home first), the founder's country leading. */
function marketsIn(text: string, home: string | null): string[] {
  const found = new Set<string>(home ? [home] : []);
  for (const m of findMentions(text)) {
    if (m.needsCue) continue;
    const country = m.country ?? (m.cities.length === 1 ? m.cities[0]!.country : null);
    if (country) found.add(country);
  }
  return [...found].slice(0, 12);
}

/**
 * The business behind an idea, by rules over the founder's words: the product's sentence, who pays and who uses
 * it, the buyer's industry, size and signer, the revenue model, the markets and the traction. Pure and offline.
 */
export function readBusiness(input: BusinessText): TBusiness {
  const text = `${input.title}. ${input.description}`;
  const sources: TBusiness['sources'] = {};
  const found = PAYER.map((re) => phraseAfter(text, re)).map((p) =>
    p && !/^\w+ing\b/i.test(p) && industryIn(p) ? p : null,
  );
  const customers = input.customers && !/^\w+ing\b/i.test(input.customers) ? input.customers : null;
  // "Sold to 3PLs", "paid by employers" say the payer outright; else the round's customers phrase (the shortest
  // that ends in a buyer), else what follows "for".
  const said = found[0] ?? found[1] ?? (industryIn(customers) ? null : found[2]) ?? null;
  const payer = said ?? customers;
  let industry = industryIn(payer) ?? industryIn(said);
  // No payer phrase names a kind: the kind the description names first (the title can mislead: "Sunvolt Fleet").
  if (!industry) industry = industryNamedIn(input.description);
  let user = USER.map((re) => phraseAfter(text, re)).find(Boolean) ?? null;
  if (
    EMPLOYEE_BENEFIT.test(text) &&
    (!industry || ['small-businesses', 'enterprises', 'employers', 'clinics'].includes(industry.key))
  ) {
    industry = industryByKey.get('employers')!;
    user = user ?? PEOPLE_WORDS.exec(text)?.[0] ?? 'employees';
  }
  if (!industry && customers) industry = industryIn(customers);
  const forPeople = industry?.key === 'consumers';
  if (payer) sources.payer = 'text';
  if (user) sources.user = 'text';
  const payerWords = payer ?? industry?.label ?? null;
  // Nobody else named: the payer's own people use it.
  user = user ?? payerWords;
  const read = readRevenueModel(
    text,
    industry ? forPeople : null,
    industry?.key === 'financial-institutions',
  );
  // Sold to organisations and said in no model's words: software by subscription, the common case.
  const model = read ?? (industry && industry.key !== 'consumers' ? 'saas' : null);
  const product = readProduct(input.title, input.description);
  const traction = readTraction(input.description);
  const markets = marketsIn(text, input.country);
  for (const [k, v] of Object.entries({
    product,
    model,
    traction,
    industry,
    markets: markets.length || null,
  }))
    if (v) sources[k] = 'text';
  return {
    product,
    payer: payerWords,
    user,
    buyer: {
      industry: industry?.key ?? null,
      size: sizeIn(`${payer ?? ''} ${text}`, industry),
      signer: industry?.signer ?? null,
    },
    model,
    markets,
    traction,
    sources,
  };
}
