import { z } from 'zod';
import { ZMatchDimension, ZRecentInvestment } from './investors';

/**
 * The analysis's recommendations (spec §3): what the analyze-idea workflow saves on an idea, the API answers and
 * the web, the MCP tools, the pipeline and the workbench read. The agents write their parts with these schemas;
 * `toRecommendations` (./analyze-idea.ts) puts them together at RECOMMENDATIONS_VERSION, and
 * `upgradeRecommendations` (./upgrade-recommendations.ts) reads an analysis saved in any earlier shape as this one.
 */
export const RECOMMENDATIONS_VERSION = 2;

/** Spec §3 investor recommendation, with what the idea page filters and explains by. */
export const ZInvestorRecommendation = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  focus: z.string(),
  reasoning: z.string(),
  checkSize: z.string(),
  portfolioSize: z.number().int(),
  supportedRounds: z.array(z.string()),
  recentInvestments: z.array(ZRecentInvestment),
  contacts: z.array(z.object({ name: z.string(), role: z.string(), linkedin: z.string() })),
  /** The percentage shown: the overall score with the spec's keyword points (`spec-rerank.ts`). */
  similarity: z.number().min(0).max(1),
  /** The matcher's overall score, before the keyword points. */
  score: z.number().min(0).max(1),
  location: z.string().nullable(),
  country: z.string().nullable(),
  /** The world region of its HQ (`REGIONS`), for the idea page's filter. */
  region: z.string().nullable(),
  checkSizeMin: z.number().nullable(),
  checkSizeMax: z.number().nullable(),
  leadsRounds: z.boolean().nullable(),
  firmType: z.string().nullable(),
  lastDealDate: z.string().nullable(),
  dimensions: z.array(ZMatchDimension),
});
export type InvestorRecommendation = z.infer<typeof ZInvestorRecommendation>;

/** Spec §3 design partner, plus where it is, its status with its date, the evidence, and who wrote the text. */
export const ZDesignPartner = z.object({
  name: z.string(),
  industry: z.string(),
  size: z.string(),
  reasoning: z.string(),
  workflow: z.string(),
  wedgeStrategy: z.string(),
  connectedInvestors: z.array(z.string()),
  location: z.string().nullable(),
  /** "Operating as of Oct 2013": the last our data knows. */
  status: z.string(),
  /** How near the founder: "in your city" … "outside the United Kingdom: our company data holds US companies only". */
  nearness: z.string(),
  /** What in our data makes it a buyer, in plain words. */
  evidence: z.string(),
  /** A buyer pays; a channel reaches the people who use the product. */
  role: z.enum(['buyer', 'channel']),
  writtenBy: z.enum(['model', 'offline']),
});
export type DesignPartner = z.infer<typeof ZDesignPartner>;

/**
 * Someone the founder knows at a company that could be a design partner: the seam for the warm-paths work (issue
 * 33), which reads them from the founder's own network. `fitsBuyer`: the company is of the buyer's kind.
 */
export const ZNetworkLead = z.object({
  name: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  /** How the founder knows them ("1st-degree LinkedIn", "via Ada Obi"). */
  via: z.string().nullable(),
  fitsBuyer: z.boolean().default(false),
});
export type NetworkLead = z.infer<typeof ZNetworkLead>;

/** The design partners to look for: who, where, who decides, and what our data holds of them. */
export const ZBuyerProfile = z.object({
  /** In the founder's words when they named their customers ("independent dental clinics"). */
  buyer: z.string(),
  /** The kind of company the data was searched for ("dental practices and dental groups"). */
  kind: z.string(),
  role: z.enum(['buyer', 'channel']),
  /** A paragraph: who to look for, where, who signs, and what makes a good first partner. */
  lookFor: z.string(),
  decides: z.string(),
  signals: z.string(),
  /** What our company data holds of this buyer, with its date and reach. */
  dataNote: z.string(),
  /** Companies of this kind the data lists as operating (or listed) in October 2013, and those near the founder. */
  inData: z.object({
    alive: z.number().int(),
    near: z.number().int(),
    closed: z.number().int(),
    acquired: z.number().int(),
  }),
});
export type BuyerProfile = z.infer<typeof ZBuyerProfile>;

/** A figure quoted in the strategy and where it came from, so that every number can be checked. */
const ZSource = z.object({
  figure: z.string(),
  source: z.enum([
    'rounds-data',
    'market-data',
    'idea',
    'matched-investors',
    'design-partners',
    'rule-of-thumb',
    /** The name of a standard or regime ("ISO 13485", "510(k)"): its digits are a name, not a figure. */
    'standard',
  ]),
  detail: z.string(),
});
export type Source = z.infer<typeof ZSource>;

