import { ZContactListQuery, ZContactRequest } from '../../contracts/contact';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerContactRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/contact',
    access: 'public',
    body: ZContactRequest,
    status: 201,
    handler: async ({ body }) => {
      await deps.db.insertInto('contact_messages').values(body).execute();
      return { ok: true };
    },
  });

  defineRoute({
    method: 'get',
    path: '/admin/contact-messages',
    access: ['admin'],
    query: ZContactListQuery,
    handler: async ({ query }) => {
      const [rows, count] = await Promise.all([
        deps.db
          .selectFrom('contact_messages')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        deps.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        messages: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        total: Number(count.n),
      };
    },
  });
}
