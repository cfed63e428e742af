import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import { CrawlError, findCrawlError } from '../../core/crawl/errors';
import { traced } from '../models/events';
import { ensureConfiguration } from './configuration';
import { LinkedInInput, LinkedInOutput, LinkedInState } from './state';
import {
  BLOCKED_STATUSES,
  extractProfile,
  fetchUrlFor,
  isWallPath,
  LinkedInBlockedError,
  profileUrl,
} from './tools';

const GRAPH = 'LinkedInCrawler';
type State = typeof LinkedInState.State;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 4;

/**
 * Fetches the public profile page through the crawl context. Redirects are followed hop by hop (each hop checked
 * and fetched as a page), so that a redirect to the auth wall, login or a checkpoint is seen before it is fetched.
 * Throws LinkedInBlockedError for a wall or a refusal (999, 401, 403, 429), a CrawlError for the rest (404 says
 * there is no such profile; timeouts, refused addresses and 5xx keep their CrawlError code and message).
 */
async function fetchProfile(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx, origin } = ensureConfiguration(config);
  const canonical = profileUrl(state.linkedinUrl);
  if (!canonical)
    throw new Error(
      `Not a LinkedIn profile URL: "${state.linkedinUrl.slice(0, 200)}" (expected https://www.linkedin.com/in/<name>)`,
    );
  let url = fetchUrlFor(canonical, origin);
  ctx.addQueued(1);
  for (let hop = 0; ; hop++) {
    let page: Awaited<ReturnType<typeof ctx.fetchPage>>;
    try {
      page = await ctx.fetchPage(url, { followRedirects: false });
    } catch (error) {
      const crawlError = findCrawlError(error);
      if (crawlError?.code === 'http_status' && crawlError.status && BLOCKED_STATUSES.has(crawlError.status))
        throw new LinkedInBlockedError(crawlError.message);
      if (crawlError?.code === 'http_status' && crawlError.status === 404)
        throw new CrawlError(
          'http_status',
          `there is no public LinkedIn profile at ${canonical} (${crawlError.message})`,
          { url, status: 404, attempts: crawlError.attempts, cause: crawlError },
        );
      throw error;
    }
    const location = page.headers.get('location');
    if (!REDIRECT_STATUSES.has(page.status) || !location) {
      return { profileUrl: canonical, fetchedUrl: page.url, html: page.text() };
    }
    let next: URL;
    try {
      next = new URL(location, page.url);
    } catch {
      throw new CrawlError('bad_url', `${page.url} redirected to an invalid URL: ${location.slice(0, 200)}`, {
        url: page.url,
      });
    }
    if (isWallPath(next.pathname))
      throw new LinkedInBlockedError(`${page.url} redirected to ${next.pathname} (a sign-in wall)`);
    if (hop >= MAX_REDIRECTS)
      throw new CrawlError(
        'too_many_redirects',
        `${canonical} redirected more than ${MAX_REDIRECTS} times (last to ${next.href})`,
        { url: page.url, status: page.status },
      );
    url = next.href;
    ctx.addQueued(1);
  }
}

/** Reads the name, headline and skills; a login wall is LinkedInBlockedError, a page without a name an Error. */
async function extract(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx } = ensureConfiguration(config);
  try {
    const profile = extractProfile(state.html);
    ctx.addItems(1);
    return { profile };
  } catch (error) {
    if (error instanceof LinkedInBlockedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read the LinkedIn profile at ${state.fetchedUrl}: ${reason}`);
  }
}

/** The spec's scrape-linkedin answer. */
async function output(state: State) {
  if (!state.profile) throw new Error('LinkedInCrawler: no profile was read');
  return { profile: state.profile };
}

const builder = new StateGraph({ state: LinkedInState, input: LinkedInInput, output: LinkedInOutput })
  .addNode('fetch', traced(GRAPH, 'fetch', fetchProfile))
  .addNode('extract', traced(GRAPH, 'extract', extract))
  .addNode('output', traced(GRAPH, 'output', output))
  .addEdge(START, 'fetch')
  .addEdge('fetch', 'extract')
  .addEdge('extract', 'output')
  .addEdge('output', END);

export const graph = builder.compile();
graph.name = GRAPH;
