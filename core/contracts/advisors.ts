import { z } from 'zod';
import type { TInvestorIdeaState, TThesisFit } from './deal-flow';
import type { INTEREST_LEVELS } from './vocabulary';

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
export interface TAdvisorRecommendation {
  idea_id: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  /** 0..1; the badge shows it as a percent: 0.8 and up green, 0.7 and up blue, else grey. */
  similarity: number;
  /** null while the advisor has recorded nothing; else interested, very_interested or contacted. */
  interest_status: (typeof INTEREST_LEVELS)[number] | 'contacted' | null;
  profiles: { company_name: string | null; full_name: string | null };
  /** Why it matches: "Seed, a stage you advise", "Needs sales and operations help", "Close to your profile". */
  reasons: string[];
}

/** The UI sets only interested or very_interested, and only while no status exists (spec §4). */
export const ZRecordInterestRequest = z.object({
  idea_id: z.uuid('Choose a startup'),
  interest_level: z.enum(['interested', 'very_interested'], 'Interest must be interested or very interested'),
});
export type TRecordInterestRequest = z.infer<typeof ZRecordInterestRequest>;

export interface TAdvisorInterest {
  idea_id: string;
  advisor_id: string;
  interest_level: 'interested' | 'very_interested' | 'contacted';
  created_at: string;
  updated_at: string;
}

/** What a founder sees of an advisor interested in their idea. */
export interface TIdeaAdvisorInterest extends TAdvisorInterest {
  advisor: {
    full_name: string | null;
    email: string;
    headline: string | null;
    linkedin_url: string | null;
    advisory_roles: string[];
    advisory_stages: string[];
    time_commitment: string | null;
  };
}

export const ZAdvisorParam = z.object({
  id: z.uuid('Idea id must be a UUID'),
  advisorId: z.string().trim().min(1).max(200),
});

/**
 * A deal-flow item (spec §6: the latest 20 with the founder's full name and company). Only an idea's public
 * fields (issue 19): the founder's LinkedIn rather than their e-mail, and never the recommendations.
 */
export interface TDealFlowIdea {
  id: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  target_check_size: number | null;
  created_at: string;
  profiles: { full_name: string | null; company_name: string | null; linkedin_url: string | null };
  /**
   * How well it fits the investor's thesis (sector, stage, place, the raise against their cheque and whether they
   * lead), with the reasons and the concerns.
   */
  fit: TThesisFit;
  /** The investor's own state on it: their decision, saved, private note, deck request. Theirs alone. */
  mine: TInvestorIdeaState;
}
