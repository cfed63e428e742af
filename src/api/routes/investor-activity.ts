import {
  ZDeclineRequest,
  ZFounderDeckRequest,
  ZGrantRequest,
  ZIdeaActivityList,
  ZIdeaInvestorActivity,
  ZInvestorParam,
  ZPipelineEntryCreated,
  ZRequestParam,
} from '../../../core/contracts/deal-flow';
import { ZIdParam } from '../../../core/contracts/ideas';
import { addInterestToPipeline } from '../../dealflow/add-interest-to-pipeline';
import { declineDeckRequest, grantDeckRequest } from '../../dealflow/answer-deck-request';
import { ideaActivityCounts, ideaInvestorActivity } from '../../dealflow/founder-activity';
import { loadIdeaFor } from '../../ideas/idea-access';
import type { Caller, DefineRoute } from '../access';
import type { AppDeps } from '../deps';

/**
 * The founder's side of the loop (contracts/deal-flow.ts): who acted on their idea and the deck requests to answer.
 * Every route loads the idea for writing, which only its founder may do: another founder, an advisor or an
 * investor (the one who acted included) is refused.
 */
export function registerInvestorActivityRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const own = (caller: Caller, id: string) => loadIdeaFor(deps.db, caller, id, 'write');
  const documents = { db: deps.db, dataDir: deps.config.dataDir, logger: deps.logger };

  defineRoute({
    method: 'get',
    path: '/ideas/:id/investor-activity',
    access: ['founder'],
    params: ZIdParam,
    response: ZIdeaInvestorActivity,
    handler: async ({ caller, params }) => ideaInvestorActivity(deps.db, await own(caller!, params.id)),
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/investor-activity/:investorId/pipeline',
    access: ['founder'],
    params: ZInvestorParam,
    status: 201,
    response: ZPipelineEntryCreated,
    handler: async ({ caller, params }) =>
      addInterestToPipeline(deps.db, await own(caller!, params.id), params.investorId),
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/deck-requests/:requestId/grant',
    access: ['founder'],
    params: ZRequestParam,
    body: ZGrantRequest,
    response: ZFounderDeckRequest,
    handler: async ({ caller, params, body }) =>
      grantDeckRequest(documents, await own(caller!, params.id), params.requestId, body.document_id),
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/deck-requests/:requestId/decline',
    access: ['founder'],
    params: ZRequestParam,
    body: ZDeclineRequest,
    response: ZFounderDeckRequest,
    handler: async ({ caller, params, body }) =>
      declineDeckRequest(deps.db, await own(caller!, params.id), params.requestId, body.answer),
  });

  // The dashboard's badges: always the caller's own ideas.
  defineRoute({
    method: 'get',
    path: '/idea-activity',
    access: ['founder'],
    response: ZIdeaActivityList,
    handler: async ({ caller }) => ({ ideas: await ideaActivityCounts(deps.db, caller!.id) }),
  });
}
