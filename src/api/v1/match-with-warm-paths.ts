import type { TMatchRequest } from '../../../core/contracts/investors';
import { toApiWarmPath } from '../../../core/contracts/warm-paths';
import { warmPathsOf } from '../../contacts/founder-network';
import { warmBoosts } from '../../contacts/warm-paths';
import type { AppDeps } from '../deps';

/** Paths listed per investor in the answer: the warmest few are enough to ask for an introduction. */
const PATHS_PER_INVESTOR = 5;

/**
 * `POST /api/v1/match` for the key's owner: their warm paths (their contacts only) count as evidence in the ranking
 * and each match says them (`warm_paths`, empty when none). A key of a user without contacts gets the plain ranking.
 */
export async function matchWithWarmPaths(deps: AppDeps, request: TMatchRequest, userId: string) {
  const paths = await warmPathsOf(deps.db, userId, null);
  const warm = warmBoosts(paths);
  const answer = await deps.investors.match(warm.size ? { ...request, warm } : request);
  return {
    ...answer,
    matches: answer.matches.map((m) => ({
      ...m,
      warm_paths: (paths.get(m.investor.id) ?? []).slice(0, PATHS_PER_INVESTOR).map(toApiWarmPath),
    })),
  };
}
