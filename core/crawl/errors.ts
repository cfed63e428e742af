/**
 * Every way a crawl can fail, as one error type with a machine-readable code and a message a person can act on.
 * Crawlers catch `CrawlError`, show `message`, and branch on `code`.
 */
export type CrawlErrorCode =
  /** The URL does not parse, or has no host. */
  | 'bad_url'
  /** Anything but http: or https:. */
  | 'blocked_scheme'
  /** The host is, or resolves to, a loopback, private, link-local, metadata or otherwise non-public address. */
  | 'blocked_address'
  /** The host name does not resolve. */
  | 'dns_failed'
  /** The connection failed or was cut (refused, reset, TLS failure). */
  | 'network'
  /** No complete answer within the per-request timeout. */
  | 'timeout'
  /** The server answered with an error status (after the retries, for 5xx and 429). */
  | 'http_status'
  /** More redirects than allowed (a redirect without a Location is `http_status`, to a bad URL `bad_url`). */
  | 'too_many_redirects'
  /** The body is larger than the size cap. */
  | 'too_large'
  /** robots.txt of the site disallows the URL for our user agent. */
  | 'robots_disallowed'
  /** robots.txt could not be read (5xx, 429, timeout, network), so the whole site is off limits for this crawl. */
  | 'robots_unavailable'
  /** The crawl used up its page or time budget. */
  | 'budget_exhausted'
  /** The caller cancelled the request. */
  | 'aborted';

export interface CrawlErrorDetails {
  /** The URL being fetched when the error happened (the redirect hop, not the start URL). */
  url?: string;
  /** HTTP status, for `http_status`. */
  status?: number;
  /** The refused address and why, for `blocked_address`. */
  address?: string;
  category?: string;
  /** Which cap was hit, for `budget_exhausted`. */
  cap?: 'pages' | 'time';
  /** How many attempts were made before giving up. */
  attempts?: number;
  /** Whether trying again later could help (network, timeout, 5xx, 429). */
  retryable?: boolean;
  cause?: unknown;
}

export class CrawlError extends Error {
  override readonly name = 'CrawlError';
  readonly code: CrawlErrorCode;
  readonly url?: string;
  readonly status?: number;
  readonly address?: string;
  readonly category?: string;
  readonly cap?: 'pages' | 'time';
  attempts?: number;
  readonly retryable: boolean;

  constructor(code: CrawlErrorCode, message: string, details: CrawlErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.url = details.url;
    this.status = details.status;
    this.address = details.address;
    this.category = details.category;
    this.cap = details.cap;
    this.attempts = details.attempts;
    this.retryable = details.retryable ?? false;
  }

  /** A plain object for logs, run events and API answers (no stack, no cause). */
  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      url: this.url,
      status: this.status,
      address: this.address,
      category: this.category,
      cap: this.cap,
      attempts: this.attempts,
    };
  }
}

/** The first CrawlError in an error's `cause` chain (undici wraps connector errors as `TypeError: fetch failed`). */
export function findCrawlError(error: unknown): CrawlError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    if (current instanceof CrawlError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
