import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter, retryDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the base delay without jitter', () => {
    const options = { baseMs: 100, maxMs: 10_000, jitter: 0 };
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelay(retry, options))).toEqual([100, 200, 400, 800, 1600]);
  });

  it('never exceeds the cap', () => {
    const options = { baseMs: 100, maxMs: 1000, jitter: 0 };
    expect(backoffDelay(10, options)).toBe(1000);
    expect(backoffDelay(60, options)).toBe(1000);
  });

  it('spreads the jittered share between half and all of the delay', () => {
    const options = { baseMs: 1000, maxMs: 60_000, jitter: 0.5 };
    expect(backoffDelay(0, options, () => 0)).toBe(500);
    expect(backoffDelay(0, options, () => 0.5)).toBe(750);
    expect(backoffDelay(0, options, () => 1)).toBe(1000);
    expect(backoffDelay(2, options, () => 0)).toBe(2000);
    expect(backoffDelay(2, options, () => 1)).toBe(4000);
  });

  it('uses full jitter when asked', () => {
    expect(backoffDelay(1, { baseMs: 100, jitter: 1 }, () => 0)).toBe(0);
    expect(backoffDelay(1, { baseMs: 100, jitter: 1 }, () => 0.25)).toBe(50);
  });

  it('has sensible defaults', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 500, maxMs: 10_000, jitter: 0.5, maxRetryAfterMs: 30_000 });
    expect(backoffDelay(0, {}, () => 1)).toBe(500);
    expect(backoffDelay(0, {}, () => 0)).toBe(250);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  const options = { baseMs: 100, maxMs: 10_000, jitter: 0, maxRetryAfterMs: 30_000 };

  it('uses the backoff when the server says nothing', () => {
    expect(retryDelay(1, null, options)).toEqual({ retry: true, delayMs: 200 });
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(retryDelay(0, '5', options)).toEqual({ retry: true, delayMs: 5000 });
  });

  it('keeps its own backoff when it is longer than Retry-After', () => {
    expect(retryDelay(3, '0', options)).toEqual({ retry: true, delayMs: 800 });
  });

  it('gives up rather than wait longer than the cap', () => {
    const decision = retryDelay(0, '3600', options);
    expect(decision).toEqual({
      retry: false,
      reason: 'the server asked to retry after 3600 s, more than the 30 s we wait',
    });
  });
});
