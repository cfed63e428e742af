import { ZIdParam } from '../../../core/contracts/ideas';
import { ZIdeaNetwork } from '../../../core/contracts/warm-paths';
import { ideaNetwork } from '../../contacts/idea-network';
import { loadIdeaFor } from '../../ideas/idea-access';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

/**
 * The founder's network for an analysed idea (issue 33, `ZIdeaNetwork`): warm paths to its investors, forwardable
 * intros and design partners from their contacts. Read for the idea's founder only ('write': not even admins, who
 * read ideas for support), and computed each time from the contacts: nothing of it is stored.
 */
export function registerIdeaNetworkRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/ideas/:id/network',
    access: ['founder'],
    params: ZIdParam,
    response: ZIdeaNetwork,
    handler: async ({ caller, params, res }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      res.set('Cache-Control', 'private, no-store');
      return ideaNetwork(deps.db, idea, deps.network);
    },
  });
}
