import { listDealFlow } from '../../dealflow/list-deal-flow';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerDealFlowRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/deal-flow',
    access: ['investor'],
    handler: async () => ({ ideas: await listDealFlow(deps.db) }),
  });
}
