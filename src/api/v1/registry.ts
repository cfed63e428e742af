import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { z } from 'zod';
import type { ApiKeyUse } from '../../auth/api-keys';
import { type Access, checkResponse, DEFAULT_BODY_LIMIT, type DeclaredRoute, type Sent } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { screenInput } from '../input-text';
import { refuseUnknownFields, refuseUnknownParameters } from '../unknown-fields';
import { requireApiKey } from './api-key-auth';

/** The public API's routes need an API key, except its own description (openapi.json). */
type V1Access = Extract<Access, 'api-key' | 'public'>;

interface V1RouteContext<P, Q, B> {
  /** The key's use of its hourly limit; null on public routes. */
  apiKey: ApiKeyUse | null;
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
}

export interface V1RouteSpec<P, Q, B, R = unknown> {
  method: 'get' | 'post';
  /** Relative to /api/v1, in Express syntax (`/investors/:id`). */
  path: string;
  access: V1Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  handler: (ctx: V1RouteContext<P, Q, B>) => Promise<Sent<NoInfer<R>>>;
  /** The answer's shape (from the contracts, as the OpenAPI document describes it); checked as the app's routes are. */
  response: z.ZodType<R>;
  status?: number;
}

const V1_PREFIX = '/v1';

/**
 * The /api/v1 counterpart of `createRouteRegistry`: the same declare-and-list discipline (each route lands in
 * `declared`, as `/v1/...` like the app's routes are listed relative to /api), with API-key authentication and
 * rate limiting instead of a session. Authentication runs before any parameter is read.
 */
export function createV1Registry(deps: AppDeps, router: Router, declared: DeclaredRoute[]) {
  const checkResponses = process.env.CHECK_RESPONSES === '1';
  function defineV1Route<P = Record<string, string>, Q = unknown, B = unknown, R = unknown>(
    spec: V1RouteSpec<P, Q, B, R>,
  ): void {
    declared.push({
      method: spec.method.toUpperCase(),
      path: V1_PREFIX + spec.path,
      access: spec.access,
      schemas: { params: spec.params, query: spec.query, body: spec.body, response: spec.response },
      bodyLimit: DEFAULT_BODY_LIMIT,
    });
    const handler: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
      try {
        const apiKey = spec.access === 'api-key' ? await requireApiKey(deps.apiKeys, req, res) : null;
        const params = parseInput(spec.params, screenInput(req.params, 'params'), 'path') as P;
        const screenedQuery = screenInput(req.query, 'query');
        refuseUnknownParameters(spec.query, screenedQuery);
        const query = parseInput(spec.query, screenedQuery, 'query') as Q;
        const screened = screenInput(req.body, 'body');
        refuseUnknownFields(spec.body, screened);
        const body = parseInput(spec.body, screened, 'body') as B;
        const result = await spec.handler({ apiKey, params, query, body, req, res });
        if (checkResponses && result !== undefined)
          checkResponse({ ...spec, path: V1_PREFIX + spec.path }, result);
        if (result !== undefined && !res.headersSent) res.status(spec.status ?? 200).json(result);
      } catch (err) {
        next(err);
      }
    };
    router[spec.method](spec.path, express.json({ limit: DEFAULT_BODY_LIMIT }), handler);
  }
  return defineV1Route;
}

/**
 * Parses one part of the request. A refusal is a 400 naming the offending parameter both in `field` and in
 * the message, since API clients show the message as is.
 */
export function parseInput<T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  where: 'path' | 'query' | 'body',
): T | unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  if (!field) {
    const what = where === 'body' ? 'The request body must be a JSON object' : `Invalid ${where} parameters`;
    throw new AppError('bad_request', what);
  }
  throw new AppError('bad_request', describeIssue(field, issue), field);
}

function describeIssue(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `${field} is required`;
  if (new RegExp(`\\b${escapeRegExp(field)}\\b`).test(issue.message)) return issue.message;
  return `Invalid ${field}: ${issue.message}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
