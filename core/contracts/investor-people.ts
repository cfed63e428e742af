import { z } from 'zod';
import { ZDataSource, ZInvestor } from './investors';

/**
 * Named people at investor firms (issue 33): from the firm's team page (the crawler), an admin's CSV, or an
 * investor who names their firm on Roundwise. Public facts about the firm, shown on its card and its page.
 *
 * | route                                   | body / query            | answer                                          |
 * | --------------------------------------- | ----------------------- | ----------------------------------------------- |
 * | GET  /api/investors/people              | ids (comma-separated)   | { people: Record<investorId, TInvestorPerson[]> } |
 * | GET  /api/investors/:id/profile         |                         | TInvestorProfile                                |
 * | POST /api/admin/investor-people/import  | { csv }                 | { added, updated, errors: [{ line, message }] } (admins) |
 */

/** One person as a crawler reads them from a team page. */
export const ZCrawledPerson = z.object({
  name: z.string(),
  title: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** Focus-area keys, when the page says what the person covers. */
  focus: z.array(z.string()),
});
export type TCrawledPerson = z.infer<typeof ZCrawledPerson>;

const PERSON_SOURCES = ['website', 'admin', 'claimed'] as const;

const ZInvestorPerson = ZCrawledPerson.extend({
  id: z.string(),
  investor_id: z.string(),
  /** website: the firm's own team page; admin: an admin's import; claimed: they say so on Roundwise. */
  source: z.enum(PERSON_SOURCES),
  source_url: z.string().nullable(),
  /** When the source last named them (ISO). */
  seen_at: z.string(),
});
export type TInvestorPerson = z.infer<typeof ZInvestorPerson>;

/** GET /api/investors/people: each investor's people, by investor id (investors without any are absent). */
export const ZPeopleByInvestor = z.object({ people: z.record(z.string(), z.array(ZInvestorPerson)) });
export type TPeopleByInvestor = z.infer<typeof ZPeopleByInvestor>;

/** GET /api/investors/:id/profile: the investor, its people, and the age and sources of the data. */
export const ZInvestorProfile = z.object({
  investor: ZInvestor,
  people: z.array(ZInvestorPerson),
  as_of: z.string(),
  sources: z.array(ZDataSource),
});
export type TInvestorProfile = z.infer<typeof ZInvestorProfile>;

/** The admin's CSV import: a file with any bad line changes nothing (answered 400, `errors` listing each). */
export const ZPeopleImportResult = z.object({
  added: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});

export const ZPeopleQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .trim()
    .min(1, 'ids is required')
    .max(4000, 'ids is too long')
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= 100, 'ids may name at most 100 investors'),
});

export const ZInvestorIdParam = z.object({
  id: z.string().trim().min(1, 'id is required').max(200, 'id is not a valid investor id'),
});

export const ZPeopleImportRequest = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(2_000_000, 'The CSV file is too large (2 MB at most)'),
});
