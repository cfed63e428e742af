/** Retry timing for safeFetch: pure functions, so tests check the numbers without waiting. */

export interface BackoffOptions {
  /** Delay before the first retry, before jitter. Default 500 ms. */
  baseMs?: number;
  /** Largest delay between two attempts. Default 10 s. */
  maxMs?: number;
  /** Share of the delay that is random, 0..1. Default 0.5: a delay lies in [d/2, d]. */
  jitter?: number;
  /** Largest Retry-After we wait for; a server asking for more makes us give up. Default 30 s. */
  maxRetryAfterMs?: number;
}

export const DEFAULT_BACKOFF: Required<BackoffOptions> = {
  baseMs: 500,
  maxMs: 10_000,
  jitter: 0.5,
  maxRetryAfterMs: 30_000,
};

/**
 * Exponential backoff with jitter: before retry number `retry` (0 for the first retry) we wait
 * d = min(maxMs, baseMs * 2^retry), of which the `jitter` share is random: d * (1 - jitter) + d * jitter * random().
 */
export function backoffDelay(
  retry: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const { baseMs, maxMs, jitter } = { ...DEFAULT_BACKOFF, ...options };
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry));
  const share = Math.min(1, Math.max(0, jitter));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling * (1 - share) + ceiling * share * r);
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined; // an HTTP date names its day and month; '-5' is no date
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

/**
 * How long to wait before retry number `retry`, honouring the server's Retry-After when it sent one: we wait the
 * longer of our backoff and its request, and give up rather than wait more than maxRetryAfterMs.
 */
export function retryDelay(
  retry: number,
  retryAfter: string | null | undefined,
  options: BackoffOptions = {},
  random: () => number = Math.random,
  now: number = Date.now(),
): RetryDecision {
  const { maxRetryAfterMs } = { ...DEFAULT_BACKOFF, ...options };
  const ours = backoffDelay(retry, options, random);
  const theirs = parseRetryAfter(retryAfter, now);
  if (theirs === undefined) return { retry: true, delayMs: ours };
  if (theirs > maxRetryAfterMs) {
    return {
      retry: false,
      reason: `the server asked to retry after ${Math.ceil(theirs / 1000)} s, more than the ${Math.ceil(maxRetryAfterMs / 1000)} s we wait`,
    };
  }
  return { retry: true, delayMs: Math.max(ours, theirs) };
}
