import type { CrawlError } from './errors';

// The crawl as the crawler agents and the crawl workflows use it: the fetch safety layer (src/crawl) behind a port
// the composition root gives them, so neither imports the server's I/O.

export interface CrawlProgress {
  /** Pages fetched successfully. */
  pagesDone: number;
  /** Pages that failed (refused, robots, HTTP error, timeout...). */
  pagesFailed: number;
  /** Pages the crawler has queued and not fetched yet. */
  pagesQueued: number;
  /** Records the crawler extracted (investors, companies, profile fields). */
  itemsFound: number;
}

export interface FetchPageOptions {
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD' | 'POST';
  body?: string;
  /** false accepts any final status instead of throwing `http_status` for non-2xx. Default true. */
  throwOnHttpError?: boolean;
  /** false returns redirects instead of following them (a browser follows them itself). Default true. */
  followRedirects?: boolean;
}

export interface SafeResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
  /** Every URL that redirected, in order (the start URL first when there was a redirect). */
  redirects: string[];
  /** Attempts made at the final hop (1 when the first one answered). */
  attempts: number;
  /** The media type without parameters, lower case ('' when absent). */
  contentType: string;
  /** The body decoded with the charset the server declared (UTF-8 by default). */
  text(): string;
}

/** One crawl: every page and resource fetched through the safety layer, and its progress counts. */
export interface CrawlPort {
  readonly userAgent: string;
  /** A page: counts against the crawl's budget. */
  fetchPage(url: string | URL, options?: FetchPageOptions): Promise<SafeResponse>;
  /** A script, JSON or image a page needs: does not count against the budget. */
  fetchResource(url: string | URL, options?: FetchPageOptions): Promise<SafeResponse>;
  /** Throws the CrawlError of a URL the policy refuses. */
  checkUrl(url: string | URL): URL;
  addQueued(count?: number): void;
  setQueued(count: number): void;
  addItems(count?: number): void;
  progress(): CrawlProgress;
  close(): Promise<void>;
}

/** What a crawl activity asks of the crawl it opens (the rest is the safety layer's defaults). */
export interface CrawlOptions {
  signal?: AbortSignal;
  /** Non-public addresses the crawl may reach (the tests' fixture sites). */
  allow: readonly string[];
  limiter?: { perHostConcurrency?: number; minDelayMs?: number };
  budget?: { maxPages?: number; maxDurationMs?: number };
  fetch?: { timeoutMs?: number; retries?: number };
  onProgress?: (progress: CrawlProgress) => void;
}

/** Opens a crawl; the composition root passes the safety layer's. */
export type OpenCrawl = (options: CrawlOptions) => CrawlPort;

export interface BrowserRouteGuard<Page = unknown, Response = unknown> {
  /** Requests refused or failed, with the CrawlError that explains each. */
  readonly errors: Array<{ url: string; error: CrawlError }>;
  /** The CrawlError for a URL the browser asked for, if it was refused or failed. */
  errorFor(url: string): CrawlError | undefined;
  /**
   * Navigates the page to `url` and follows redirects hop by hop, each hop fetched (and checked) through the crawl
   * context, so the page ends on the final URL. Throws the CrawlError of a refused or failed hop.
   */
  goto(page: Page, url: string, options?: GotoOptions): Promise<GotoResult<Response>>;
}

export interface GotoResult<Response = unknown> {
  /** Where the page ended, after redirects. */
  url: string;
  status: number;
  /** Playwright's response for the final hop. */
  response: Response | null;
}

export interface GotoOptions {
  /** Default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
  /** Playwright's navigation timeout. Default 30 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
}
