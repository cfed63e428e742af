import { z } from 'zod';
import { ZDealFlowQuery, ZInvestorIdeaState, ZThesisFit } from './deal-flow';
import { ZPublicRaise } from './idea-public';
import { INTEREST_LEVELS } from './vocabulary';

/**
 * Advisors and investors (issue 7).
 *
 * | route                                                   | who                 | body / query                           | answer                                   |
 * | ------------------------------------------------------- | ------------------- | -------------------------------------- | ---------------------------------------- |
 * | GET   /api/advisor/recommendations                      | advisor             |                                        | { recommendations: TAdvisorRecommendation[] } |
 * | POST  /api/advisor/interests                            | advisor             | { idea_id, interest_level }            | 201 TAdvisorInterest; 409 if one exists  |
 * | GET   /api/ideas/:id/advisor-interests                  | the idea's founder  |                                        | { interests: TIdeaAdvisorInterest[] }    |
 * | POST  /api/ideas/:id/advisor-interests/:advisorId/contacted | the idea's founder |                                     | TIdeaAdvisorInterest (status contacted)  |
 * | GET   /api/deal-flow?order=recent|thesis&list=…        | investor            | order, list (contracts/deal-flow.ts)   | { ideas: TDealFlowIdea[], order, list }  |
 * | PATCH /api/ideas/:id                                    | the idea's founder  | { show_in_deal_flow: boolean } (also title/description) | the idea                 |
 * | GET   /api/ideas/:id                                    | founder (own), advisor, investor (not hidden ideas), admin | | the idea to its founder and admins; its public view (contracts/idea-public.ts) to the others |
 */

/** Spec §3: an advisor recommendation item, with why it matches. */
const ZAdvisorRecommendation = z.object({
  idea_id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  /** 0..1; the badge shows it as a percent: 0.8 and up green, 0.7 and up blue, else grey. */
  similarity: z.number(),
  /** null while the advisor has recorded nothing; else interested, very_interested or contacted. */
  interest_status: z.enum(INTEREST_LEVELS).nullable(),
  profiles: z.object({ company_name: z.string().nullable(), full_name: z.string().nullable() }),
  /** Why it matches: "Seed, a stage you advise", "Needs sales and operations help", "Close to your profile". */
  reasons: z.array(z.string()),
});
export type TAdvisorRecommendation = z.infer<typeof ZAdvisorRecommendation>;
export const ZAdvisorRecommendations = z.object({ recommendations: z.array(ZAdvisorRecommendation) });
export type TAdvisorRecommendations = z.infer<typeof ZAdvisorRecommendations>;

/** The UI sets only interested or very_interested, and only while no status exists (spec §4). */
export const ZRecordInterestRequest = z.object({
  idea_id: z.uuid('Choose a startup'),
  interest_level: z.enum(['interested', 'very_interested'], 'Interest must be interested or very interested'),
});
export type TRecordInterestRequest = z.infer<typeof ZRecordInterestRequest>;

export const ZAdvisorInterest = z.object({
  idea_id: z.string(),
  advisor_id: z.string(),
  interest_level: z.enum(INTEREST_LEVELS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdvisorInterest = z.infer<typeof ZAdvisorInterest>;

/** What a founder sees of an advisor interested in their idea. */
export const ZIdeaAdvisorInterest = ZAdvisorInterest.extend({
  advisor: z.object({
    full_name: z.string().nullable(),
    email: z.string(),
    headline: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    advisory_roles: z.array(z.string()),
    advisory_stages: z.array(z.string()),
    time_commitment: z.string().nullable(),
  }),
});
export type TIdeaAdvisorInterest = z.infer<typeof ZIdeaAdvisorInterest>;
export const ZIdeaAdvisorInterests = z.object({ interests: z.array(ZIdeaAdvisorInterest) });
export type TIdeaAdvisorInterests = z.infer<typeof ZIdeaAdvisorInterests>;

export const ZAdvisorParam = z.object({
  id: z.uuid('Idea id must be a UUID'),
  advisorId: z.string().trim().min(1).max(200),
});

/**
 * A deal-flow item (spec §6: the latest 20 with the founder's full name and company). Only an idea's public
 * fields (issue 19): the founder's LinkedIn rather than their e-mail, and never the recommendations.
 */
const ZDealFlowIdea = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  target_check_size: z.number().nullable(),
  raise: ZPublicRaise,
  created_at: z.string(),
  profiles: z.object({
    full_name: z.string().nullable(),
    company_name: z.string().nullable(),
    linkedin_url: z.string().nullable(),
  }),
  /**
   * How well it fits the investor's thesis (sector, stage, place, the raise against their cheque and whether they
   * lead), with the reasons and the concerns.
   */
  fit: ZThesisFit,
  /** The investor's own state on it: their decision, saved, private note, deck request. Theirs alone. */
  mine: ZInvestorIdeaState,
});
export type TDealFlowIdea = z.infer<typeof ZDealFlowIdea>;

/** GET /api/deal-flow: the ideas, with the order and list they were asked in. */
export const ZDealFlowList = z.object({
  ideas: z.array(ZDealFlowIdea),
  order: ZDealFlowQuery.shape.order.unwrap(),
  list: ZDealFlowQuery.shape.list.unwrap(),
});
export type TDealFlowList = z.infer<typeof ZDealFlowList>;
