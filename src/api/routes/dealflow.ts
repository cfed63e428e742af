import { ZDealFlowList } from '../../../core/contracts/advisors';
import {
  ZDealFlowQuery,
  ZDeckRequest,
  ZInterestRequest,
  ZInvestorIdeaState,
  ZInvestorIdeaView,
  ZPassRequest,
  ZPrivateNoteRequest,
  ZSavedRequest,
} from '../../../core/contracts/deal-flow';
import { ZIdParam } from '../../../core/contracts/ideas';
import type { TInvestorThesis } from '../../../core/contracts/onboarding';
import {
  clearDecision,
  markInterested,
  markPassed,
  requestDeck,
  setPrivateNote,
  setSaved,
} from '../../dealflow/investor-actions';
import { investorState } from '../../dealflow/investor-state';
import { listDealFlow } from '../../dealflow/list-deal-flow';
import { thesisFit } from '../../dealflow/thesis-fit';
import { loadIdeaFor } from '../../ideas/idea-access';
import { findUserContext } from '../../profiles/profile.repository';
import type { Caller, DefineRoute } from '../access';
import type { AppDeps } from '../deps';

/**
 * The investor's deal flow and what they do about each startup (contracts/deal-flow.ts). Every action is the
 * caller's own (the investor is never a field of the body) and on an idea they may read: one its founder keeps out of
 * deal flow is a 404, as it is to read.
 */
export function registerDealFlowRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const readable = (caller: Caller, id: string) => loadIdeaFor(deps.db, caller, id, 'read');

  defineRoute({
    method: 'get',
    path: '/deal-flow',
    access: ['investor'],
    query: ZDealFlowQuery,
    response: ZDealFlowList,
    handler: async ({ caller, query }) => {
      const context = await findUserContext(deps.db, caller!.id, 'investor');
      const thesis = (context?.context_data ?? {}) as TInvestorThesis;
      const ideas = await listDealFlow(deps.db, { ...query, investorId: caller!.id, thesis });
      return { ideas, order: query.order, list: query.list };
    },
  });

  defineRoute({
    method: 'get',
    path: '/deal-flow/:id',
    access: ['investor'],
    params: ZIdParam,
    // The startup's page shows the investor how it fits their thesis, as the deal-flow card does.
    response: ZInvestorIdeaView,
    handler: async ({ caller, params }) => {
      const idea = await readable(caller!, params.id);
      const context = await findUserContext(deps.db, caller!.id, 'investor');
      const thesis = (context?.context_data ?? {}) as TInvestorThesis;
      return { ...(await investorState(deps.db, caller!.id, idea.id)), fit: thesisFit(thesis, idea) };
    },
  });

  defineRoute({
    method: 'put',
    path: '/deal-flow/:id/interest',
    access: ['investor'],
    params: ZIdParam,
    body: ZInterestRequest,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params, body }) =>
      markInterested(deps.db, caller!, await readable(caller!, params.id), body.note),
  });

  defineRoute({
    method: 'put',
    path: '/deal-flow/:id/pass',
    access: ['investor'],
    params: ZIdParam,
    body: ZPassRequest,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params, body }) =>
      markPassed(deps.db, caller!, await readable(caller!, params.id), body),
  });

  defineRoute({
    method: 'delete',
    path: '/deal-flow/:id/decision',
    access: ['investor'],
    params: ZIdParam,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params }) =>
      clearDecision(deps.db, caller!, await readable(caller!, params.id)),
  });

  defineRoute({
    method: 'put',
    path: '/deal-flow/:id/saved',
    access: ['investor'],
    params: ZIdParam,
    body: ZSavedRequest,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params, body }) =>
      setSaved(deps.db, caller!, await readable(caller!, params.id), body.saved),
  });

  defineRoute({
    method: 'put',
    path: '/deal-flow/:id/note',
    access: ['investor'],
    params: ZIdParam,
    body: ZPrivateNoteRequest,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params, body }) =>
      setPrivateNote(deps.db, caller!, await readable(caller!, params.id), body.note),
  });

  defineRoute({
    method: 'post',
    path: '/deal-flow/:id/deck-requests',
    access: ['investor'],
    params: ZIdParam,
    body: ZDeckRequest,
    status: 201,
    response: ZInvestorIdeaState,
    handler: async ({ caller, params, body }) =>
      requestDeck(deps.db, caller!, await readable(caller!, params.id), body.message),
  });
}
