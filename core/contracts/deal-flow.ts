import { z } from 'zod';
import { ZInvestorThesis } from './onboarding';

/**
 * The two-sided loop (issue 21): what investors do about the startups in their deal flow, and what founders see
 * and answer. `:id` is the idea's id throughout.
 *
 * | route                                                    | who                | body                                | answer                       |
 * | -------------------------------------------------------- | ------------------ | ----------------------------------- | ---------------------------- |
 * | GET    /api/deal-flow?order=recent|thesis&list=main|saved|passed | investor  |                                     | TDealFlowList: { ideas, order, list } |
 * | GET    /api/deal-flow/:id                                | investor           |                                     | TInvestorIdeaView (own)      |
 * | PUT    /api/deal-flow/:id/interest                       | investor           | { note? }                           | TInvestorIdeaState           |
 * | PUT    /api/deal-flow/:id/pass                           | investor           | { reason, details?, share_reason }  | TInvestorIdeaState           |
 * | DELETE /api/deal-flow/:id/decision                       | investor           |                                     | TInvestorIdeaState           |
 * | PUT    /api/deal-flow/:id/saved                          | investor           | { saved }                           | TInvestorIdeaState           |
 * | PUT    /api/deal-flow/:id/note                           | investor           | { note } (private)                  | TInvestorIdeaState           |
 * | POST   /api/deal-flow/:id/deck-requests                  | investor           | { message? }                        | 201 TInvestorIdeaState; 409 while one is open |
 * | GET    /api/ideas/:id/investor-activity                  | the idea's founder |                                     | TIdeaInvestorActivity        |
 * | POST   /api/ideas/:id/investor-activity/:investorId/pipeline | the idea's founder |                                 | 201 { entry_id }; 409 if in  |
 * | POST   /api/ideas/:id/deck-requests/:requestId/grant     | the idea's founder | { document_id }                     | TFounderDeckRequest          |
 * | POST   /api/ideas/:id/deck-requests/:requestId/decline   | the idea's founder | { answer? }                         | TFounderDeckRequest          |
 * | GET    /api/idea-activity                                | founder            |                                     | { ideas: TIdeaActivityCounts[] } (own ideas) |
 * | PUT    /api/me/preferences                               | advisor, investor  | the onboarding's step 2 for the role | { context }                 |
 *
 * An investor's saved list and private note are theirs alone: no founder route reads them. A pass reaches the
 * founder as "passed", with its reason only when `share_reason` is true.
 */

export const PASS_REASONS = [
  'outside_thesis',
  'stage',
  'market',
  'traction',
  'team',
  'terms',
  'competition',
  'timing',
  'other',
] as const;
export type PassReason = (typeof PASS_REASONS)[number];

export const PASS_REASON_LABELS: Record<PassReason, string> = {
  outside_thesis: 'Outside our thesis',
  stage: 'Not our stage',
  market: 'Market too small for us',
  traction: 'Too early: not enough traction yet',
  team: 'Team not the right fit for us',
  terms: 'Round size or terms',
  competition: 'Crowded market or a conflict in our portfolio',
  timing: 'Not investing right now',
  other: 'Other',
};

const note = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const ZDealFlowQuery = z.object({
  order: z.enum(['recent', 'thesis'], 'Order must be recent or thesis').default('recent'),
  list: z.enum(['main', 'saved', 'passed'], 'List must be main, saved or passed').default('main'),
});
export type TDealFlowQuery = z.infer<typeof ZDealFlowQuery>;

export const ZInterestRequest = z.object({ note: note('Note', 1000).optional() }).strict();

export const ZPassRequest = z
  .object({
    reason: z.enum(PASS_REASONS, 'Choose a reason for passing'),
    details: note('Details', 1000).optional(),
    share_reason: z.boolean({ error: 'Share reason must be true or false' }).default(false),
  })
  .strict()
  .refine((v) => v.reason !== 'other' || (v.details ?? '').length > 0, {
    message: 'Say in a few words why you pass',
    path: ['details'],
  });
export type TPassRequest = z.infer<typeof ZPassRequest>;

export const ZSavedRequest = z
  .object({ saved: z.boolean({ error: 'Saved must be true or false' }) })
  .strict();
export const ZPrivateNoteRequest = z.object({ note: note('Note', 5000) }).strict();
export const ZDeckRequest = z.object({ message: note('Message', 1000).optional() }).strict();
export const ZGrantRequest = z
  .object({ document_id: z.string({ error: 'Choose a document to share' }).trim().min(1).max(200) })
  .strict();
export const ZDeclineRequest = z.object({ answer: note('Answer', 1000).optional() }).strict();

