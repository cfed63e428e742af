import express, { type Router } from 'express';
import { z } from 'zod';
import {
  ZInvestorResponse,
  ZMatchRequest,
  ZPortfolioResponse,
  ZSearchInvestorsQuery,
  ZSearchInvestorsResponse,
} from '../../../core/contracts/investors';
import { ZApiMatchResponse } from '../../../core/contracts/warm-paths';
import type { DeclaredRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { matchWithWarmPaths } from './match-with-warm-paths';
import { buildOpenApiDocument, ZOpenApiDocument } from './openapi';
import { createV1Registry } from './registry';

const ZInvestorId = (name: string) =>
  z.string().trim().min(1, `${name} is required`).max(200, `${name} is not a valid investor id`);
const ZInvestorIdParam = z.object({ id: ZInvestorId('id') });
const ZPortfolioParam = z.object({ investorId: ZInvestorId('investorId') });

/**
 * The documented public API, mounted at /api/v1: bearer API keys (not sessions), per-key hourly limits, and
 * errors that name the parameter at fault. Its routes are appended to `declared`, so the app's route list (and
 * the access test walking it) covers them.
 */
export function createV1Router(deps: AppDeps, declared: DeclaredRoute[]): Router {
  const router = express.Router();
  const register = createV1Registry(deps, router, declared);
  /** Each path's methods, for a 405 that names them when another method is used. */
  const methodsOf = new Map<RegExp, string[]>();
  const defineV1Route: typeof register = (spec) => {
    const pattern = new RegExp(`^${spec.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\./g, '\\.')}/?$`);
    const known = [...methodsOf].find(([re]) => re.source === pattern.source);
    const method = spec.method.toUpperCase();
    if (known) known[1].push(method);
    else methodsOf.set(pattern, method === 'GET' ? ['GET', 'HEAD'] : [method]);
    register(spec);
  };
  const openApi = buildOpenApiDocument(deps.config.baseUrl);

  defineV1Route({
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    response: ZOpenApiDocument,
    handler: async () => openApi,
  });

  defineV1Route({
    method: 'get',
    path: '/investors',
    access: 'api-key',
    query: ZSearchInvestorsQuery,
    response: ZSearchInvestorsResponse,
    handler: async ({ query }) => deps.investors.search(query),
  });

  defineV1Route({
    method: 'get',
    path: '/investors/:id',
    access: 'api-key',
    params: ZInvestorIdParam,
    response: ZInvestorResponse,
    handler: async ({ params }) => {
      const investor = await deps.investors.get(params.id);
      if (!investor) throw new AppError('not_found', 'Investor not found');
      const { as_of, sources } = await deps.investors.meta();
      return { ...investor, as_of, sources };
    },
  });

  defineV1Route({
    method: 'post',
    path: '/match',
    access: 'api-key',
    body: ZMatchRequest,
    response: ZApiMatchResponse,
    // The key owner's own warm paths (issue 33) weigh in the ranking and are said with each match; no one else's.
    handler: async ({ body, apiKey }) => matchWithWarmPaths(deps, body, apiKey!.userId),
  });

  defineV1Route({
    method: 'get',
    path: '/portfolio/:investorId',
    access: 'api-key',
    params: ZPortfolioParam,
    response: ZPortfolioResponse,
    handler: async ({ params }) => {
      const portfolio = await deps.investors.portfolio(params.investorId);
      if (!portfolio) throw new AppError('not_found', 'Investor not found');
      return portfolio;
    },
  });

  router.use((req, res) => {
    const allowed = [...methodsOf].find(([re]) => re.test(req.path))?.[1];
    if (allowed) {
      res.set('allow', allowed.join(', '));
      throw new AppError(
        'method_not_allowed',
        `${req.method} is not allowed on ${req.baseUrl}${req.path}; use ${allowed.join(' or ')}.`,
      );
    }
    throw new AppError(
      'not_found',
      `No API route ${req.method} ${req.baseUrl}${req.path}. The API is described at /api/v1/openapi.json.`,
    );
  });
  return router;
}
