import type { BuyerSize } from '../contracts/business';

/**
 * The kinds of company (or people) that buy what founders build, as the business reading names them. The keys are
 * the design-partner finder's buyer kinds (agents/shared/buyer-kinds.ts), so a reading leads straight to the
 * companies of that kind. Ordered most specific first: "3PLs" are warehouses before they are logistics.
 */
export interface BuyerIndustry {
  key: string;
  /** Plural, plain words. */
  label: string;
  /** Words that name this buyer when the founder says who pays. */
  says: RegExp;
  size: BuyerSize;
  /** Who usually signs for a pilot. */
  signer: string;
}

export const BUYER_INDUSTRIES: readonly BuyerIndustry[] = [
  {
    key: 'warehouses',
    label: 'warehouse operators and third-party logistics (3PL) providers',
    says: /\b(?:3pls?|third[\s-]party logistics|warehous\w*|fulfil+ment (?:centres?|centers?|companies|providers?)|distribution (?:centres?|centers?)|intralogistics)\b/i,
    size: 'mid-size',
    signer: 'the head of warehouse operations',
  },
  {
    key: 'freight-forwarders',
    label: 'freight forwarders and customs brokers',
    says: /\b(?:freight forwarders?|forwarders?|customs brokers?|forwarding (?:companies|firms))\b/i,
    size: 'mid-size',
    signer: 'the managing director or the head of operations',
  },
  {
    key: 'dental',
    label: 'dental practices and dental groups',
    says: /\b(?:dental|dentists?|dentistry|orthodont\w*)\b/i,
    size: 'small',
    signer: 'the practice owner',
  },
  {
    key: 'veterinary',
    label: 'veterinary clinics',
    says: /\b(?:vets?|veterin\S*|animal hospitals?|pet clinics?)\b/i,
    size: 'small',
    signer: 'the clinic owner',
  },
  {
    key: 'pharmacies',
    label: 'pharmacies',
    says: /\b(?:pharmac(?:y|ies|ists?)|chemists?|drugstores?|farmácias?)\b/i,
    size: 'small',
    signer: 'the pharmacy owner or the chain’s operations lead',
  },
  {
    key: 'employers',
    label: 'employers buying benefits or tools for their staff',
    says: /\b(?:employers?|hr (?:teams?|leaders?|departments?)|people teams?|employee benefits?|benefits? (?:for|to) (?:their )?(?:staff|employees|workers))\b/i,
    size: 'small-mid',
    signer: 'the head of people (HR) or the CFO',
  },
  {
    key: 'hospital-labs',
    label: 'hospitals and their clinical laboratories',
    says: /\b(?:hospitals?|hospital labs?|clinical lab(?:s|oratory|oratories)?|health systems?|pathology|diagnostic labs?|emergency departments?|icus?|intensive care|primary health cent(?:re|er)s?)\b/i,
    size: 'enterprise',
    signer: 'the lab director or the hospital’s head of innovation',
  },
  {
    key: 'pharma',
    label: 'biotech and pharma companies',
    says: /\b(?:pharma\w*|biopharma\w*|drug ?makers?|cros|contract research)\b/i,
    size: 'enterprise',
    signer: 'the head of business development',
  },
  {
    key: 'clinics',
    label: 'clinics and physician practices',
    says: /\b(?:clinics?|clínicas?|physicians?|doctors?|gps|gp (?:practices|surgeries)|outpatient|care homes?|nursing homes?|care (?:operators|providers)|support providers|therapists?|medical practices)\b/i,
    size: 'small',
    signer: 'the practice owner or the clinic’s operations manager',
  },
  {
    key: 'engineering-teams',
    label: 'software teams',
    says: /\b(?:engineering teams?|engineers?|developers?|dev(?:ops)? teams?|software teams?|platform teams?|sres?|ml teams?|ai teams?|data scientists?|teams (?:building|shipping) (?:llm|ai)\b[\w\s-]*|llm (?:apps?|applications?)|programmers?)\b/i,
    size: 'small-mid',
    signer: 'the head of engineering or the CTO',
  },
  {
    key: 'law-firms',
    label: 'law firms and in-house legal teams',
    says: /\b(?:law firms?|lawyers?|attorneys?|legal (?:teams?|departments?|ops)|in-house (?:legal|counsel)|general counsel|paralegals?|escritórios de advocacia|advogados)\b/i,
    size: 'mid-size',
    signer: 'the general counsel or the managing partner',
  },
  {
    key: 'financial-institutions',
    label: 'banks, lenders, insurers and wealth managers',
    says: /\b(?:banks?|credit unions?|lenders?|insurers?|insurance (?:companies|carriers)|wealth (?:managers?|management)|asset managers?|financial institutions|microfinance (?:banks?|institutions)|mfis?|nbfcs?)\b/i,
    size: 'enterprise',
    signer: 'the head of the business line, with compliance',
  },
  {
    key: 'ecommerce-merchants',
    label: 'online merchants and brands',
    says: /\b(?:e-?commerce (?:merchants?|sellers?|brands?|stores?)|online (?:sellers?|stores?|shops?|merchants?|retailers?|brands?)|shopify (?:merchants?|stores?)|amazon sellers?|d2c brands?|dtc brands?)\b/i,
    size: 'small',
    signer: 'the founder or the head of operations',
  },
  {
    key: 'restaurants-hotels',
    label: 'restaurants and hotels',
    says: /\b(?:restaurants?|hotels?|hostels?|guest ?houses?|b&bs?|hospitality|cafes?|bars|food service|resorts?|caterers?|dark kitchens?|cloud kitchens?)\b/i,
    size: 'small',
    signer: 'the owner or the group’s operations director',
  },
  {
    key: 'small-retailers',
    label: 'shops and small retailers',
    says: /\b(?:kiranas?|shops?|shopkeepers?|retailers?|stores?|small merchants|traders|market (?:traders|stalls?)|varejistas?|supermarkets?|warungs?|sari-sari|dukas?|spazas?)\b/i,
    size: 'small',
    signer: 'the owner',
  },
  {
    key: 'logistics',
    label: 'carriers, fleets and shippers',
    says: /\b(?:fleets?|carriers?|shippers?|couriers?|freight|trucking|truckers?|haulage|hauliers?|haulers?|last[\s-]mile|delivery (?:fleets?|companies)|transport(?:ation)? (?:companies|operators)|fleet owners|matatus?(?: owners)?|minibus(?:es)?(?: owners| operators)?|boda[\s-]?bodas?|taxi (?:owners|operators))\b/i,
    size: 'mid-size',
    signer: 'the operations director or the owner',
  },
  {
    key: 'property',
    label: 'property owners, co-owners and managers',
    says: /\b(?:landlords?|property (?:managers?|owners?|management)|apartment (?:blocks?|buildings?)|co-?owners?|copropri\S+|owners’? associations?|vves?|condominiums?|condos?|housing (?:associations?|companies)|social housing|real estate|homeowners?|building owners?)\b/i,
    size: 'mid-size',
    signer: 'the property manager (with the owners’ vote for building works)',
  },
  {
    key: 'energy',
    label: 'energy producers and utilities',
    says: /\b(?:utilit(?:y|ies)|grid operators?|solar (?:installers?|developers?)|energy (?:companies|producers)|power producers?|installers?)\b/i,
    size: 'enterprise',
    signer: 'the head of operations or asset management',
  },
  {
    key: 'manufacturers',
    label: 'manufacturers',
    says: /\b(?:manufactur\w+|factor(?:y|ies)|industrial (?:companies|plants)|plants|mittelstand|machine shops?|production lines?)\b/i,
    size: 'mid-size',
    signer: 'the plant manager or the head of operations',
  },
  {
    key: 'mining',
    label: 'mining companies',
    says: /\b(?:mining (?:companies|operators)|mines|miners|quarr\w+)\b/i,
    size: 'enterprise',
    signer: 'the mine’s operations manager',
  },
  {
    key: 'farms',
    label: 'farms and agricultural producers',
    says: /\b(?:farm(?:ers?|s)|growers?|smallholders?|cooperatives?|co-ops|ranch(?:es|ers)?|agribusinesses?|dairy (?:farms?|producers?)|fishermen|fishers|fisheries|fish farms?)\b/i,
    size: 'small',
    signer: 'the farm owner or the cooperative’s manager',
  },
  {
    key: 'schools',
    label: 'schools, colleges and universities',
    says: /\b(?:schools?|universit(?:y|ies)|colleges?|teachers?|academ(?:y|ies)|school districts?)\b/i,
    size: 'mid-size',
    signer: 'the head of school, or the dean',
  },
  {
    key: 'brands',
    label: 'consumer brands and their marketing teams',
    says: /\b(?:marketers?|marketing teams?|advertisers?|agencies|consumer brands?|(?:apparel|fashion|beauty|k-beauty|food|cosmetics) brands|brand di moda|marcas de moda|marques de mode|cpg (?:brands?|companies))\b/i,
    size: 'mid-size',
    signer: 'the head of marketing',
  },
  {
    key: 'publishers',
    label: 'publishers, studios and media companies',
    says: /\b(?:publishers?|newsrooms?|media companies|broadcasters?|studios?|record labels?)\b/i,
    size: 'mid-size',
    signer: 'the head of content',
  },
  {
    key: 'public-sector',
    label: 'public bodies and nonprofits',
    says: /\b(?:governments?|municipalit(?:y|ies)|councils?|public sector|ministr(?:y|ies)|nonprofits?|ngos?|charities)\b/i,
    size: 'public',
    signer: 'the department head, with procurement',
  },
  {
    key: 'enterprises',
    label: 'large companies',
    says: /\b(?:enterprises?|large companies|corporates?|fortune 500|multinationals?)\b/i,
    size: 'enterprise',
    signer: 'the executive who owns the process, with IT and procurement',
  },
  {
    key: 'small-businesses',
    label: 'small and mid-sized businesses',
    says: /\b(?:small (?:and mid-?(?:sized?)? |and medium(?:-sized)? )?(?:businesses|companies|firms)|smbs?|smes?|msmes?|mid-?(?:size|sized|market) (?:companies|businesses|firms)|(?:construction )?contractors|subcontractors|tradespeople|businesses|companies)\b/i,
    size: 'small-mid',
    signer: 'the owner or the finance lead',
  },
  {
    key: 'consumers',
    label: 'people who use it themselves',
    says: /\b(?:consumers?|people|parents|families|households|adults|teens|gamers|travell?ers|individuals|women|men|millennials|riders|freelancers|savers|borrowers|patients|students|learners)\b/i,
    size: 'people',
    signer: 'each user, for themselves',
  },
];

