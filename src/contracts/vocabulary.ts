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

export const ADVISOR_STAGES = ['pre-seed', 'seed', 'series-a', 'series-b'] as const;
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

export const INVESTOR_STAGES = ['pre-seed', 'seed', 'series-a', 'series-b+'] as const;
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

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
