import type { BusinessModel, TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import { BUYER_KINDS, type BuyerKind, CHANNELS, kindByKey, VENDOR_NAME } from './buyer-kinds';
import type { MeantBuyer } from './buyer-meaning';

/** Who the design partners should be, and how that was decided. */
export interface Buyer {
  kind: BuyerKind;
  /** The founder's own words when they named their customers ("independent dental clinics"), else the kind's. */
  words: string;
  /** A buyer pays; a channel reaches the people who use it (schools for students, clinics for patients). */
  role: 'buyer' | 'channel';
  /** Where it was read: the customers the founder named, their text, their sector or their business model. */
  from: 'business' | 'customers' | 'text' | 'sector' | 'model';
}

const CONSUMER_MODELS = new Set<BusinessModel>(['consumer-app', 'consumer-subscription', 'ecommerce-d2c']);

/** The buyer of each sector when the founder names no customers, most specific sectors first in the round. */
const SECTOR_BUYER: Readonly<Record<string, string>> = {
  'medical-devices': 'hospital-labs',
  biotech: 'pharma',
  'digital-health': 'clinics',
  healthtech: 'clinics',
  'mental-health': 'clinics',
  femtech: 'clinics',
  longevity: 'clinics',
  healthcare: 'clinics',
  insurtech: 'financial-institutions',
  crypto: 'financial-institutions',
  fintech: 'small-businesses',
  ecommerce: 'ecommerce-merchants',
  retail: 'small-retailers',
  marketplaces: 'small-businesses',
  logistics: 'logistics',
  mobility: 'logistics',
  manufacturing: 'manufacturers',
  robotics: 'manufacturers',
  iot: 'manufacturers',
  hardware: 'manufacturers',
  materials: 'manufacturers',
  semiconductors: 'manufacturers',
  'deep-tech': 'research-labs',
  quantum: 'research-labs',
  space: 'research-labs',
  energy: 'energy',
  climate: 'energy',
  cleantech: 'energy',
  'circular-economy': 'manufacturers',
  proptech: 'property',
  construction: 'property',
  education: 'schools',
  agtech: 'farms',
  foodtech: 'restaurants-hotels',
  travel: 'restaurants-hotels',
  legaltech: 'law-firms',
  'hr-tech': 'small-businesses',
  'future-of-work': 'small-businesses',
  govtech: 'public-sector',
  defense: 'public-sector',
  impact: 'public-sector',
  cybersecurity: 'sensitive-data',
  analytics: 'data-heavy',
  'data-infrastructure': 'data-heavy',
  cloud: 'engineering-teams',
  'developer-tools': 'engineering-teams',
  advertising: 'brands',
  marketing: 'brands',
  'marketing-tech': 'brands',
  'sales-tech': 'brands',
  media: 'publishers',
  music: 'publishers',
  'creator-economy': 'publishers',
  'enterprise-software': 'enterprises',
  telecom: 'enterprises',
  software: 'small-businesses',
  services: 'small-businesses',
  'b2b-saas': 'small-businesses',
};

const MODEL_BUYER: Readonly<Record<BusinessModel, string>> = {
  'b2b-saas': 'small-businesses',
  marketplace: 'small-businesses',
  'fintech-transactions': 'small-businesses',
  'consumer-subscription': 'consumers',
  'consumer-app': 'consumers',
  'ecommerce-d2c': 'consumers',
  hardware: 'manufacturers',
  'biotech-therapeutics': 'pharma',
  'medtech-diagnostics': 'hospital-labs',
  'deep-tech': 'research-labs',
  services: 'small-businesses',
};

/** Sectors whose products are used by people: without named customers, their buyers are consumers. */
const CONSUMER_SECTORS = new Set([
  'consumer',
  'd2c',
  'social',
  'consumer-internet',
  'mobile',
  'gaming',
  'search',
  'communications',
  'sports',
  'fashion',
  'local',
  'wellness',
]);

/** Buyers too broad to be read from a word of the description (only from the customers the founder names). */
const GENERIC = new Set([
  'small-businesses',
  'enterprises',
  'engineering-teams',
  'consumers',
  'public-sector',
]);
const SPECIFIC = BUYER_KINDS.filter((k) => !k.people && !GENERIC.has(k.key));
/** The kinds recognised by a specific word of a name (not "Group" or "Partners"). */
const NAMED_KINDS = SPECIFIC.filter((k) => k.name && k.key !== 'gig-platforms');

/** Words that, in a description, say the product is for people: "for Southeast Asia's mass affluent". */
const CONSUMER_TEXT = /\b(?:mass affluent|retail investors|consumers|households|families|parents)\b/i;

function kindIn(text: string, kinds: readonly BuyerKind[]): BuyerKind | null {
  return kinds.find((k) => k.says.test(text)) ?? null;
}

function roleFor(kind: BuyerKind, model: BusinessModel | null, phrase: string | null): Buyer['role'] {
  const channel = phrase ? CHANNELS.find((c) => c.says.test(phrase)) : undefined;
  if (channel && channel.channel === kind.key) return 'channel';
  return model && CONSUMER_MODELS.has(model) && !kind.people ? 'channel' : 'buyer';
}

/**
 * Cosines of the customers phrase to a buyer kind's description (`readBuyerByMeaning`): from `sure`, the meaning is
 * taken over the words' rules ("dairy producers" are farms, not manufacturers); from `likely`, when the rules read
 * no kind at all. On 25 phrases in founders' own words (evals/partners/customers.json) the rules read 9 right, the
 * meaning with them 18.
 */
const MEANT = { sure: 0.35, likely: 0.3 } as const;

/** The kind the customers phrase names: by its meaning when that is sure, else by the words, else a likely meaning. */
function customersKind(phrase: string, meant: MeantBuyer | null | undefined): BuyerKind | null {
  const byMeaning = meant ? (kindByKey.get(meant.key) ?? null) : null;
  if (byMeaning && meant!.cosine >= MEANT.sure) return byMeaning;
  return kindIn(phrase, BUYER_KINDS) ?? (byMeaning && meant!.cosine >= MEANT.likely ? byMeaning : null);
}

/**
 * The buyer of an idea: the customers the founder named (their words kept; `meant` is the kind their meaning is
 * nearest, when an embedder read it), else what their text names when it names a specific buyer, else their
 * sector's usual buyer, else their business model's.
 */
export function buyerFor(
  idea: { title: string; description: string },
  round: TRound,
  meant?: MeantBuyer | null,
): Buyer {
  const model = round.business_model;
  const phrase = round.customers?.trim() || null;
  // The business reading (core/business), which the founder can correct, names the buyer's kind first; people
  // are left to the rules below, which find the channel that reaches them.
  const business = round.business;
  const read = business?.buyer.industry ? kindByKey.get(business.buyer.industry) : undefined;
  if (read && !read.people) {
    const words = business?.payer?.trim() || read.label;
    return { kind: read, words, role: roleFor(read, model, words), from: 'business' };
  }
  if (phrase) {
    const channel = CHANNELS.find((c) => c.says.test(phrase));
    const kind = customersKind(phrase, meant);
    if (channel && (!kind || kind.people || kind.key === channel.channel))
      return { kind: kindByKey.get(channel.channel)!, words: phrase, role: 'channel', from: 'customers' };
    if (kind) return { kind, words: phrase, role: roleFor(kind, model, phrase), from: 'customers' };
  }
  // The text names the buyer less surely than the customers phrase: only a specific one, and never for a
  // consumer product ("university lab" in a spin-out's story is not its customer).
  if (!(model && CONSUMER_MODELS.has(model))) {
    const kind = kindIn(`${idea.title}. ${idea.description}`, SPECIFIC);
    if (kind) return { kind, words: kind.label, role: roleFor(kind, model, null), from: 'text' };
  }
  if (!phrase || !customersKind(phrase, meant)) {
    const people = CONSUMER_TEXT.exec(`${idea.title}. ${idea.description}`);
    if (people) return { kind: kindByKey.get('consumers')!, words: people[0], role: 'buyer', from: 'text' };
  }
  const sectors = round.sectors;
  const consumer =
    (model && CONSUMER_MODELS.has(model)) || (!model && sectors.some((s) => CONSUMER_SECTORS.has(s)));
  if (!consumer)
    for (const s of sectors) {
      const key = SECTOR_BUYER[s];
      if (key) {
        const kind = kindByKey.get(key)!;
        return { kind, words: phrase ?? kind.label, role: 'buyer', from: 'sector' };
      }
    }
  const key = model ? MODEL_BUYER[model] : consumer ? 'consumers' : 'small-businesses';
  const kind = kindByKey.get(key)!;
  return {
    kind,
    words: phrase ?? kind.label,
    role: kind.people ? 'buyer' : roleFor(kind, model, null),
    from: 'model',
  };
}

/** Why a company of the data is a buyer of a kind: its category, its name, or both. */
export interface BuyerEvidence {
  category: string | null;
  /** The word of its name that says what it does ("Dental"), when that is the evidence. */
  nameWord: string | null;
}

/** Whether a company's own business is this buyer, and what in the data shows it; null when it is not. */
export function buyerEvidence(kind: BuyerKind, c: WriterData['companies'][number]): BuyerEvidence | null {
  if (kind.people) return null;
  const funding = c.funding_total_usd ?? 0;
  if (kind.minFunding && funding < kind.minFunding && c.status !== 'ipo') return null;
  if (kind.maxFunding && funding > kind.maxFunding) return null;
  const vendor = VENDOR_NAME.test(c.name);
  const byName =
    kind.name && !vendor && kind.nameIn?.includes(c.category_code) ? kind.name.exec(c.name) : null;
  const byCategory = !!c.category_code && !!kind.categories?.includes(c.category_code);
  // A software maker in the buyer's own category (e-commerce software, say) sells to the buyer: left out, unless
  // the buyer is software companies themselves.
  if (byCategory && vendor && kind.key !== 'engineering-teams' && !byName) return null;
  if (!byName && !byCategory) return null;
  // A name that says two kinds of business in different words ("Freight Farms": logistics or farming?) proves
  // neither; the same word read by two kinds ("Boutique": a shop, a merchant) is no conflict.
  if (byName && NAMED_KINDS.some((k) => k.key !== kind.key && elsewhere(k.name!.exec(c.name), byName)))
    return null;
  return { category: c.category_code, nameWord: byName ? byName[0] : null };
}

function elsewhere(other: RegExpExecArray | null, own: RegExpExecArray): boolean {
  if (!other) return false;
  const [a, b] = [other.index, other.index + other[0].length];
  return b <= own.index || a >= own.index + own[0].length;
}

export interface Pool {
  /** Alive as far as the data knows (operating, or listed after an IPO), with their evidence. */
  alive: { company: WriterData['companies'][number]; evidence: BuyerEvidence }[];
  /** Buyers of the kind the data lists as closed or acquired by October 2013: left out. */
  closed: number;
  acquired: number;
}

const pools = new WeakMap<WriterData, Map<string, Pool>>();

/** Every company of the data that is a buyer of this kind (cached per kind and categories). */
export function buyerPool(data: WriterData, kind: BuyerKind, categories?: readonly string[]): Pool {
  const key = `${kind.key}|${categories?.join(',') ?? ''}`;
  let byKind = pools.get(data);
  if (!byKind) {
    byKind = new Map();
    pools.set(data, byKind);
  }
  const cached = byKind.get(key);
  if (cached) return cached;
  const effective = categories ? { ...kind, categories } : kind;
  const pool: Pool = { alive: [], closed: 0, acquired: 0 };
  for (const company of data.companies) {
    const evidence = buyerEvidence(effective, company);
    if (!evidence) continue;
    if (company.status === 'closed') pool.closed++;
    else if (company.status === 'acquired') pool.acquired++;
    else pool.alive.push({ company, evidence });
  }
  byKind.set(key, pool);
  return pool;
}

/**
 * For the broad buyers (large companies, small businesses, companies holding data), the industries where the
 * idea's sector finds its pain: a security tool's buyers hold sensitive data, a payroll tool's employ hourly staff.
 */
export const SECTOR_INDUSTRIES: Readonly<Record<string, readonly string[]>> = {
  cybersecurity: ['finance', 'health', 'medical', 'education', 'ecommerce'],
  fintech: ['ecommerce', 'local', 'hospitality', 'consulting', 'real_estate', 'travel', 'fashion'],
  insurtech: ['transportation', 'real_estate', 'health', 'hospitality'],
  'hr-tech': ['hospitality', 'local', 'health', 'transportation', 'education'],
  'future-of-work': ['consulting', 'design', 'public_relations', 'legal'],
  legaltech: ['legal', 'consulting', 'real_estate', 'finance'],
  'ai-ml': ['ecommerce', 'advertising', 'travel', 'finance', 'health'],
  analytics: ['ecommerce', 'advertising', 'games_video', 'finance', 'travel'],
  'enterprise-software': ['finance', 'health', 'manufacturing', 'transportation', 'travel', 'ecommerce'],
  software: ['consulting', 'real_estate', 'legal', 'hospitality', 'local', 'design'],
  telecom: ['messaging', 'network_hosting', 'mobile'],
};

/** The kinds whose pool follows the idea's sector. */
export const BROAD_KINDS = new Set(['enterprises', 'small-businesses', 'sensitive-data', 'data-heavy']);
