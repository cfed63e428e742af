/**
 * The error every domain module throws for a request it cannot carry out: a code, a message for the user (the
 * spec's words where it has them) and the field it is about. It knows no HTTP: `src/api/errors.ts` maps each code
 * to a status.
 */
const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'already_on_waitlist',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'upstream_failed',
  'unavailable',
  'busy',
  'insufficient_storage',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds the client should wait before trying again (sent as Retry-After with a 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
