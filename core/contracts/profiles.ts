import { z } from 'zod';
import { STAFF_ROLES, TIME_COMMITMENTS, USER_TYPES } from './vocabulary';

/** A public LinkedIn profile: https://www.linkedin.com/in/<handle>, with or without www, country prefix or trailing slash. */
const LINKEDIN_PROFILE_RE =
  /^https?:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%.]{2,100}\/?(\?.*)?$/i;

export const ZLinkedinUrl = z
  .string({ error: 'Please enter your LinkedIn profile URL' })
  .trim()
  .min(1, 'Please enter your LinkedIn profile URL')
  .max(300, 'LinkedIn URL must be less than 300 characters')
  .regex(
    LINKEDIN_PROFILE_RE,
    'Please enter a LinkedIn profile URL like https://www.linkedin.com/in/your-name',
  );

export const ZFullName = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be less than 100 characters');

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  headline: z.string().nullable(),
  skills: z.array(z.string()),
  is_technical: z.boolean().nullable(),
  onboarding_completed: z.boolean(),
  company_name: z.string().nullable(),
  user_type: z.enum(USER_TYPES).nullable(),
  advisory_roles: z.array(z.string()),
  advisory_stages: z.array(z.string()),
  time_commitment: z.enum(TIME_COMMITMENTS).nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** A headline as LinkedIn shows it ("CTO at Acme"), typed or read from the profile. */
export const ZHeadline = z
  .string()
  .trim()
  .max(300, 'Headline must be at most 300 characters')
  .transform((s) => s || null)
  .nullable();

export const ZSkills = z
  .array(
    z.string().trim().min(1, 'A skill cannot be empty').max(100, 'A skill must be at most 100 characters'),
  )
  .max(100, 'At most 100 skills');

export const ZUpdateProfileRequest = z
  .object({
    full_name: ZFullName,
    linkedin_url: z.union([ZLinkedinUrl, z.literal('').transform(() => null), z.null()]),
    headline: ZHeadline,
    skills: ZSkills,
    is_technical: z.boolean('Technical must be true or false').nullable(),
    /**
     * Staff only: an administrator changing another user's profile confirms it (the change is audited with its before
     * and after, and the user is told an administrator made it). Ignored on one's own profile.
     */
    confirm: z.literal(true, { error: 'confirm must be true' }),
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** A role's onboarding answers as kept (user_context.context_data), or null before onboarding. */
const ZUserContext = z.record(z.string(), z.unknown()).nullable();

/** The spec's get_user_primary_role, plus the staff roles an administrator granted. */
export const ZRoles = z.object({
  role: z.enum(USER_TYPES).nullable(),
  staffRoles: z.array(z.enum(STAFF_ROLES)),
});
export type TRoles = z.infer<typeof ZRoles>;

export const ZMe = ZRoles.extend({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: ZProfile,
  context: ZUserContext,
});
export type TMe = z.infer<typeof ZMe>;

/** POST /api/onboarding/complete: the profile, and the first idea a founder wrote (null for other roles). */
export const ZOnboardingCompleted = z.object({ profile: ZProfile, ideaId: z.string().nullable() });

/** PUT /api/me/preferences: the role's answers as now kept. */
export const ZPreferencesSaved = z.object({ context: ZUserContext });
