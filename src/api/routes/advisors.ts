import { listIdeaInterests, markContacted, recordInterest } from '../../advisors/interests';
import { recommendStartups } from '../../advisors/recommend-startups';
import { ZAdvisorParam, ZRecordInterestRequest } from '../../contracts/advisors';
import { ZIdParam } from '../../contracts/ideas';
import { findIdeaById } from '../../ideas/idea.repository';
import { loadIdeaFor } from '../../ideas/idea-access';
import { findProfileById } from '../../profiles/profile.repository';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/** Advisors' recommendations and interest; the founder's view of who is interested (contracts/advisors.ts). */
export function registerAdvisorRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/advisor/recommendations',
    access: ['advisor'],
    handler: async ({ caller }) => {
      const profile = await findProfileById(deps.db, caller!.id);
      if (!profile) throw new AppError('not_found', 'Profile not found');
      return { recommendations: await recommendStartups(deps.db, deps.embeddings, profile) };
    },
  });

  // An advisor records interest for themselves only: the advisor is the caller, never a field of the body.
  defineRoute({
    method: 'post',
    path: '/advisor/interests',
    access: ['advisor'],
    body: ZRecordInterestRequest,
    status: 201,
    handler: async ({ caller, body }) => {
      const idea = await findIdeaById(deps.db, body.idea_id);
      if (!idea) throw new AppError('not_found', 'This startup no longer exists', 'idea_id');
      if (idea.user_id === caller!.id)
        throw new AppError('bad_request', 'You cannot record interest in your own idea', 'idea_id');
      const interest = await recordInterest(deps.db, caller!.id, idea.id, body.interest_level);
      if (!interest)
        throw new AppError('conflict', 'You have already recorded your interest in this startup');
      return interest;
    },
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id/advisor-interests',
    access: ['founder'],
    params: ZIdParam,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      return { interests: await listIdeaInterests(deps.db, idea.id) };
    },
  });

  // "Contacted" comes from the founder: they reached out to an advisor who showed interest.
  defineRoute({
    method: 'post',
    path: '/ideas/:id/advisor-interests/:advisorId/contacted',
    access: ['founder'],
    params: ZAdvisorParam,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      if (!(await markContacted(deps.db, idea.id, params.advisorId)))
        throw new AppError('not_found', 'This advisor has not shown interest in your idea');
      const interest = (await listIdeaInterests(deps.db, idea.id)).find(
        (i) => i.advisor_id === params.advisorId,
      );
      return interest;
    },
  });
}
