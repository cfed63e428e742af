import { getSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { z } from 'zod';
import type { StaffRole, UserType } from '../../core/contracts/vocabulary';
import type { Caller } from '../domain/caller';
import type { AppDeps } from './deps';
import { AppError, fromZodError, statusOf } from './errors';
import { screenInput } from './input-text';
import { refuseUnknownFields, refuseUnknownParameters } from './unknown-fields';

export type Role = UserType | StaffRole;

/**
 * Who may call a route: anyone, any signed-in user, users holding one of the roles, or (the public API under
 * /api/v1, declared by its own registry in src/api/v1) callers with a valid API key.
 */
export type Access = 'public' | 'signed-in' | 'api-key' | readonly Role[];

export type { Caller };

interface RouteContext<P, Q, B> {
  caller: Caller | null;
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
}

/**
 * What a handler may return for an answer whose JSON is `T`: the same shape, where a Date may stand for the ISO
 * string it is written as. Ties a handler's return type to its route's `response` schema, so the typecheck sees a
 * handler drift from its contract (extra fields are caught at run time, by `checkResponse`).
 */
export type Sent<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer U)[]
    ? readonly Sent<U>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;

export interface RouteSpec<P, Q, B, R = unknown> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * Returns the JSON body (status 200, or `status`, or the status the handler set on `res`), or, on a route
   * without `response`, handles `res` itself and returns undefined.
   */
  handler: (ctx: RouteContext<P, Q, B>) => Promise<Sent<NoInfer<R>>>;
  /**
   * The answer's shape as the client reads it (after JSON), from the contracts. Every route answering JSON declares
   * one (tests/api/response-schemas.test.ts holds the few exempt: event streams, file and CSV downloads, 204s).
   * Under the tests (`CHECK_RESPONSES=1`) every answer is parsed against it, and one that does not match, or that
   * carries a field the schema does not name, is a 500.
   */
  response?: z.ZodType<R>;
  status?: number;
  /** The largest JSON body the route takes (express's notation); 100kb unless a route needs more. */
  bodyLimit?: string;
  /**
   * 'handler': a staff route whose handler writes its own, named audit entry when it succeeds (the request alone
   * would not say what changed); a refused or failed call is still logged as the route.
   */
  audit?: 'handler';
  /**
   * A public route whose answer is the same whoever asks (the handler never reads `caller`): the session is not
   * looked up. Signed-in visitors send their cookie with every request, and each lookup is four queries.
   */
  sameForEveryone?: true;
}

/** Every route declared through `defineRoute` is listed here, so a test can prove each is guarded. */
export interface DeclaredRoute {
  method: string;
  path: string;
  access: Access;
  /** What the route parses, for the tests that fuzz every contract. */
  schemas?: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };
  bodyLimit?: string;
}

/** JSON bodies are small (the largest common one is an idea of 5,000 characters); a route may allow more. */
export const DEFAULT_BODY_LIMIT = '100kb';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a change made with a session cookie must come from one of our own pages. Browsers
 * send Origin on every such request (fetch and form posts alike), so one that is missing or foreign is refused.
 * Requests without a session cookie (sign-in, the waitlist, API keys) carry no ambient authority to abuse.
 */
