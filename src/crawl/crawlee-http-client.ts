import { Readable } from 'node:stream';
import {
  type BaseHttpClient,
  type HttpRequest,
  type HttpResponse,
  NonRetryableError,
  type RedirectHandler,
  type ResponseTypes,
  type StreamingHttpResponse,
} from 'crawlee';
import type { FetchPageOptions, SafeResponse } from '../../core/crawl/crawl-port';
import { CrawlError, findCrawlError } from '../../core/crawl/errors';
import type { CrawlContext } from './crawl-context';

/**
 * A CrawlError handed to crawlee: NonRetryableError, because safeFetch has already retried what deserved a retry
 * and the rest (refused address, robots.txt, budget, 4xx) will not change on a second try. `crawlError` keeps the
 * code and message for the crawler's failedRequestHandler.
 */
export class CrawleeCrawlError extends NonRetryableError {
  readonly crawlError: CrawlError;
  constructor(crawlError: CrawlError) {
    super(crawlError.message);
    this.name = 'CrawleeCrawlError';
    this.crawlError = crawlError;
  }
}

/** The CrawlError behind an error crawlee reports (in failedRequestHandler), if there is one. */
export function crawlErrorOf(error: unknown): CrawlError | undefined {
  if (error instanceof CrawleeCrawlError) return error.crawlError;
  return findCrawlError(error);
}

/**
 * crawlee's `httpClient` for CheerioCrawler / HttpCrawler (crawlee 3.x `BaseHttpClient`): every navigation goes
 * through `ctx.fetchPage` (URL and address checks at each hop, the guarded connection, robots.txt, budget, host
 * limiter, timeout, size cap, retries) and every `sendRequest` from a request handler through `ctx.fetchResource`.
 * crawlee's own HTTP stack (got-scraping) is never used, so nothing it does can reach a refused address.
 *
 *   new CheerioCrawler({ httpClient: new SafeCrawleeHttpClient(ctx), maxRequestRetries: 0, ... })
 */
export class SafeCrawleeHttpClient implements BaseHttpClient {
  constructor(private readonly ctx: CrawlContext) {}

  async sendRequest<TResponseType extends keyof ResponseTypes = 'text'>(
    request: HttpRequest<TResponseType>,
  ): Promise<HttpResponse<TResponseType>> {
    const response = await this.call(request, false);
    const type = request.responseType ?? 'text';
    let body: unknown;
    if (type === 'buffer') body = response.body;
    else if (type === 'json') body = JSON.parse(response.text());
    else body = response.text();
    return {
      ...responseData(response),
      request: request as HttpRequest<TResponseType>,
      body: body as ResponseTypes[TResponseType],
    };
  }

  async stream(request: HttpRequest, onRedirect?: RedirectHandler): Promise<StreamingHttpResponse> {
    const response = await this.call(request, true);
    if (onRedirect) {
      // Redirects were followed (and checked) by safeFetch; tell crawlee about each hop as it expects.
      for (const [index, from] of response.redirects.entries()) {
        const to = response.redirects[index + 1] ?? response.url;
        onRedirect(
          { ...responseData(response), url: from, statusCode: 302, headers: { location: to } },
          { url: to, headers: {} },
        );
      }
    }
    const size = response.body.byteLength;
    return {
      ...responseData(response),
      request,
      stream: Readable.from([response.body]),
      downloadProgress: { percent: 1, transferred: size, total: size },
      uploadProgress: { percent: 1, transferred: 0, total: 0 },
    };
  }

  private async call(request: HttpRequest<keyof ResponseTypes>, isPage: boolean): Promise<SafeResponse> {
    const options: FetchPageOptions = {
      method: normalizeMethod(request.method),
      headers: flattenHeaders(request.headers),
      body: typeof request.body === 'string' ? request.body : undefined,
      // crawlee decides what an error status means for a sendRequest; a navigation fails on non-2xx.
      throwOnHttpError: isPage,
    };
    try {
      return isPage
        ? await this.ctx.fetchPage(request.url, options)
        : await this.ctx.fetchResource(request.url, options);
    } catch (error) {
      const crawlError = findCrawlError(error);
      throw crawlError ? new CrawleeCrawlError(crawlError) : error;
    }
  }
}

function responseData(response: SafeResponse) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return {
    url: response.url,
    redirectUrls: response.redirects
      .slice(1)
      .concat(response.redirects.length ? [response.url] : [])
      .map((u) => new URL(u)),
    statusCode: response.status,
    statusMessage: response.statusText,
    headers,
    trailers: {},
    complete: true,
  };
}

function normalizeMethod(method: string | undefined): FetchPageOptions['method'] {
  const upper = (method ?? 'GET').toUpperCase();
  if (upper === 'GET' || upper === 'HEAD' || upper === 'POST') return upper;
  throw new CrawleeCrawlError(
    new CrawlError('bad_url', `crawls send GET, HEAD or POST requests, not ${upper}`),
  );
}

function flattenHeaders(headers: HttpRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    const lower = key.toLowerCase();
    // The crawl identifies itself with its own user agent; crawlee's browser-like headers would pretend otherwise.
    if (lower === 'user-agent') continue;
    out[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
