import { setTimeout as delay } from 'node:timers/promises';
import { type Dispatcher, fetch as undiciFetch } from 'undici';
import { type BackoffOptions, backoffDelay, retryDelay } from '../../core/crawl/backoff';
import type { SafeResponse } from '../../core/crawl/crawl-port';
import { CrawlError } from '../../core/crawl/errors';
import {
  abortError,
  httpStatusError,
  isRetryableStatus,
  throwIfAborted,
  toCrawlError,
  tooLarge,
  withRedirectContext,
  withRedirectContextAsync,
} from '../../core/crawl/fetch-errors';
import { createGuardedAgent } from './guarded-agent';
import { assertUrl, effectivePort, resolveAndCheck, type UrlPolicy } from './url-policy';

export const ROUNDWISE_USER_AGENT = 'RoundwiseBot/1.0 (+https://roundwise.example/bot)';

const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  retries: 2,
} as const;

export interface SafeFetchOptions {
  /** Which URLs and addresses may be reached. */
  policy: UrlPolicy;
  /**
   * The dispatcher that makes the connections. Default: one guarded agent per policy object (createGuardedAgent),
   * which re-checks every address it connects to. Pass your own only if it is a guarded agent too.
   */
  agent?: Dispatcher;
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per attempt: connection, headers and the whole body. Default 15 s. */
  timeoutMs?: number;
  /** Body size cap in bytes (after decompression). Default 5 MiB. */
  maxBytes?: number;
  /** Redirects followed, each hop checked like the first URL. Default 5. */
  maxRedirects?: number;
  /**
   * false returns a redirect as it is (status 3xx, Location header) instead of following it; a browser routed
   * through safeFetch follows it itself, so that the page has the right URL, and its next request is checked anew.
   */
  followRedirects?: boolean;
  /** Retries after the first attempt, for network errors, timeouts, 5xx and 429; never for other 4xx. Default 2. */
  retries?: number;
  backoff?: BackoffOptions;
  /** Throw `http_status` for a final status outside 2xx. Default true; robots.txt reads the status instead. */
  throwOnHttpError?: boolean;
  /** Cancels the whole fetch, retries included (a crawl's budget passes its time limit here). */
  signal?: AbortSignal;
  /** How to wait between attempts; tests pass one that records the delays instead of waiting. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Called before each attempt at each hop, once the hop's URL passed its checks. */
  onAttempt?: (info: { url: string; hop: number; attempt: number }) => void;
  /** Called before waiting to retry. */
  onRetry?: (info: { url: string; attempt: number; delayMs: number; error: CrawlError }) => void;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultAgents = new WeakMap<UrlPolicy, Dispatcher>();

/** The guarded agent safeFetch uses for a policy when none is given. */
function agentFor(policy: UrlPolicy): Dispatcher {
  let agent = defaultAgents.get(policy);
  if (!agent) {
    agent = createGuardedAgent(policy);
    defaultAgents.set(policy, agent);
  }
  return agent;
}

const defaultSleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal });

