import {
  ZContactImportOutcome,
  ZContactParam,
  ZContactsDeleted,
  ZContactsPage,
  ZContactsQuery,
  ZLatestContactImport,
} from '../../../core/contracts/contacts';
import { removeContacts } from '../../contacts/delete-contacts';
import { ContactImportError, importContacts } from '../../contacts/import-contacts';
import { latestImport, listContacts } from '../../contacts/list-contacts';
import { receiveContactsFile } from '../../contacts/receive-contacts-upload';
import { accountPlan } from '../../plans/account-plan';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/**
 * The founder's own network (issue 33, `src/contracts/contacts.ts`). Every route reads and changes the caller's
 * own contacts only, founders only: no id of another user is ever taken, and staff roles open nothing here.
 */
export function registerContactsRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const allowedOrigin = new URL(deps.config.baseUrl).origin;
  const planOf = (userId: string) => accountPlan(deps.db, userId, deps.config.PLAN_DEFAULT);

  defineRoute({
    method: 'post',
    path: '/contacts/import',
    access: ['founder'],
    response: ZContactImportOutcome,
    handler: async ({ caller, req }) => {
      // A form can post multipart across sites without a preflight; the browser's Origin says where it came from.
      const origin = req.headers.origin;
      if (origin && !deps.trustedOrigins.includes(origin) && origin !== allowedOrigin)
        throw new AppError('forbidden', 'Uploads come from the app only');
      try {
        return await receiveContactsFile(req, (upload) => importContacts(deps.db, caller!.id, upload));
      } catch (err) {
        // Only what kind of failure it was: the cause's words may quote a contact.
        if (err instanceof ContactImportError)
          deps.logger.error({ cause: err.causeKind }, 'A contacts import failed');
        throw err;
      }
    },
  });

  defineRoute({
    method: 'get',
    path: '/contacts/imports/latest',
    access: ['founder'],
    response: ZLatestContactImport,
    handler: async ({ caller, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return { import: await latestImport(deps.db, caller!.id) };
    },
  });

  defineRoute({
    method: 'get',
    path: '/contacts',
    access: ['founder'],
    query: ZContactsQuery,
    response: ZContactsPage,
    handler: async ({ caller, query, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return listContacts(deps.db, caller!.id, query);
    },
  });

  defineRoute({
    method: 'delete',
    path: '/contacts/:contactId',
    access: ['founder'],
    params: ZContactParam,
    response: ZContactsDeleted,
    handler: async ({ caller, params }) => {
      const deleted = await removeContacts(deps.db, caller!.id, [params.contactId], await planOf(caller!.id));
      if (!deleted) throw new AppError('not_found', 'Contact not found');
      return { deleted };
    },
  });

  defineRoute({
    method: 'delete',
    path: '/contacts',
    access: ['founder'],
    response: ZContactsDeleted,
    handler: async ({ caller }) => ({
      deleted: await removeContacts(deps.db, caller!.id, null, await planOf(caller!.id)),
    }),
  });
}
