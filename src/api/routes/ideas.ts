import { z } from 'zod';
import { ZIdeaPublicView } from '../../../core/contracts/idea-public';
import {
  ZCreateIdeaRequest,
  ZIdea,
  ZIdeaList,
  ZIdParam,
  ZUpdateIdeaRequest,
} from '../../../core/contracts/ideas';
import { applyRoundEdit, RoundEditError } from '../../../core/round/idea-round';
import { insertIdea, listIdeasByUser, updateIdea } from '../../ideas/idea.repository';
import { loadIdeaFor, toIdeaResponse } from '../../ideas/idea-access';
import { ideaAnswerFor } from '../../ideas/idea-public-view';
import { refreshIdeaRound } from '../../ideas/refresh-idea-round';
import { accountPlan } from '../../plans/account-plan';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

export function registerIdeaRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const planOf = (userId: string) => accountPlan(deps.db, userId, deps.config.PLAN_DEFAULT);
  defineRoute({
    method: 'get',
    path: '/ideas',
    access: ['founder'],
    response: ZIdeaList,
    handler: async ({ caller }) => {
      const plan = await planOf(caller!.id);
      return { ideas: (await listIdeasByUser(deps.db, caller!.id)).map((i) => toIdeaResponse(i, plan)) };
    },
  });

  defineRoute({
    method: 'post',
    path: '/ideas',
    access: ['founder'],
    body: ZCreateIdeaRequest,
    status: 201,
    response: ZIdea,
    handler: async ({ caller, body }) => {
      const inserted = await insertIdea(deps.db, { user_id: caller!.id, ...body });
      // The round (raise, stage, sectors, place) read from the founder's words, for the header's badges.
      const idea = (await refreshIdeaRound(deps.db, inserted.id)) ?? inserted;
      // Saved first; the embedding follows and a failure there is only logged (spec §8).
      await deps.embeddings.refreshIdea(idea.id);
      return toIdeaResponse(idea, await planOf(caller!.id));
    },
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id',
    access: 'signed-in',
    params: ZIdParam,
    response: z.union([ZIdea, ZIdeaPublicView]),
    // Its founder (and admins) get the whole idea; advisors and investors its public view (contracts/idea-public.ts).
    handler: async ({ caller, params }) =>
      ideaAnswerFor(
        deps.db,
        caller!,
        await loadIdeaFor(deps.db, caller!, params.id, 'read'),
        deps.config.PLAN_DEFAULT,
      ),
  });

  defineRoute({
    method: 'patch',
    path: '/ideas/:id',
    access: ['founder'],
    params: ZIdParam,
    body: ZUpdateIdeaRequest,
    response: ZIdea,
    handler: async ({ caller, params, body }) => {
      const current = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      const { round: edit, ...fields } = body;
      // A correction that cannot be kept is refused before anything is written.
      if (edit) checkRoundEdit(() => applyRoundEdit(current.round, edit));
      let idea = Object.keys(fields).length ? (await updateIdea(deps.db, params.id, fields))! : current;
      const textChanged = body.title !== undefined || body.description !== undefined;
      if (edit || textChanged) idea = (await refreshIdeaRound(deps.db, params.id, { edit })) ?? idea;
      if (textChanged) await deps.embeddings.refreshIdea(idea.id);
      return toIdeaResponse(idea, await planOf(caller!.id));
    },
  });
}

function checkRoundEdit(apply: () => unknown) {
  try {
    apply();
  } catch (err) {
    if (err instanceof RoundEditError) throw new AppError('bad_request', err.message, err.field);
    throw err;
  }
}
