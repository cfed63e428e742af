// Reads an idea's `recommendations` object (spec §3) defensively: every field may be missing or of an older shape.
import type { RecentInvestment } from '../investors/investor-format';

export type InvestorRec = {
  /** The investor's id in our data (analyses before it was saved lack it). */
  id: string | null;
  name: string;
  website: string | null;
  focus: string;
  reasoning: string;
  checkSize: string;
  portfolioSize: number | null;
  supportedRounds: string[];
  recentInvestments: RecentInvestment[];
  contacts: { name: string; role: string; linkedin: string | null }[];
  /** The percentage shown (the matcher's score with the spec's keyword points). */
  similarity: number;
  /** The matcher's overall score before the keyword points; analyses before the fit-first matcher lack it. */
  score: number | null;
  location: string | null;
  country: string | null;
  region: string | null;
  /** Thousands of US dollars. */
  checkSizeMin: number | null;
  checkSizeMax: number | null;
  leadsRounds: boolean | null;
  firmType: string | null;
  lastDealDate: string | null;
  /** Each dimension of the fit and the evidence, with its reason. */
  dimensions: { dimension: string; score: number; reason: string }[];
};

export type DesignPartner = {
  name: string;
  industry: string;
  size: string;
  reasoning: string;
  workflow: string;
  wedgeStrategy: string;
  connectedInvestors: string[];
  /** Analyses before issue 18 lack these. */
  location: string | null;
  /** "Operating as of Oct 2013". */
  status: string | null;
  /** "in your city", "outside the United Kingdom: …". */
  nearness: string | null;
  /** What in our data shows it is the buyer. */
  evidence: string | null;
  role: 'buyer' | 'channel' | null;
};

/** Who the design partners are, and what our data holds of them (the strategy writer's `designPartnerProfile`). */
export type BuyerProfile = {
  buyer: string;
  kind: string;
  role: 'buyer' | 'channel';
  lookFor: string;
  decides: string;
  signals: string;
  dataNote: string;
};

export type Intro = {
  investor: string;
  subject: string;
  body: string;
  citedCompany: string | null;
  citedYear: number | null;
  /** The partner greeted; null when the greeting holds a placeholder the founder fills in. */
  addressee: string | null;
  ask: string | null;
  why: string | null;
};

export type Strategy = Record<string, unknown> | null;

