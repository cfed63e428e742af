import { z } from 'zod';
import type { TRound } from './round';

/**
 * What advisors and investors may read of an idea (issue 19): its public view. The founder's plan (the
 * recommendations: investors, partners, strategy, intros), the pipeline, the deal-flow switch, the founder's other
 * ideas and any document the founder has not shared never appear here.
 *
 * | route                                         | who                                  | answer                          |
 * | --------------------------------------------- | ------------------------------------ | ------------------------------- |
 * | GET   /api/ideas/:id                          | advisor; investor (ideas in deal flow) | TIdeaPublicView               |
 * | GET   /api/ideas/:id                          | the idea's founder, admin            | TIdea (contracts/ideas.ts)      |
 * | GET   /api/ideas/:id/documents/:docId         | advisor, investor: shared ones only  | the file                        |
 * | PATCH /api/ideas/:id/documents/:docId         | the idea's founder                   | { shared } → TIdea              |
 */

/** A document its founder shared: enough to list and download it. */
const ZSharedDocument = z.object({
  id: z.string(),
  name: z.string(),
  uploadedAt: z.string(),
  size: z.number().int().nonnegative().nullable(),
  type: z.string().nullable(),
  url: z.string(),
});
export type TSharedDocument = z.infer<typeof ZSharedDocument>;

/**
 * The raise as the founder wrote it, in their currency ("CA$10M"), beside `target_check_size` in dollars; null when
 * the founder gave no amount. Investors and advisors read what the founder asks for, not our conversion.
 */
export const ZPublicRaise = z.object({ value: z.number(), currency: z.string().length(3) }).nullable();
export type TPublicRaise = z.infer<typeof ZPublicRaise>;

/** The public raise of an idea's round (its amount, if read or typed). */
export function publicRaise(round: TRound | null | undefined): TPublicRaise {
  return round?.amount ? { value: round.amount.value, currency: round.amount.currency } : null;
}

export const ZIdeaPublicView = z.object({
  /** Tells the web app (and API clients) this is the public view, not the founder's idea. */
  visibility: z.literal('public'),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  /** The round's target raise, in thousands of US dollars. */
  target_check_size: z.number().nullable(),
  raise: ZPublicRaise,
  founder: z.object({ full_name: z.string().nullable(), linkedin_url: z.string().nullable() }),
  documents: z.array(ZSharedDocument),
  created_at: z.string(),
});
export type TIdeaPublicView = z.infer<typeof ZIdeaPublicView>;

/** The fields of the public view, for the tests that check no other field reaches a reader. */
export const IDEA_PUBLIC_FIELDS = Object.keys(ZIdeaPublicView.shape) as (keyof TIdeaPublicView)[];

export const ZShareDocumentRequest = z
  .object({ shared: z.boolean({ error: 'Shared must be true or false' }) })
  .strict();
