import { z } from 'zod';
import type { TInvestorThesis } from './onboarding';

/**
 * The two-sided loop (issue 21): what investors do about the startups in their deal flow, and what founders see
 * and answer. `:id` is the idea's id throughout.
 *
 * | route                                                    | who                | body                                | answer                       |
 * | -------------------------------------------------------- | ------------------ | ----------------------------------- | ---------------------------- |
 * | GET    /api/deal-flow?order=recent|thesis&list=main|saved|passed | investor  |                                     | { ideas: TDealFlowIdea[] }   |
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

export type DeckRequestStatus = 'pending' | 'granted' | 'declined';

/** How an idea fits an investor's thesis: a score in [0, 1], what fits, and what does not. */
export interface TThesisFit {
  score: number;
  reasons: string[];
  concerns: string[];
}

/** An investor's own state on one idea: theirs alone. */
export interface TInvestorIdeaState {
  idea_id: string;
  decision: 'interested' | 'passed' | null;
  /** To the founder, with an interest. */
  note: string | null;
  pass_reason: PassReason | null;
  pass_details: string | null;
  share_reason: boolean;
  decided_at: string | null;
  saved: boolean;
  /** Never shown to the founder. */
  private_note: string | null;
  deck_request: {
    id: string;
    status: DeckRequestStatus;
    created_at: string;
    answered_at: string | null;
    /** The founder's words with a decline. */
    answer: string | null;
    /** The document shared in answer (a granted request), while it stays shared. */
    document: { id: string; name: string; url: string } | null;
  } | null;
}

/** GET /api/deal-flow/:id: the investor's own state on an idea, and how the idea fits their thesis. */
export interface TInvestorIdeaView extends TInvestorIdeaState {
  fit: TThesisFit;
}

/** What the founder sees of an investor who acted on their idea. */
export interface TIdeaInvestor {
  investor_id: string;
  decision: 'interested' | 'passed';
  decided_at: string;
  /** With an interest: the investor's words to the founder. */
  note: string | null;
  /** With a pass, only when the investor allowed it; else null and the founder sees "passed". */
  pass_reason: string | null;
  /** The card in the founder's pipeline made from this interest, if any. */
  pipeline_entry_id: string | null;
  investor: {
    full_name: string | null;
    firm_name: string | null;
    linkedin_url: string | null;
    /** An interested investor's address, to reply; null for a pass. */
    email: string | null;
    /** An interested investor's thesis; null for a pass. */
    thesis: TInvestorThesis | null;
  };
  /** How the idea fits their thesis (interested investors; null for a pass). */
  fit: TThesisFit | null;
}

export interface TFounderDeckRequest {
  id: string;
  status: DeckRequestStatus;
  message: string | null;
  answer: string | null;
  document_id: string | null;
  created_at: string;
  answered_at: string | null;
  requester: { id: string; full_name: string | null; firm_name: string | null };
}

export interface TIdeaInvestorActivity {
  investors: TIdeaInvestor[];
  requests: TFounderDeckRequest[];
}

/** The founder dashboard's badges: what happened on each of their ideas. */
export interface TIdeaActivityCounts {
  idea_id: string;
  interested_investors: number;
  passed_investors: number;
  interested_advisors: number;
  pending_requests: number;
}
