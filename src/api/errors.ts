import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../logger';

const STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  already_on_waitlist: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** A site we fetch from (LinkedIn, a VC directory) failed or refused us. */
  upstream_failed: 502,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** The first issue of a zod error, named by its field, as the user should read it. */
export function fromZodError(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return new AppError('bad_request', issue?.message ?? 'Invalid request', field);
}

export function errorHandler(logger: Logger, exposeStack: boolean): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const known =
      err instanceof AppError
        ? err
        : err instanceof ZodError
          ? fromZodError(err)
          : (err as { type?: string }).type === 'entity.parse.failed'
            ? new AppError('bad_request', 'Request body is not valid JSON')
            : (err as { type?: string }).type === 'entity.too.large'
              ? new AppError('payload_too_large', 'Request body is too large')
              : null;
    if (known) {
      res
        .status(known.status)
        .json({ error: { code: known.code, message: known.message, field: known.field } });
      return;
    }
    logger.error({ err }, 'unhandled error');
    const body: Record<string, unknown> = { code: 'internal', message: 'Something went wrong' };
    if (exposeStack && err instanceof Error) body.stack = err.stack;
    res.status(500).json({ error: body });
  };
}