/** One line of Phase 3's comparison: the raise, today's market, our deal history; each with its period. */
const ZMarketFigure = z.object({
  label: z.string(),
  figure: z.string(),
  period: z.string(),
  source: z.string(),
});
export type MarketFigure = z.infer<typeof ZMarketFigure>;

export const ZStrategy = z.object({
  phase1_mvp: z.object({
    description: z.string(),
    coreFeatures: z.array(z.string()),
    automationOpportunities: z.array(z.string()),
    timeline: z.string(),
    resourcesNeeded: z.array(z.string()),
    /** Regulatory, clinical, certification and product milestones, in order. */
    milestones: z.array(z.string()).default([]),
  }),
  phase2_validation: z.object({
    designPartnerGoals: z.array(z.string()),
    metricsToTrack: z.array(z.string()),
    milestones: z.array(z.string()).default([]),
  }),
  phase3_fundraising: z.object({
    recommendedAmount: z.string(),
    amountReasoning: z.string(),
    dilution: z.string(),
    timeline: z.string(),
    investorMix: z.string(),
    keyTractionMetrics: z.array(z.string()),
    marketComparison: z.array(ZMarketFigure).default([]),
  }),
  aiAutomationStrategy: z.string(),
  /** What the plan was written for: the business model, the buyer and the stage, in plain words. */
  writtenFor: z.object({
    businessModel: z.string(),
    buyer: z.string(),
    stage: z.string(),
    sector: z.string(),
  }),
  /** Who the design partners are (shown on the Partners tab, also when the data holds none). */
  designPartnerProfile: ZBuyerProfile.nullable(),
  sources: z.array(ZSource),
  writtenBy: z.enum(['model', 'offline']),
});
export type Strategy = z.infer<typeof ZStrategy>;

/** An intro the analysis drafted, as the Intro tab and the pipeline show it. */
export const ZIntroDraft = z.object({
  /** The investor id or design-partner name the intro is addressed to. */
  recipient: z.string(),
  kind: z.enum(['investor', 'partner']),
  subject: z.string(),
  body: z.string(),
  /** The recipient's display name. */
  recipientName: z.string().optional(),
  /** The recent investment of the investor the intro cites, if any. */
  citedCompany: z.string().nullable().optional(),
  /** That deal's year: a deal is cited only with it. */
  citedYear: z.number().nullable().optional(),
  /** The partner greeted, when the data names one; null when the greeting holds a placeholder to fill in. */
  addressee: z.string().nullable().optional(),
  /** The parts of the body the Intro tab shows apart: the one-line pitch, why this investor, the ask. */
  pitch: z.string().optional(),
  why: z.string().optional(),
  ask: z.string().optional(),
});
export type IntroDraft = z.infer<typeof ZIntroDraft>;

// What an analysis saved earlier may lack (the fit-first matcher's score, issue 18's partner facts): null there.

export const ZSavedInvestor = ZInvestorRecommendation.extend({
  portfolioSize: z.number().int().nullable(),
  score: z.number().min(0).max(1).nullable(),
});
export type TSavedInvestor = z.infer<typeof ZSavedInvestor>;

export const ZSavedPartner = ZDesignPartner.omit({ writtenBy: true }).extend({
  status: z.string().nullable(),
  nearness: z.string().nullable(),
  evidence: z.string().nullable(),
  role: z.enum(['buyer', 'channel']).nullable(),
});
export type TSavedPartner = z.infer<typeof ZSavedPartner>;

/**
 * A strategy written before the three phases took their current shape (a summary and steps, or only the
 * fundraising phase): kept as it was written, for the page to show what it holds.
 */
const ZEarlierStrategy = z.record(z.string(), z.unknown());

export const ZRecommendations = z.object({
  version: z.literal(RECOMMENDATIONS_VERSION),
  /** The idea's industry, stage and target raise (thousands of USD) when it was analysed. */
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  targetCheckSize: z.number().nullable(),
  /** Best first; the idea page filters them without a new analysis. */
  investors: z.array(ZSavedInvestor),
  designPartners: z.array(ZSavedPartner),
  strategy: z.union([ZStrategy, ZEarlierStrategy]).nullable(),
  /** The first intro's subject and body (spec §3). */
  introTemplate: z.object({ subject: z.string(), body: z.string() }).nullable(),
  intros: z.array(ZIntroDraft),
  analyzedAt: z.string().nullable(),
  /**
   * What the server left out because the account's plan does not include it (core/contracts/plans.ts): the page
   * shows the upgrade panel in its place, with nothing of the content behind it.
   */
  withheld: z.array(z.enum(['strategy', 'intros', 'introTemplates'])).optional(),
  /** When an admin replaced these results with a workbench run's, and who. */
  replaced: z.object({ at: z.string(), by: z.string() }).optional(),
  /** The fingerprint of what the analysis read (core/business/analysis-input.ts): unlike the idea's, out of date. */
  readKey: z.string().optional(),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;