function assertSameOrigin(req: Request, trusted: readonly string[]): void {
  if (!UNSAFE_METHODS.has(req.method)) return;
  if (!getSessionCookie(fromNodeHeaders(req.headers))) return;
  const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
  if (!origin || !trusted.includes(origin))
    throw new AppError(
      'forbidden',
      'Cross-site request refused: this change must come from a Roundwise page',
    );
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Routes only staff may call (admins, ops): their changes are written to the audit log. */
function isStaffOnly(access: Access): boolean {
  return Array.isArray(access) && access.every((r) => r === 'admin' || r === 'ops');
}

export function hasRole(caller: Caller, roles: readonly Role[]): boolean {
  return roles.some((r) => r === caller.role || (caller.staffRoles as string[]).includes(r));
}

async function loadCaller(deps: AppDeps, req: Request): Promise<Caller | null> {
  // Without a signed session cookie there is no session to look up, and no query is made (signed-out visitors,
  // most of /investors' traffic).
  const found = await deps.sessions.callerOf(req.headers.cookie);
  if (found !== 'refresh') return found;
  // Once a day a session's expiry moves on: better-auth does that.
  const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return null;
  const { role, staffRoles } = await deps.roles.rolesOf(session.user.id);
  return { id: session.user.id, email: session.user.email, name: session.user.name, role, staffRoles };
}

export function createRouteRegistry(deps: AppDeps, router: Router) {
  const declared: DeclaredRoute[] = [];
  const checkResponses = process.env.CHECK_RESPONSES === '1';
  function defineRoute<P = Record<string, string>, Q = unknown, B = unknown, R = unknown>(
    spec: RouteSpec<P, Q, B, R>,
  ): void {
    if (spec.sameForEveryone && spec.access !== 'public')
      throw new Error(
        `${spec.method.toUpperCase()} ${spec.path}: only a public route can be the same for everyone`,
      );
    const bodyLimit = spec.bodyLimit ?? DEFAULT_BODY_LIMIT;
    declared.push({
      method: spec.method.toUpperCase(),
      path: spec.path,
      access: spec.access,
      schemas: { params: spec.params, query: spec.query, body: spec.body, response: spec.response },
      bodyLimit,
    });
    const audited = isStaffOnly(spec.access) && spec.method !== 'get';
    const auditedHere = audited && spec.audit !== 'handler';
    const handler: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
      let caller: Caller | null = null;
      try {
        assertSameOrigin(req, deps.trustedOrigins);
        caller =
          spec.access !== 'public'
            ? await requireCaller(deps, req)
            : spec.sameForEveryone
              ? null
              : await loadCaller(deps, req);
        if (caller && Array.isArray(spec.access) && !hasRole(caller, spec.access)) {
          throw new AppError('forbidden', `This needs the ${spec.access.join(' or ')} role`);
        }
        // Hostile text (control characters, broken UTF-16) is refused before any contract reads it.
        const params = parse(spec.params, screenInput(req.params, 'params')) as P;
        const screenedQuery = screenInput(req.query, 'query');
        refuseUnknownParameters(spec.query, screenedQuery);
        const query = parse(spec.query, screenedQuery) as Q;
        const screened = screenInput(req.body, 'body');
        refuseUnknownFields(spec.body, screened);
        const body = parse(spec.body, screened) as B;
        const result = await spec.handler({ caller, params, query, body, req, res });
        // A route that declares its answer and gives none would leave the request hanging.
        if (spec.response && result === undefined && !res.headersSent)
          throw new Error(`${spec.method.toUpperCase()} ${spec.path} declares an answer and gave none`);
        if (checkResponses && spec.response && result !== undefined) checkResponse(spec, result);
        // A handler may set another status for its answer (a 503 from the health check, a 400 listing bad rows).
        const status = res.headersSent || res.statusCode !== 200 ? res.statusCode : (spec.status ?? 200);
        if (auditedHere) await deps.audit.record(caller!, spec, req, status);
        if (result !== undefined && !res.headersSent) res.status(status).json(result);
      } catch (err) {
        // Refused calls too, whoever made them (an ops member applying results, a founder re-running an analysis):
        // a signed-in caller knocking on a staff door is what the log is for.
        if (audited && caller)
          await deps.audit
            .record(caller, spec, req, err instanceof AppError ? statusOf(err.code) : 500)
            .catch(() => {});
        next(err);
      }
    };
    router[spec.method](spec.path, express.json({ limit: bodyLimit }), handler);
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

/**
 * The answers that broke their route's schema in this process (under CHECK_RESPONSES): the test harness fails on
 * any at the end, even where the client put up with the 500 (a page that shows an error and moves on).
 */
export const brokenAnswers: string[] = [];

/**
 * An answer that breaks its route's declared contract fails loudly (tests only: it costs a JSON round trip). So
 * does one carrying a field the contract does not name: zod would drop it quietly, and an unnamed field is how a
 * private column (an e-mail, a note, a token) leaks into an answer unnoticed.
 */
export function checkResponse(
  spec: { method: string; path: string; response?: z.ZodType },
  result: unknown,
): void {
  const sent: unknown = JSON.parse(JSON.stringify(result));
  const parsed = spec.response!.safeParse(sent);
  const where = `${spec.method.toUpperCase()} ${spec.path}`;
  const unnamed = parsed.success ? unnamedFields(sent, parsed.data, '') : [];
  if (parsed.success && !unnamed.length) return;
  const message = parsed.success
    ? `${where} answered fields its response schema does not name: ${unnamed.join(', ')}`
    : `${where} answered outside its response schema: ${z.prettifyError(parsed.error)}`;
  brokenAnswers.push(message);
  throw new Error(message);
}

/** The paths of the keys in `sent` that parsing dropped (zod strips the keys an object schema does not name). */
function unnamedFields(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((v, i) => unnamedFields(v, kept[i], `${path}[${i}]`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.keys(sent).flatMap((k) => {
    const at = path ? `${path}.${k}` : k;
    return k in kept ? unnamedFields(sent[k], kept[k], at) : [at];
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
