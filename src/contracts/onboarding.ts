import { z } from 'zod';
import { ZFullName, ZHeadline, ZLinkedinUrl, ZSkills } from './profiles';
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

export const ZFounderOnboarding = z.object({
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

export const ZAdvisorOnboarding = z.object({
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

export const ZInvestorOnboarding = z
  .object({
    role: z.literal('investor'),
    firmName: z.string().trim().max(200, 'Firm name must be at most 200 characters').optional(),
    investmentThesis: requiredText(2000, 'Investment thesis'),
    checkSizeMin: checkSize,
    checkSizeMax: checkSize,
    preferredStages: z.array(z.enum(INVESTOR_STAGES), MSG.required).min(1, MSG.required),
    focusAreas: z.array(z.enum(FOCUS_AREAS), MSG.required).min(1, MSG.required),
  })
  .refine((v) => v.checkSizeMin <= v.checkSizeMax, { message: MSG.range, path: ['checkSizeMin'] });

export const ZCompleteOnboardingRequest = z.discriminatedUnion('role', [
  ZFounderOnboarding,
  ZAdvisorOnboarding,
  ZInvestorOnboarding,
]);
export type TCompleteOnboardingRequest = z.infer<typeof ZCompleteOnboardingRequest>;
