import { z } from 'zod';

/**
 * The founder's own network (issue 33), theirs alone: every route is the founder's, about their own contacts, and
 * no other caller (another founder, an investor, an advisor, ops, an admin) reads any of it.
 *
 * | route                                | body / query                   | answer                              |
 * | ------------------------------------ | ------------------------------ | ----------------------------------- |
 * | POST   /api/contacts/import          | multipart `file`: LinkedIn's Connections.csv or a Google Contacts CSV | TContactImportOutcome (400 naming the columns a file of another format lacks) |
 * | GET    /api/contacts/imports/latest  |                                | { import: TContactImport \| null } (poll it while an import runs) |
 * | GET    /api/contacts                 | q, limit, offset               | { contacts: TContact[], total }     |
 * | DELETE /api/contacts/:contactId      |                                | { deleted }                         |
 * | DELETE /api/contacts                 |                                | { deleted } (every contact and import) |
 */

const ZContact = z.object({
  id: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  /** YYYY-MM-DD: when LinkedIn says the founder connected with them. */
  connected_on: z.string().nullable(),
  source: z.enum(['linkedin', 'google']),
});
export type TContact = z.infer<typeof ZContact>;

const ZContactImport = z.object({
  id: z.string(),
  format: z.enum(['linkedin', 'google']),
  status: z.enum(['running', 'done', 'failed']),
  bytes_total: z.number().nullable(),
  bytes_read: z.number(),
  rows_read: z.number(),
  added: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** The first skipped rows: their line and why (never what the row held). */
  skipped_lines: z.array(z.object({ line: z.number(), reason: z.string() })),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TContactImport = z.infer<typeof ZContactImport>;

export const ZContactsQuery = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').default(''),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(200, 'limit must be at most 200')
    .default(50),
  offset: z.coerce
    .number()
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});
export type TContactsQuery = z.infer<typeof ZContactsQuery>;

export const ZContactsPage = z.object({ contacts: z.array(ZContact), total: z.number() });
export type TContactsPage = z.infer<typeof ZContactsPage>;

/** POST /api/contacts/import: what the import did (its progress row, without the running state and times). */
export const ZContactImportOutcome = ZContactImport.pick({
  id: true,
  format: true,
  bytes_read: true,
  rows_read: true,
  added: true,
  updated: true,
  skipped: true,
  skipped_lines: true,
});
export type TContactImportOutcome = z.infer<typeof ZContactImportOutcome>;

export const ZLatestContactImport = z.object({ import: ZContactImport.nullable() });
export type TLatestContactImport = z.infer<typeof ZLatestContactImport>;
export const ZContactsDeleted = z.object({ deleted: z.number() });
export type TContactsDeleted = z.infer<typeof ZContactsDeleted>;

export const ZContactParam = z.object({ contactId: z.uuid('Contact id must be a UUID') });
