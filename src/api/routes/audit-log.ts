import { ZAuditLog, ZAuditLogQuery } from '../../../core/contracts/audit';
import { listAuditLog } from '../../audit/audit-log';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

export function registerAuditLogRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/admin/audit-log',
    access: ['admin'],
    query: ZAuditLogQuery,
    response: ZAuditLog,
    handler: async ({ query }) => listAuditLog(deps.db, query),
  });
}
