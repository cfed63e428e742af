import {
  ZAdvisorInterest,
  ZAdvisorParam,
  ZAdvisorRecommendations,
  ZIdeaAdvisorInterest,
  ZIdeaAdvisorInterests,
  ZRecordInterestRequest,
} from '../../../core/contracts/advisors';
import { ZIdParam } from '../../../core/contracts/ideas';
import { listIdeaInterests, markContacted, recordInterest } from '../../advisors/interests';
import { recommendStartups } from '../../advisors/recommend-startups';
import { founderInterestLink } from '../../dealflow/investor-actions';
import { displayName } from '../../dealflow/investor-state';
import { findIdeaById } from '../../ideas/idea.repository';
import { loadIdeaFor } from '../../ideas/idea-access';
import { notify } from '../../notifications/notify';
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
    response: ZAdvisorRecommendations,
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
    response: ZAdvisorInterest,
    handler: async ({ caller, body }) => {
      const idea = await findIdeaById(deps.db, body.idea_id);
      if (!idea) throw new AppError('not_found', 'This startup no longer exists', 'idea_id');
      if (idea.user_id === caller!.id)
        throw new AppError('bad_request', 'You cannot record interest in your own idea', 'idea_id');
      // Recorded and told to the founder together (spec §8: "The founder will be notified of your interest").
      const interest = await deps.db.transaction().execute(async (trx) => {
        const recorded = await recordInterest(trx, caller!.id, idea.id, body.interest_level);
        if (!recorded) return null;
        const who = await displayName(trx, caller!.id);
        const how = body.interest_level === 'very_interested' ? 'very interested' : 'interested';
        await notify(trx, {
          user_id: idea.user_id,
          kind: 'advisor_interested',
          title: `${who}, an advisor, is ${how} in ${idea.title}`,
          body: 'See their profile and reach out.',
          link: founderInterestLink(idea.id),
          idea_id: idea.id,
          actor_id: caller!.id,
          dedupe_key: `advisor-interest:${idea.id}:${caller!.id}`,
        });
        return recorded;
      });
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
    response: ZIdeaAdvisorInterests,
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
    response: ZIdeaAdvisorInterest,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      await deps.db.transaction().execute(async (trx) => {
        if (!(await markContacted(trx, idea.id, params.advisorId)))
          throw new AppError('not_found', 'This advisor has not shown interest in your idea');
        const who = await displayName(trx, caller!.id);
        await notify(trx, {
          user_id: params.advisorId,
          kind: 'advisor_contacted',
          title: `${who} is reaching out about ${idea.title}`,
          body: 'They marked you as contacted: look out for their message.',
          link: `/idea/${idea.id}`,
          idea_id: idea.id,
          actor_id: caller!.id,
          dedupe_key: `advisor-contacted:${idea.id}:${params.advisorId}`,
        });
      });
      const interest = (await listIdeaInterests(deps.db, idea.id)).find(
        (i) => i.advisor_id === params.advisorId,
      );
      // Gone between the update and this read (a concurrent delete): said, rather than no answer at all.
      if (!interest) throw new AppError('not_found', 'This advisor has not shown interest in your idea');
      return interest;
    },
  });
}
