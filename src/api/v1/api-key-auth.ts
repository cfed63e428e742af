import type { Request, Response } from 'express';
import type { ApiKeyMeter } from '../../auth/api-key-meter';
import { type ApiKeyUse, bearerKey } from '../../auth/api-keys';
import { AppError } from '../errors';

const MISSING_KEY_MESSAGE = 'Missing or invalid API key. Send Authorization: Bearer <key>.';
const UNKNOWN_KEY_MESSAGE =
  'This API key is not valid or has been revoked. Create a new one from your dashboard.';

/**
 * Authenticates the request's bearer API key and counts it against the key's hourly limit (see ApiKeyMeter),
 * sets the X-RateLimit-* headers, and refuses the request past the limit with 429 and Retry-After.
 */
export async function requireApiKey(meter: ApiKeyMeter, req: Request, res: Response): Promise<ApiKeyUse> {
  const key = bearerKey(req.headers.authorization);
  if (!key) {
    res.set('WWW-Authenticate', 'Bearer realm="Roundwise API"');
    throw new AppError('unauthenticated', MISSING_KEY_MESSAGE);
  }
  const use = await meter.use(key);
  if (!use) {
    res.set('WWW-Authenticate', 'Bearer realm="Roundwise API", error="invalid_token"');
    throw new AppError('unauthenticated', UNKNOWN_KEY_MESSAGE);
  }
  res.set({
    'X-RateLimit-Limit': String(use.limit),
    'X-RateLimit-Remaining': String(use.remaining),
    // When the current window ends, in Unix seconds (as GitHub's API does).
    'X-RateLimit-Reset': String(use.resetAt),
  });
  if (use.limited) {
    res.set('Retry-After', String(use.retryAfter));
    throw new AppError(
      'rate_limited',
      `Rate limit exceeded: the account's ${use.plan} plan allows ${use.limit.toLocaleString('en-US')} requests per hour, all its API keys together. ` +
        `Try again in ${formatWait(use.retryAfter)}.`,
    );
  }
  return use;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
