import {
  ZFeaturedInvestors,
  ZInvestorsMeta,
  ZSearchInvestorsQuery,
  ZSearchInvestorsResponse,
} from '../../../core/contracts/investors';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

/** Spec §4/§6: signed-out visitors see only the first 6 filtered results; signed-in users see all. */
const SIGNED_OUT_LIMIT = 6;

export function registerInvestorRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/investors',
    access: 'public',
    query: ZSearchInvestorsQuery,
    response: ZSearchInvestorsResponse,
    handler: async ({ caller, query }) => {
      if (caller) return deps.investors.search(query);
      const first = await deps.investors.search({ ...query, cursor: undefined, limit: SIGNED_OUT_LIMIT });
      return { ...first, next_cursor: null };
    },
  });

  defineRoute({
    method: 'get',
    path: '/investors/featured',
    access: 'public',
    sameForEveryone: true,
    response: ZFeaturedInvestors,
    handler: async () => ({ investors: await deps.investors.featured() }),
  });

  defineRoute({
    method: 'get',
    path: '/investors/meta',
    access: 'public',
    sameForEveryone: true,
    response: ZInvestorsMeta,
    handler: async () => deps.investors.meta(),
  });
}
