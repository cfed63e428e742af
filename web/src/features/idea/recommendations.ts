import { isObj, list, type Obj, str } from '@core/contracts/loose-json';
// The idea page's view of its saved analysis (spec §3): the contract's recommendations (@core/contracts), older
// shapes upgraded by the one reader of them, `upgradeRecommendations`.
import type { TSavedInvestor } from '@core/contracts/recommendations';
import { upgradeRecommendations } from '@core/contracts/upgrade-recommendations';
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
  /** What the server withheld for the account's plan (the strategy on Starter): the page shows the upgrade panel. */
  withheld: readonly string[];
};

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

/** The idea page's view of the saved analysis (none yet: empty lists). */
export function parseRecommendations(raw: unknown): Recommendations {
  const rec = upgradeRecommendations(raw);
  return {
    investors: (rec?.investors ?? []).map(investorView),
    designPartners: rec?.designPartners ?? [],
    strategy: rec?.strategy ?? null,
    introTemplate: rec?.introTemplate ?? null,
    intros: (rec?.intros ?? [])
      .map((i) => ({
        investor: i.recipientName || i.recipient,
        subject: i.subject,
        body: i.body,
        citedCompany: i.citedCompany || null,
        citedYear: i.citedYear ?? null,
        addressee: i.addressee || null,
        ask: i.ask || null,
        why: i.why || null,
      }))
      .filter((i) => i.body),
    analyzedAt: rec?.analyzedAt ?? null,
    replaced: rec?.replaced ?? null,
    withheld: rec?.withheld ?? [],
  };
}

function investorView({ contacts, ...rest }: TSavedInvestor): InvestorRec {
  return { ...rest, contacts: contacts.map((c) => ({ ...c, linkedin: c.linkedin || null })) };
}

/** A strategy section as an object, or an empty one. */
export function section(strategy: Strategy, key: string): Obj {
  const v = strategy?.[key];
  return isObj(v) ? v : {};
}
