import {
  ZContactListQuery,
  ZContactMessages,
  ZContactRequest,
  ZReceived,
} from '../../../core/contracts/contact';
import { insertContactMessage, listContactMessages } from '../../contact/contact-message.repository';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerContactRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/contact',
    access: 'public',
    body: ZContactRequest,
    status: 201,
    response: ZReceived,
    handler: async ({ body }) => {
      await insertContactMessage(deps.db, body);
      return { ok: true as const };
    },
  });

  defineRoute({
    method: 'get',
    path: '/admin/contact-messages',
    access: ['admin'],
    query: ZContactListQuery,
    response: ZContactMessages,
    handler: async ({ query }) => {
      const { rows, total } = await listContactMessages(deps.db, query);
      return {
        messages: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        total,
      };
    },
  });
}