export const ZInvestorParam = z.object({
  id: z.uuid('Idea id must be a UUID'),
  investorId: z.string().trim().min(1).max(200),
});
export const ZRequestParam = z.object({
  id: z.uuid('Idea id must be a UUID'),
  requestId: z.uuid('Request id must be a UUID'),
});

const DECK_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type DeckRequestStatus = (typeof DECK_REQUEST_STATUSES)[number];

/** How an idea fits an investor's thesis: a score in [0, 1], what fits, and what does not. */
export const ZThesisFit = z.object({
  score: z.number(),
  reasons: z.array(z.string()),
  concerns: z.array(z.string()),
});
export type TThesisFit = z.infer<typeof ZThesisFit>;

/** An investor's own state on one idea: theirs alone. */
export const ZInvestorIdeaState = z.object({
  idea_id: z.string(),
  decision: z.enum(['interested', 'passed']).nullable(),
  /** To the founder, with an interest. */
  note: z.string().nullable(),
  pass_reason: z.enum(PASS_REASONS).nullable(),
  pass_details: z.string().nullable(),
  share_reason: z.boolean(),
  decided_at: z.string().nullable(),
  saved: z.boolean(),
  /** Never shown to the founder. */
  private_note: z.string().nullable(),
  deck_request: z
    .object({
      id: z.string(),
      status: z.enum(DECK_REQUEST_STATUSES),
      created_at: z.string(),
      answered_at: z.string().nullable(),
      /** The founder's words with a decline. */
      answer: z.string().nullable(),
      /** The document shared in answer (a granted request), while it stays shared. */
      document: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
    })
    .nullable(),
});
export type TInvestorIdeaState = z.infer<typeof ZInvestorIdeaState>;

/** GET /api/deal-flow/:id: the investor's own state on an idea, and how the idea fits their thesis. */
export const ZInvestorIdeaView = ZInvestorIdeaState.extend({ fit: ZThesisFit });
export type TInvestorIdeaView = z.infer<typeof ZInvestorIdeaView>;

/** What the founder sees of an investor who acted on their idea. */
const ZIdeaInvestor = z.object({
  investor_id: z.string(),
  decision: z.enum(['interested', 'passed']),
  decided_at: z.string(),
  /** With an interest: the investor's words to the founder. */
  note: z.string().nullable(),
  /** With a pass, only when the investor allowed it; else null and the founder sees "passed". */
  pass_reason: z.string().nullable(),
  /** The card in the founder's pipeline made from this interest, if any. */
  pipeline_entry_id: z.string().nullable(),
  investor: z.object({
    full_name: z.string().nullable(),
    firm_name: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    /** An interested investor's address, to reply; null for a pass. */
    email: z.string().nullable(),
    /** An interested investor's thesis; null for a pass. */
    thesis: ZInvestorThesis.nullable(),
  }),
  /** How the idea fits their thesis (interested investors; null for a pass). */
  fit: ZThesisFit.nullable(),
});
export type TIdeaInvestor = z.infer<typeof ZIdeaInvestor>;

export const ZFounderDeckRequest = z.object({
  id: z.string(),
  status: z.enum(DECK_REQUEST_STATUSES),
  message: z.string().nullable(),
  answer: z.string().nullable(),
  document_id: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  requester: z.object({ id: z.string(), full_name: z.string().nullable(), firm_name: z.string().nullable() }),
});
export type TFounderDeckRequest = z.infer<typeof ZFounderDeckRequest>;

export const ZIdeaInvestorActivity = z.object({
  investors: z.array(ZIdeaInvestor),
  requests: z.array(ZFounderDeckRequest),
});
export type TIdeaInvestorActivity = z.infer<typeof ZIdeaInvestorActivity>;

/** The founder dashboard's badges: what happened on each of their ideas. */
const ZIdeaActivityCounts = z.object({
  idea_id: z.string(),
  interested_investors: z.number(),
  passed_investors: z.number(),
  interested_advisors: z.number(),
  pending_requests: z.number(),
});
export type TIdeaActivityCounts = z.infer<typeof ZIdeaActivityCounts>;

export const ZIdeaActivityList = z.object({ ideas: z.array(ZIdeaActivityCounts) });
export type TIdeaActivityList = z.infer<typeof ZIdeaActivityList>;

/** POST /api/ideas/:id/investor-activity/:investorId/pipeline: the pipeline card made from the interest. */
export const ZPipelineEntryCreated = z.object({ entry_id: z.string() });
export type TPipelineEntryCreated = z.infer<typeof ZPipelineEntryCreated>;
