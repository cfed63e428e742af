import { z } from 'zod';
import { COUNTRY_NAMES } from '../geo/countries';
import { ZFullName, ZHeadline, ZLinkedinUrl, ZSkills } from './profiles';
import { REGIONS } from './round';
import {
  ADVISOR_STAGES,
  ADVISORY_AREAS,
  COMPENSATION_PREFERENCES,
  FOCUS_AREAS,
  INVESTOR_STAGES,
  TIME_COMMITMENTS,
  USER_TYPES,
} from './vocabulary';

// Messages are the spec's (§5), so the server and the form say the same thing.
export const MSG = {
  required: 'Please fill in all required fields',
  advisorChoice: 'Please select at least one role and stage',
  positiveNumber: 'Please enter a valid positive number',
  range: 'Minimum check size cannot be greater than maximum',
} as const;

export const ZOnboardingStep1Request = z.object({
  linkedinUrl: ZLinkedinUrl,
  userType: z.enum(USER_TYPES, 'Choose founder, advisor or investor'),
  // What the LinkedIn crawler read (scrape-linkedin), as the user confirmed or typed it; absent fields are kept.
  fullName: ZFullName.optional(),
  headline: ZHeadline.optional(),
  skills: ZSkills.optional(),
  isTechnical: z.boolean('Technical must be true or false').optional(),
});
export type TOnboardingStep1Request = z.infer<typeof ZOnboardingStep1Request>;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(max, `${label} must be at most ${max} characters`);

const ZFounderOnboarding = z.object({
  role: z.literal('founder'),
  ideaTitle: requiredText(200, 'Idea title'),
  ideaDescription: requiredText(5000, 'Idea description'),
  // The form requires it; the spec's submit check does not, so an empty goal is stored as null.
  fundraisingGoal: z
    .string()
    .trim()
    .max(1000, 'Fundraising goals must be at most 1000 characters')
    .optional(),
});

const ZAdvisorOnboarding = z.object({
  role: z.literal('advisor'),
  advisoryRoles: z.array(z.enum(ADVISORY_AREAS), MSG.advisorChoice).min(1, MSG.advisorChoice),
  advisoryStages: z.array(z.enum(ADVISOR_STAGES), MSG.advisorChoice).min(1, MSG.advisorChoice),
  timeCommitment: z.enum(TIME_COMMITMENTS).nullable().optional(),
  compensationPreference: z.enum(COMPENSATION_PREFERENCES).nullable().optional(),
});

const checkSize = z
  .number({ error: MSG.positiveNumber })
  .int(MSG.positiveNumber)
  .min(0, MSG.positiveNumber)
  .max(10_000_000, MSG.positiveNumber);

/** Whether an investor leads rounds, follows a lead, or does both (issue 21). */
export const ROUND_LEADERSHIP = ['lead', 'follow', 'both'] as const;
export type RoundLeadership = (typeof ROUND_LEADERSHIP)[number];

/**
 * Where an investor invests and how (issue 21): regions, countries (ISO codes) and cities (as typed: "New York",
 * "Cambridge, UK"; the server reads each against its gazetteer and keeps it as "New York, US"), and whether they
 * lead. Nothing given means anywhere; deal flow's fit reads them against each idea's round.
 */
const ZInvestorGeography = z.object({
  regions: z
    .array(z.enum(REGIONS, `Region must be one of ${REGIONS.join(', ')}`))
    .max(REGIONS.length)
    .default([]),
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((c) => COUNTRY_NAMES[c] !== undefined, 'Country must be a two-letter country code'),
    )
    .max(60, 'Choose at most 60 countries')
    .default([]),
  cities: z
    .array(z.string().trim().min(1, 'City is empty').max(100, 'City must be at most 100 characters'))
    .max(30, 'Choose at most 30 cities')
    .default([]),
  roundLeadership: z.enum(ROUND_LEADERSHIP, 'Round leadership must be lead, follow or both').default('both'),
});

const ZInvestorOnboarding = z
  .object({
    role: z.literal('investor'),
    firmName: z.string().trim().max(200, 'Firm name must be at most 200 characters').optional(),
    investmentThesis: requiredText(2000, 'Investment thesis'),
    checkSizeMin: checkSize,
    checkSizeMax: checkSize,
    preferredStages: z.array(z.enum(INVESTOR_STAGES), MSG.required).min(1, MSG.required),
    focusAreas: z.array(z.enum(FOCUS_AREAS), MSG.required).min(1, MSG.required),
    ...ZInvestorGeography.shape,
  })
  .refine((v) => v.checkSizeMin <= v.checkSizeMax, { message: MSG.range, path: ['checkSizeMin'] });

export const ZCompleteOnboardingRequest = z.discriminatedUnion('role', [
  ZFounderOnboarding,
  ZAdvisorOnboarding,
  ZInvestorOnboarding,
]);
export type TCompleteOnboardingRequest = z.infer<typeof ZCompleteOnboardingRequest>;

/**
 * An advisor's preferences or an investor's thesis, changed at any time from their dashboard (issue 21): the
 * onboarding's step 2 for that role, which must be the caller's.
 */
export const ZUpdatePreferencesRequest = z.discriminatedUnion('role', [
  ZAdvisorOnboarding,
  ZInvestorOnboarding,
]);
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;

/** An investor's thesis as kept in user_context (and sent back by GET /api/me as `context`). */
export const ZInvestorThesis = z.object({
  firm_name: z.string().nullable().optional(),
  investment_thesis: z.string().optional(),
  /** Thousands of US dollars. */
  check_size_min: z.number().optional(),
  check_size_max: z.number().optional(),
  preferred_stages: z.array(z.string()).optional(),
  focus_areas: z.array(z.string()).optional(),
  regions: z.array(z.string()).optional(),
  countries: z.array(z.string()).optional(),
  /** "New York, US": the gazetteer's name and the country's code. */
  cities: z.array(z.string()).optional(),
  round_leadership: z.enum(ROUND_LEADERSHIP).optional(),
});
export type TInvestorThesis = z.infer<typeof ZInvestorThesis>;