interface Attempt {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/**
 * Fetches a URL the safe way: http(s) only; every hop (the first URL and each redirect) checked for scheme and,
 * after DNS, for its addresses before anything connects, and the connection itself made by a guarded agent to the
 * address it checked; a timeout per attempt and a body size cap; retries with exponential backoff and jitter for
 * network errors, timeouts, 5xx and 429 (Retry-After honoured up to a cap), none for other 4xx.
 * Every failure is a CrawlError.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const agent = options.agent ?? agentFor(options.policy);
  const redirects: string[] = [];
  let method = options.method ?? 'GET';
  let body = options.body;
  let headers: Record<string, string> = {
    'user-agent': ROUNDWISE_USER_AGENT,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-language': 'en;q=0.9,*;q=0.5',
    ...lowerCaseKeys(options.headers ?? {}),
  };

  let url = withRedirectContext(() => assertUrl(input, options.policy), redirects);
  for (let hop = 0; ; hop++) {
    throwIfAborted(options.signal, url.href);
    // Refuse before connecting, with a message naming this hop; the guarded agent checks again at connect time.
    await withRedirectContextAsync(
      () => resolveAndCheck(url.hostname, options.policy, effectivePort(url), url.href),
      redirects,
    );
    const { result, attempts } = await fetchWithRetries(url, hop, method, headers, body, agent, options);

    if (REDIRECT_STATUSES.has(result.status) && options.followRedirects === false) {
      return toSafeResponse(url.href, result, redirects, attempts);
    }
    if (REDIRECT_STATUSES.has(result.status)) {
      const location = result.headers.get('location');
      if (!location) {
        throw new CrawlError(
          'http_status',
          `${url.href} answered ${result.status} without a Location header`,
          {
            url: url.href,
            status: result.status,
          },
        );
      }
      if (hop >= maxRedirects) {
        throw new CrawlError(
          'too_many_redirects',
          `${redirects[0] ?? url.href} redirected more than ${maxRedirects} times (last to ${location})`,
          { url: url.href, status: result.status },
        );
      }
      redirects.push(url.href);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new CrawlError(
          'bad_url',
          `${url.href} redirected to an invalid URL: ${location.slice(0, 200)}`,
          {
            url: url.href,
          },
        );
      }
      next = withRedirectContext(() => assertUrl(next, options.policy), redirects);
      if (result.status === 303 || ((result.status === 301 || result.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([k]) => k !== 'authorization' && k !== 'cookie'),
        );
      }
      url = next;
      continue;
    }

    if ((options.throwOnHttpError ?? true) && (result.status < 200 || result.status > 299)) {
      throw httpStatusError(url.href, result, attempts);
    }
    return toSafeResponse(url.href, result, redirects, attempts);
  }
}

async function fetchWithRetries(
  url: URL,
  hop: number,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  agent: Dispatcher,
  options: SafeFetchOptions,
): Promise<{ result: Attempt; attempts: number }> {
  const retries = method === 'POST' ? 0 : (options.retries ?? SAFE_FETCH_DEFAULTS.retries);
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    options.onAttempt?.({ url: url.href, hop, attempt });
    let result: Attempt;
    try {
      result = await attemptOnce(url, method, headers, body, agent, options);
    } catch (error) {
      const crawlError = error as CrawlError;
      if (!crawlError.retryable || attempt > retries) {
        crawlError.attempts = attempt;
        throw crawlError;
      }
      const delayMs = backoffDelay(attempt - 1, options.backoff, random);
      options.onRetry?.({ url: url.href, attempt, delayMs, error: crawlError });
      await sleepOrAbort(sleep, delayMs, options.signal, url.href);
      continue;
    }
    if (!isRetryableStatus(result.status) || attempt > retries) return { result, attempts: attempt };
    const decision = retryDelay(attempt - 1, result.headers.get('retry-after'), options.backoff, random);
    if (!decision.retry) {
      const error = httpStatusError(url.href, result, attempt, decision.reason);
      throw error;
    }
    options.onRetry?.({
      url: url.href,
      attempt,
      delayMs: decision.delayMs,
      error: httpStatusError(url.href, result, attempt),
    });
    await sleepOrAbort(sleep, decision.delayMs, options.signal, url.href);
  }
}

async function attemptOnce(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  agent: Dispatcher,
  options: SafeFetchOptions,
): Promise<Attempt> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await undiciFetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal,
      dispatcher: agent,
    });
    const result = {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers as Headers,
    };
    if (REDIRECT_STATUSES.has(response.status) || method === 'HEAD') {
      await response.body?.cancel().catch(() => {});
      return { ...result, body: Buffer.alloc(0) };
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge(url.href, maxBytes, declared);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw tooLarge(url.href, maxBytes);
        }
        chunks.push(value);
      }
    }
    return { ...result, body: Buffer.concat(chunks, size) };
  } catch (error) {
    throw toCrawlError(error, url.href, { timedOut: timeout.aborted, timeoutMs, outer: options.signal });
  }
}

async function sleepOrAbort(
  sleep: NonNullable<SafeFetchOptions['sleep']>,
  ms: number,
  signal: AbortSignal | undefined,
  url: string,
): Promise<void> {
  throwIfAborted(signal, url);
  try {
    await sleep(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw abortError(signal, url);
    throw error;
  }
}

function toSafeResponse(url: string, result: Attempt, redirects: string[], attempts: number): SafeResponse {
  const contentTypeHeader = result.headers.get('content-type') ?? '';
  const [mediaType = ''] = contentTypeHeader.split(';');
  const charset = /charset="?([^";\s]+)"?/i.exec(contentTypeHeader)?.[1];
  return {
    url,
    status: result.status,
    statusText: result.statusText,
    headers: result.headers,
    body: result.body,
    redirects,
    attempts,
    contentType: mediaType.trim().toLowerCase(),
    text: () => decode(result.body, charset),
  };
}

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
