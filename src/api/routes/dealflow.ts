import { ZDealFlowQuery } from '../../contracts/advisors';
import { listDealFlow, type Thesis } from '../../dealflow/list-deal-flow';
import { findUserContext } from '../../profiles/profile.repository';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerDealFlowRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/deal-flow',
    access: ['investor'],
    query: ZDealFlowQuery,
    handler: async ({ caller, query }) => {
      const context = await findUserContext(deps.db, caller!.id, 'investor');
      const thesis = (context?.context_data ?? {}) as Thesis;
      return { ideas: await listDealFlow(deps.db, { order: query.order, thesis }), order: query.order };
    },
  });
}
