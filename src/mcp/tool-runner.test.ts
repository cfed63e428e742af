import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usageFor } from '../auth/api-keys';
import { AppError } from '../domain/app-error';
import { appErrorMessage, parseWith, rateLimitMessage } from './tool-runner';

describe('tool errors a model can act on', () => {
  it('says when to retry past the limit, in minutes and at the hour it ends', () => {
    const resetAt = Date.UTC(2026, 10, 27, 16) / 1000;
    const use = usageFor('starter', 101, { keyId: 'k', userId: 'u', resetAt, retryAfter: 1234 });
    expect(rateLimitMessage(use)).toBe(
      "Rate limit reached: the account's starter plan allows 100 requests per hour (all its API keys together), and every tool call is one request. " +
        'Nothing was done. Try again in 21 minutes (after 16:00 UTC).',
    );
    const soon = usageFor('growth', 1001, { keyId: 'k', userId: 'u', resetAt, retryAfter: 1 });
    expect(rateLimitMessage(soon)).toContain('growth plan allows 1,000 requests per hour');
    expect(rateLimitMessage(soon)).toContain('Try again in 1 second ');
  });

  it('names the field of a refusal when its message does not', () => {
    expect(appErrorMessage(new AppError('not_found', 'Investor not found', 'investor_id'))).toBe(
      'investor_id: Investor not found',
    );
    expect(appErrorMessage(new AppError('bad_request', 'cursor is not valid', 'cursor'))).toBe(
      'cursor is not valid',
    );
    expect(appErrorMessage(new AppError('forbidden', 'Only the founder can change this idea'))).toBe(
      'Only the founder can change this idea',
    );
  });

  it('parses with a contract and refuses with its first issue and field', () => {
    const schema = z.object({ stage: z.enum(['seed', 'series-a'], 'stage must be one of seed, series-a') });
    expect(parseWith(schema, { stage: 'seed' })).toEqual({ stage: 'seed' });
    try {
      parseWith(schema, { stage: 'z' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('bad_request');
      expect((err as AppError).field).toBe('stage');
      expect((err as AppError).message).toBe('stage must be one of seed, series-a');
    }
  });
});
