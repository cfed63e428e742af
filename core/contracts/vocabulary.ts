// The product's fixed vocabularies (spec §9). Shared by the server, the data build and the web app.

export const USER_TYPES = ['founder', 'advisor', 'investor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Roles beyond the primary one, granted by an administrator. */
export const STAFF_ROLES = ['admin', 'ops'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADVISORY_AREAS = [
  'technical',
  'product',
  'marketing',
  'sales',
  'fundraising',
  'finance',
  'operations',
  'hr',
  'legal',
  'growth',
] as const;
export type AdvisoryArea = (typeof ADVISORY_AREAS)[number];

/**
 * Every stage name the product knows, defined here once. Investors' tags, founders' rounds (./round.ts), advisors'
 * stages and the web's filter are subsets of it, made with `stageNames` so a name outside it fails the typecheck;
 * the data build reads its sources' words into it (core/vocabulary/stages.ts).
 */
const STAGE_NAMES = [
  'angel',
  'pre-seed',
  'seed',
  'series-a',
  'series-b',
  'series-b+',
  'series-c+',
  'growth',
  'late-stage',
  'private-equity',
  'post-ipo',
  'bridge',
] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** A list of stage names, in the order given, each checked against STAGE_NAMES. */
export const stageNames = <const T extends readonly StageName[]>(...names: T): T => names;

export const ADVISOR_STAGES = stageNames('pre-seed', 'seed', 'series-a', 'series-b');
export type AdvisorStage = (typeof ADVISOR_STAGES)[number];

export const TIME_COMMITMENTS = [
  '1-5_hours_month',
  '5-10_hours_month',
  '10-20_hours_month',
  '20+_hours_month',
] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number];

export const COMPENSATION_PREFERENCES = ['equity_only', 'cash_only', 'equity_and_cash', 'flexible'] as const;
export type CompensationPreference = (typeof COMPENSATION_PREFERENCES)[number];

export const INVESTOR_STAGES = stageNames('pre-seed', 'seed', 'series-a', 'series-b+');
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

/** Every stage tag investors carry: the spec's four first, then the finer ones the sources tell apart. */
export const STAGE_TAGS = stageNames(
  ...INVESTOR_STAGES,
  'angel',
  'series-b',
  'series-c+',
  'growth',
  'late-stage',
  'private-equity',
  'post-ipo',
);

export const FOCUS_AREAS = [
  'b2b-saas',
  'fintech',
  'healthcare',
  'ai-ml',
  'ecommerce',
  'climate',
  'education',
  'other',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const INVESTOR_STATUSES = ['hot', 'warm', 'cold'] as const;
export type InvestorStatus = (typeof INVESTOR_STATUSES)[number];

export const INTEREST_LEVELS = ['interested', 'very_interested', 'contacted'] as const;
export type InterestLevel = (typeof INTEREST_LEVELS)[number];

export const WAITLIST_TIERS = ['Growth', 'Scale'] as const;
export type WaitlistTier = (typeof WAITLIST_TIERS)[number];

/**
 * Every focus tag investors carry: the spec's FOCUS_AREAS, "generalist", and the finer tags the data build's
 * sector tables give (data/build/sectors.ts; a test keeps the two in step). Searches and matches accept these.
 */
export const FOCUS_TAGS = [
  ...FOCUS_AREAS,
  'generalist',
  ...`advertising agtech analytics biotech circular-economy cleantech cloud communications construction consumer
  consumer-internet creator-economy crypto cybersecurity d2c data-infrastructure deep-tech defense design
  developer-tools digital-health energy enterprise-software fashion femtech foodtech future-of-work gaming govtech
  hardware healthtech hr-tech impact insurtech iot legaltech local logistics longevity manufacturing marketing
  marketing-tech marketplaces materials media medical-devices mental-health mobile mobility music proptech quantum
  retail robotics sales-tech search semiconductors services social software space sports telecom travel wellness`
    .trim()
    .split(/\s+/),
] as const;
