import { z } from 'zod';
import { USER_TYPES } from './vocabulary';

/**
 * What the API testing console's server functions answer (admins; their requests are in contracts/crawls.ts).
 *
 * | route                                    | answer                                                   |
 * | ---------------------------------------- | -------------------------------------------------------- |
 * | POST /api/functions/analyze-onboarding   | TOnboardingPreview                                       |
 * | POST /api/functions/generate-embeddings  | { type, id, outcome, model, dims }                       |
 * | GET  /api/admin/database                 | { tables: [{ name, rows }], samples: { investors, ideas, profiles } } |
 * | POST /api/rpc/get_user_primary_role      | { role } (anyone for themselves, admins for anyone)      |
 */

/** What onboarding's answers would find: the matcher's first investors for them, and the profile text. */
export const ZOnboardingPreview = z.object({
  role: z.enum(USER_TYPES),
  profileText: z.string(),
  investors: z.array(z.object({ id: z.string(), name: z.string(), score: z.number() })),
  /** The date the deal history ends (the data's age, never today). */
  as_of: z.string(),
});

export const ZEmbeddingGenerated = z.object({
  type: z.enum(['idea', 'profile']),
  id: z.string(),
  /** `unchanged` when the text had not changed since its last embedding. */
  outcome: z.enum(['embedded', 'unchanged']),
  model: z.string().nullable(),
  dims: z.number().nullable(),
});

/** The row counts of the tables the console lists, and a few rows of three of them. */
export const ZDatabaseOverview = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number() })),
  samples: z.object({
    investors: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.string().nullable(),
        location: z.string().nullable(),
      }),
    ),
    ideas: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        industry: z.string().nullable(),
        stage: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    profiles: z.array(
      z.object({
        id: z.string(),
        full_name: z.string().nullable(),
        user_type: z.enum(USER_TYPES).nullable(),
        onboarding_completed: z.boolean(),
      }),
    ),
  }),
});

/** The spec's get_user_primary_role: the user's role, null before onboarding. */
export const ZPrimaryRole = z.object({ role: z.enum(USER_TYPES).nullable() });
