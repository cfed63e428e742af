import { ZReceived } from '../../../core/contracts/contact';
import { ZJoinWaitlistRequest } from '../../../core/contracts/waitlist';
import { joinWaitlist } from '../../waitlist/join-waitlist';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerWaitlistRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/waitlist',
    access: 'public',
    body: ZJoinWaitlistRequest,
    status: 201,
    response: ZReceived,
    handler: async ({ body }) => {
      await joinWaitlist(deps.db, body);
      return { ok: true as const };
    },
  });
}
