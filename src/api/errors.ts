import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, type ErrorCode } from '../domain/app-error';
import type { Logger } from '../logger';

const STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  /** The path exists, not with this method (the answer's Allow header lists those it has). */
  method_not_allowed: 405,
  conflict: 409,
  already_on_waitlist: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** A site we fetch from (LinkedIn, a VC directory) failed or refused us. */
  upstream_failed: 502,
  /** Postgres cannot be reached (restarting, stopped, out of connections): try again shortly. */
  unavailable: 503,
  /** The server has no room for this work now (a full queue, memory pressure): try again after Retry-After. */
  busy: 503,
  /** The disk is full: the upload was not kept. */
  insufficient_storage: 507,
} as const satisfies Record<ErrorCode, number>;

/** Seconds a client is asked to wait (Retry-After) before retrying an 'unavailable' answer. */
const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: its database cannot be reached. Try again in a few seconds.';

/** Socket errors of a connection that could not be made or was cut (Postgres stopped, restarting, unreachable). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs that mean "no database right now": admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections, and class 08 (connection exception).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and its pool throw when a connection dies, or none can be had in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
  'the database system is starting up',
  'the database system is shutting down',
];

export { AppError, type ErrorCode };

/** The HTTP status of each error code: the one place the domain's errors meet HTTP. */
export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

/**
 * Whether an error (or one it was caused by: better-auth and Kysely wrap what they call) says the database
 * cannot be reached right now, rather than that the request or the code is wrong.
 */
export function isUnavailableError(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e) && seen.size < 8; ) {
    seen.add(e);
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof code === 'string' &&
      (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    // Node's connect to 'localhost' tries each address and throws an AggregateError of them.
    if (Array.isArray(errors) && errors.some((inner) => isUnavailableError(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A Postgres refusal of a value (SQLSTATE class 22, data exception: a byte sequence, a number out of range, a text
 * too long) that a contract let through. It is the request's fault, so a 400, and Postgres's own words (which can
 * quote the value and name the table) stay in the log.
 */
function isDataException(err: unknown): boolean {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (err as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Express could not percent-decode a path parameter (bytes that are not UTF-8, such as half a surrogate pair): a
 * URIError it marks 400.
 */
function isUndecodablePath(err: unknown): boolean {
  const e = err as { status?: unknown; message?: unknown } | null;
  return err instanceof URIError || (e?.status === 400 && /^Failed to decode param/.test(String(e.message)));
}

/** Other client errors express and body-parser mark as safe to show (http-errors' `expose`), by their status. */
function exposedClientError(err: unknown): AppError | null {
  const e = err as { status?: unknown; expose?: unknown } | null;
  if (!e?.expose) return null;
  if (e.status === 413) return new AppError('payload_too_large', 'Request body is too large');
  if (e.status === 415)
    return new AppError('unsupported_media_type', 'This content type or charset is not supported');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
    return new AppError('bad_request', 'The request could not be read');
  return null;
}

/** The first issue of a zod error, named by its field, as the user should read it. */
export function fromZodError(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return new AppError('bad_request', issue?.message ?? 'Invalid request', field);
}

/** An error that is the request's fault, as the answer the client gets; null for a fault of ours (a 500). */
function knownError(err: unknown): AppError | null {
  if (err instanceof ZodError) return fromZodError(err);
  if (isDataException(err))
    return new AppError('bad_request', 'A value in the request cannot be stored as it is');
  if (isUndecodablePath(err))
    return new AppError('bad_request', 'The path is not valid percent-encoded UTF-8 text');
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new AppError('bad_request', 'Request body is not valid JSON');
  if (type === 'entity.too.large') return new AppError('payload_too_large', 'Request body is too large');
  return exposedClientError(err);
}

export function errorHandler(logger: Logger, exposeStack: boolean): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const unavailable = !(err instanceof AppError) && isUnavailableError(err);
    if (unavailable) logger.warn({ err: String((err as Error)?.message ?? err) }, 'Database unavailable');
    const known =
      err instanceof AppError
        ? err
        : unavailable
          ? new AppError('unavailable', UNAVAILABLE_MESSAGE)
          : knownError(err);
    if (known) {
      if (isDataException(err)) logger.warn({ err }, 'value refused by the database');
      if (statusOf(known.code) === 503)
        res.set('Retry-After', String(known.retryAfter ?? RETRY_AFTER_SECONDS));
      res
        .status(statusOf(known.code))
        .json({ error: { code: known.code, message: known.message, field: known.field } });
      return;
    }
    logger.error({ err }, 'unhandled error');
    const body: Record<string, unknown> = { code: 'internal', message: 'Something went wrong' };
    if (exposeStack && err instanceof Error) body.stack = err.stack;
    res.status(500).json({ error: body });
  };
}