export const industryByKey = new Map(BUYER_INDUSTRIES.map((i) => [i.key, i]));

/**
 * The industry a text names first (the earliest mention; a tie goes to the more specific kind), leaving out
 * people and bare "companies" or "businesses": what the founder's words say they sell to when no payer is named.
 */
export function industryNamedIn(text: string): BuyerIndustry | null {
  let best: { industry: BuyerIndustry; at: number } | null = null;
  for (const industry of BUYER_INDUSTRIES) {
    if (industry.key === 'consumers') continue;
    const m = new RegExp(industry.says.source, 'gi').exec(text);
    if (!m || /^(?:companies|businesses|enterprises?)$/i.test(m[0])) continue;
    // Within a few characters ("clínicas veterinárias"), the more specific kind (earlier in the list) stands.
    if (!best || m.index < best.at - 16) best = { industry, at: m.index };
  }
  return best?.industry ?? null;
}

/** The industry a phrase names, most specific first; null when none. */
export function industryIn(phrase: string | null | undefined): BuyerIndustry | null {
  if (!phrase) return null;
  // The phrase's head noun decides people: "high-school students" are students, not schools.
  const head = phrase.trim().split(/\s+/).at(-1) ?? '';
  const people = industryByKey.get('consumers')!;
  if (people.says.test(head)) return people;
  return BUYER_INDUSTRIES.find((i) => i.says.test(phrase)) ?? null;
}
