import { CrawlError, findCrawlError } from './errors';

// How safeFetch words its failures: every one a CrawlError a person can act on, naming the URL and, after a
// redirect, where it came from.

/** 429 and 5xx may pass on a later attempt; other statuses will not. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function toCrawlError(
  error: unknown,
  url: string,
  context: { timedOut: boolean; timeoutMs: number; outer?: AbortSignal },
): CrawlError {
  if (context.outer?.aborted) return abortError(context.outer, url);
  const found = findCrawlError(error);
  if (found) return found;
  if (context.timedOut) {
    return new CrawlError('timeout', `no complete answer from ${url} within ${context.timeoutMs} ms`, {
      url,
      retryable: true,
      cause: error,
    });
  }
  const cause = (error as { cause?: NodeJS.ErrnoException }).cause ?? (error as NodeJS.ErrnoException);
  const code = cause?.code ?? '';
  const why = NETWORK_REASONS[code] ?? cause?.message ?? String(error);
  return new CrawlError('network', `could not fetch ${url}: ${why}${code ? ` (${code})` : ''}`, {
    url,
    retryable: true,
    cause: error,
  });
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection was closed while sending',
  UND_ERR_SOCKET: 'the server closed the connection',
  UND_ERR_CONNECT_TIMEOUT: 'connecting took too long',
  UND_ERR_HEADERS_TIMEOUT: 'the server sent no headers in time',
  UND_ERR_BODY_TIMEOUT: 'the server stopped sending the body',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate cannot be verified',
};

export function abortError(signal: AbortSignal, url: string): CrawlError {
  const reason: unknown = signal.reason;
  if (reason instanceof CrawlError) return reason;
  return new CrawlError('aborted', `the fetch of ${url} was cancelled`, { url, cause: reason });
}

export function throwIfAborted(signal: AbortSignal | undefined, url: string): void {
  if (signal?.aborted) throw abortError(signal, url);
}

export function tooLarge(url: string, maxBytes: number, declared?: number): CrawlError {
  const size = declared === undefined ? 'more than that' : `${declared} bytes`;
  return new CrawlError('too_large', `${url} is larger than the ${maxBytes}-byte cap (${size})`, { url });
}

export function httpStatusError(
  url: string,
  result: { status: number; statusText: string },
  attempts: number,
  reason?: string,
): CrawlError {
  const label = `${result.status}${result.statusText ? ` ${result.statusText}` : ''}`;
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  return new CrawlError('http_status', `${url} answered ${label}${tries}${reason ? `; ${reason}` : ''}`, {
    url,
    status: result.status,
    attempts,
    retryable: isRetryableStatus(result.status),
  });
}

/** A check failing on a redirect hop says where the redirect came from. */
export function withRedirectContext<T>(check: () => T, redirects: string[]): T {
  try {
    return check();
  } catch (error) {
    throw addRedirectContext(error, redirects);
  }
}

export async function withRedirectContextAsync<T>(check: () => Promise<T>, redirects: string[]): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw addRedirectContext(error, redirects);
  }
}

function addRedirectContext(error: unknown, redirects: string[]): unknown {
  const from = redirects.at(-1);
  if (!(error instanceof CrawlError) || !from) return error;
  return new CrawlError(error.code, `${error.message} (redirected from ${from})`, {
    url: error.url,
    status: error.status,
    address: error.address,
    category: error.category,
    retryable: error.retryable,
    cause: error,
  });
}
