import { getSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { StaffRole, UserType } from '../contracts/vocabulary';
import type { AppDeps } from './deps';
import { AppError, fromZodError } from './errors';

export type Role = UserType | StaffRole;

/**
 * Who may call a route: anyone, any signed-in user, users holding one of the roles, or (the public API under
 * /api/v1, declared by its own registry in src/api/v1) callers with a valid API key.
 */
export type Access = 'public' | 'signed-in' | 'api-key' | readonly Role[];

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: UserType | null;
  staffRoles: StaffRole[];
}

export interface RouteContext<P, Q, B> {
  caller: Caller | null;
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
}

export interface RouteSpec<P, Q, B> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Returns the JSON body (status 200, or `status`), or handles `res` itself and returns undefined. */
  handler: (ctx: RouteContext<P, Q, B>) => Promise<unknown>;
  status?: number;
}

/** Every route declared through `defineRoute` is listed here, so a test can prove each is guarded. */
export interface DeclaredRoute {
  method: string;
  path: string;
  access: Access;
}

export function hasRole(caller: Caller, roles: readonly Role[]): boolean {
  return roles.some((r) => r === caller.role || (caller.staffRoles as string[]).includes(r));
}

export async function loadCaller(deps: AppDeps, req: Request): Promise<Caller | null> {
  const headers = fromNodeHeaders(req.headers);
  // Without a session cookie there is no session to look up: signed-out visitors (most of /investors' traffic)
  // skip better-auth's request context altogether.
  if (!getSessionCookie(headers)) return null;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const { role, staffRoles } = await deps.roles.rolesOf(session.user.id);
  return { id: session.user.id, email: session.user.email, name: session.user.name, role, staffRoles };
}

export function createRouteRegistry(deps: AppDeps, router: Router) {
  const declared: DeclaredRoute[] = [];
  function defineRoute<P = Record<string, string>, Q = unknown, B = unknown>(spec: RouteSpec<P, Q, B>): void {
    declared.push({ method: spec.method.toUpperCase(), path: spec.path, access: spec.access });
    const handler: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
      try {
        const caller =
          spec.access === 'public' ? await loadCaller(deps, req) : await requireCaller(deps, req);
        if (caller && Array.isArray(spec.access) && !hasRole(caller, spec.access)) {
          throw new AppError('forbidden', `This needs the ${spec.access.join(' or ')} role`);
        }
        const params = parse(spec.params, req.params) as P;
        const query = parse(spec.query, req.query) as Q;
        const body = parse(spec.body, req.body) as B;
        const result = await spec.handler({ caller, params, query, body, req, res });
        if (result !== undefined && !res.headersSent) res.status(spec.status ?? 200).json(result);
      } catch (err) {
        next(err);
      }
    };
    router[spec.method](spec.path, handler);
  }
  return { defineRoute, declared };
}

export type DefineRoute = ReturnType<typeof createRouteRegistry>['defineRoute'];

async function requireCaller(deps: AppDeps, req: Request): Promise<Caller> {
  const caller = await loadCaller(deps, req);
  if (!caller) throw new AppError('unauthenticated', 'Please sign in to continue');
  return caller;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T | unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