export type Recommendations = {
  investors: InvestorRec[];
  designPartners: DesignPartner[];
  strategy: Strategy;
  introTemplate: { subject: string; body: string } | null;
  intros: Intro[];
  analyzedAt: string | null;
  /** When an admin replaced these results with a workbench run's, and who. */
  replaced: { at: string; by: string } | null;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

export function str(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A list of strings from an array, a JSON array string, or a comma-separated string. */
export function strList(v: unknown): string[] {
  let value = v;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      /* keep the raw string */
    }
  }
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.map(str).filter(Boolean) : [];
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function list(v: unknown): Obj[] {
  let value = v;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter(isObj) : [];
}

function toInvestor(r: Obj): InvestorRec | null {
  const name = str(r.name);
  if (!name) return null;
  const focus = Array.isArray(r.focus) ? strList(r.focus).join(', ') : str(r.focus);
  return {
    id: str(r.id) || null,
    name,
    website: str(r.website) || null,
    focus,
    reasoning: str(r.reasoning),
    checkSize: str(r.checkSize),
    portfolioSize: num(r.portfolioSize),
    supportedRounds: strList(r.supportedRounds),
    recentInvestments: list(r.recentInvestments)
      .filter((i) => str(i.company))
      .map((i) => ({
        company: str(i.company),
        round: str(i.round) || null,
        amount: num(i.amount),
        year: num(i.year),
      })),
    contacts: list(r.contacts)
      .filter((c) => str(c.name))
      .map((c) => ({ name: str(c.name), role: str(c.role), linkedin: str(c.linkedin) || null })),
    similarity: num(r.similarity) ?? 0,
    score: num(r.score),
    location: str(r.location) || null,
    country: str(r.country) || null,
    region: str(r.region) || null,
    checkSizeMin: num(r.checkSizeMin),
    checkSizeMax: num(r.checkSizeMax),
    leadsRounds: typeof r.leadsRounds === 'boolean' ? r.leadsRounds : null,
    firmType: str(r.firmType) || null,
    lastDealDate: str(r.lastDealDate) || null,
    dimensions: list(r.dimensions)
      .filter((d) => str(d.dimension) && str(d.reason))
      .map((d) => ({ dimension: str(d.dimension), score: num(d.score) ?? 0, reason: str(d.reason) })),
  };
}

function toPartner(r: Obj): DesignPartner | null {
  const name = str(r.name);
  if (!name) return null;
  return {
    name,
    industry: str(r.industry),
    size: str(r.size),
    reasoning: str(r.reasoning),
    workflow: str(r.workflow),
    wedgeStrategy: str(r.wedgeStrategy),
    connectedInvestors: strList(r.connectedInvestors),
    location: str(r.location) || null,
    status: str(r.status) || null,
    nearness: str(r.nearness) || null,
    evidence: str(r.evidence) || null,
    role: r.role === 'buyer' || r.role === 'channel' ? r.role : null,
  };
}

/** The buyer profile the strategy carries, or null (analyses before issue 18). */
export function buyerProfileOf(strategy: Strategy): BuyerProfile | null {
  const p = strategy?.designPartnerProfile;
  if (!isObj(p) || !str(p.buyer) || !str(p.lookFor)) return null;
  return {
    buyer: str(p.buyer),
    kind: str(p.kind),
    role: p.role === 'channel' ? 'channel' : 'buyer',
    lookFor: str(p.lookFor),
    decides: str(p.decides),
    signals: str(p.signals),
    dataNote: str(p.dataNote),
  };
}

/** A list of objects with string fields, e.g. the strategy's market comparison rows. */
export function rows(v: unknown, keys: readonly string[]): Record<string, string>[] {
  return list(v)
    .map((r) => Object.fromEntries(keys.map((k) => [k, str(r[k])])))
    .filter((r) => keys.every((k) => r[k]));
}

function toTemplate(v: unknown): Recommendations['introTemplate'] {
  if (typeof v === 'string' && v.trim()) return { subject: '', body: v.trim() };
  if (!isObj(v)) return null;
  const body = str(v.body);
  return body ? { subject: str(v.subject), body } : null;
}

export function parseRecommendations(raw: unknown): Recommendations {
  const r = isObj(raw) ? raw : {};
  const strategy = isObj(r.strategy)
    ? r.strategy
    : isObj(r.fundingStrategy)
      ? { phase3_fundraising: r.fundingStrategy }
      : null;
  return {
    investors: list(r.investors)
      .map(toInvestor)
      .filter((x): x is InvestorRec => x !== null),
    designPartners: list(r.designPartners)
      .map(toPartner)
      .filter((x): x is DesignPartner => x !== null),
    strategy,
    introTemplate: toTemplate(r.introTemplate),
    intros: list(r.intros)
      .map((i) => ({
        investor: str(i.investor) || str(i.recipientName) || str(i.recipient),
        subject: str(i.subject),
        body: str(i.body),
        citedCompany: str(i.citedCompany) || null,
        citedYear: num(i.citedYear),
        addressee: str(i.addressee) || null,
        ask: str(i.ask) || null,
        why: str(i.why) || null,
      }))
      .filter((i) => i.body),
    analyzedAt: str(r.analyzedAt) || null,
    replaced:
      isObj(r.replaced) && str(r.replaced.at)
        ? { at: str(r.replaced.at), by: str(r.replaced.by) || 'Roundwise' }
        : null,
  };
}

/** A strategy section as an object, or an empty one. */
export function section(strategy: Strategy, key: string): Obj {
  const v = strategy?.[key];
  return isObj(v) ? v : {};
}
