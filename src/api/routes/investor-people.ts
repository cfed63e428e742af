import {
  ZInvestorIdParam,
  ZInvestorProfile,
  ZPeopleByInvestor,
  ZPeopleImportRequest,
  ZPeopleImportResult,
  ZPeopleQuery,
} from '../../../core/contracts/investor-people';
import { importPeopleCsv } from '../../investors/import-people-csv';
import { peopleByInvestor } from '../../investors/investor-people';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/**
 * Named people at investor firms (issue 33, `src/contracts/investor-people.ts`): the investor card's and the
 * investor page's, for signed-in users; an admin's CSV import.
 */
export function registerInvestorPeopleRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/investors/people',
    access: 'signed-in',
    query: ZPeopleQuery,
    response: ZPeopleByInvestor,
    handler: async ({ query }) => ({ people: await peopleByInvestor(deps.db, query.ids) }),
  });

  defineRoute({
    method: 'get',
    path: '/investors/:id/profile',
    access: 'signed-in',
    params: ZInvestorIdParam,
    response: ZInvestorProfile,
    handler: async ({ params }) => {
      const investor = await deps.investors.get(params.id);
      if (!investor) throw new AppError('not_found', 'Investor not found');
      const [people, meta] = await Promise.all([
        peopleByInvestor(deps.db, [investor.id]),
        deps.investors.meta(),
      ]);
      return { investor, people: people[investor.id] ?? [], as_of: meta.as_of, sources: meta.sources };
    },
  });

  defineRoute({
    method: 'post',
    path: '/admin/investor-people/import',
    access: ['admin'],
    body: ZPeopleImportRequest,
    bodyLimit: '3mb',
    response: ZPeopleImportResult,
    handler: async ({ body, res }) => {
      const result = await importPeopleCsv(deps.db, body.csv);
      // A file with any bad row changes nothing: the answer lists each bad line.
      if (result.errors.length) res.status(400);
      return result;
    },
  });
}
