import { z } from 'zod';
import { ZApiKey, ZApiKeyList, ZCreateApiKeyRequest, ZCreatedApiKey } from '../../../core/contracts/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../../auth/api-keys';
import { accountPlan } from '../../plans/account-plan';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const ZApiKeyIdParam = z.object({ id: z.uuid('API key id must be a UUID') });

/** The signed-in user's keys for the public API (/api/v1): list, create (shown once), revoke. */
export function registerApiKeyRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const planOf = (userId: string) => accountPlan(deps.db, userId, deps.config.PLAN_DEFAULT);
  defineRoute({
    method: 'get',
    path: '/api-keys',
    access: 'signed-in',
    response: ZApiKeyList,
    handler: async ({ caller }) => ({
      keys: await listApiKeys(deps.db, caller!.id, await planOf(caller!.id)),
    }),
  });

  defineRoute({
    method: 'post',
    path: '/api-keys',
    access: 'signed-in',
    body: ZCreateApiKeyRequest,
    status: 201,
    response: ZCreatedApiKey,
    handler: async ({ caller, body, res }) => {
      // The answer holds the only copy of the key: no cache may keep it.
      res.set('Cache-Control', 'no-store');
      return createApiKey(deps.db, caller!.id, body.name, await planOf(caller!.id));
    },
  });

  defineRoute({
    method: 'delete',
    path: '/api-keys/:id',
    access: 'signed-in',
    params: ZApiKeyIdParam,
    response: ZApiKey,
    handler: async ({ caller, params }) => {
      const key = await revokeApiKey(deps.db, caller!.id, params.id, await planOf(caller!.id));
      if (key) deps.apiKeys.forgetKey(key.id);
      // Another user's key answers exactly like a missing one, so ids reveal nothing.
      if (!key) throw new AppError('not_found', 'API key not found');
      return key;
    },
  });
}
