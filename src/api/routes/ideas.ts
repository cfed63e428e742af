import { ZCreateIdeaRequest, ZIdParam, ZUpdateIdeaRequest } from '../../contracts/ideas';
import { insertIdea, listIdeasByUser, updateIdea } from '../../ideas/idea.repository';
import { loadIdeaFor, toIdeaResponse } from '../../ideas/idea-access';
import { ideaAnswerFor } from '../../ideas/idea-public-view';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerIdeaRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/ideas',
    access: ['founder'],
    handler: async ({ caller }) => ({
      ideas: (await listIdeasByUser(deps.db, caller!.id)).map(toIdeaResponse),
    }),
  });

  defineRoute({
    method: 'post',
    path: '/ideas',
    access: ['founder'],
    body: ZCreateIdeaRequest,
    status: 201,
    handler: async ({ caller, body }) => {
      const idea = await insertIdea(deps.db, { user_id: caller!.id, ...body });
      // Saved first; the embedding follows and a failure there is only logged (spec §8).
      await deps.embeddings.refreshIdea(idea.id);
      return toIdeaResponse(idea);
    },
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id',
    access: 'signed-in',
    params: ZIdParam,
    // Its founder (and admins) get the whole idea; advisors and investors its public view (contracts/idea-public.ts).
    handler: async ({ caller, params }) =>
      ideaAnswerFor(deps.db, caller!, await loadIdeaFor(deps.db, caller!, params.id, 'read')),
  });

  defineRoute({
    method: 'patch',
    path: '/ideas/:id',
    access: ['founder'],
    params: ZIdParam,
    body: ZUpdateIdeaRequest,
    handler: async ({ caller, params, body }) => {
      await loadIdeaFor(deps.db, caller!, params.id, 'write');
      const idea = (await updateIdea(deps.db, params.id, body))!;
      if (body.title !== undefined || body.description !== undefined)
        await deps.embeddings.refreshIdea(idea.id);
      return toIdeaResponse(idea);
    },
  });
}
