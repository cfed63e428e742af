import { END, type LangGraphRunnableConfig, START, StateGraph } from '@langchain/langgraph';
import type { TCrawledPerson } from '../../core/contracts/investor-people';
import { type CrawlError, findCrawlError } from '../../core/crawl/errors';
import { traced } from '../models/events';
import { websiteUrl } from '../portfolio-crawler/tools';
import { ensureConfiguration } from './configuration';
import { TeamInput, TeamOutput, TeamState } from './state';
import { extractPeople, findTeamLinks, guessedTeamUrls, mergePeople } from './tools';

const GRAPH = 'TeamCrawler';
type State = typeof TeamState.State;

/** The CrawlError behind a failed fetch; anything else (a bug) is thrown on. */
function crawlErrorOf(error: unknown): CrawlError {
  const crawlError = findCrawlError(error);
  if (!crawlError) throw error;
  return crawlError;
}

const failureOf = (url: string, error: CrawlError) => ({ url, code: error.code, message: error.message });

/**
 * Reads the investor's home page and picks its links to the team (at most `maxPages`); when it links to none,
 * `team`, `people` and `about` under the website are tried. A home page that cannot be read is recorded and the
 * guesses are tried: a firm without a readable team page has no people, which is no failure of the scrape.
 */
async function findPages(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx, maxPages } = ensureConfiguration(config);
  const website = state.investor.website?.trim();
  if (!website) return { candidates: [], guessed: false };
  const home = websiteUrl(website);
  ctx.addQueued(1);
  try {
    const page = await ctx.fetchPage(home);
    const links = findTeamLinks(page.text(), page.url, maxPages);
    const candidates = links.length ? links : guessedTeamUrls(page.url);
    ctx.addQueued(candidates.length);
    return { candidates, guessed: links.length === 0 };
  } catch (error) {
    const crawlError = crawlErrorOf(error);
    if (crawlError.code === 'aborted') throw crawlError;
    const candidates = crawlError.code === 'http_status' ? guessedTeamUrls(home) : [];
    ctx.addQueued(candidates.length);
    return { candidates, guessed: true, failures: [failureOf(home, crawlError)] };
  }
}

/** Fetches each team page and reads its people; guessed pages stop at the first that names anyone. */
async function extract(state: State, config: LangGraphRunnableConfig) {
  const { crawl: ctx } = ensureConfiguration(config);
  const failures = [...state.failures];
  const pages: string[] = [];
  const found: TCrawledPerson[] = [];
  for (const [i, url] of state.candidates.entries()) {
    try {
      const page = await ctx.fetchPage(url);
      pages.push(page.url);
      const people = extractPeople(page.text());
      found.push(...people);
      if (state.guessed && people.length) {
        ctx.setQueued(ctx.progress().pagesQueued - (state.candidates.length - i - 1));
        break;
      }
    } catch (error) {
      const crawlError = crawlErrorOf(error);
      if (crawlError.code === 'aborted') throw crawlError;
      failures.push(failureOf(url, crawlError));
      if (crawlError.code === 'budget_exhausted') break;
    }
  }
  const people = mergePeople(found);
  if (people.length) ctx.addItems(people.length);
  return { people, pages, failures };
}

const builder = new StateGraph({ state: TeamState, input: TeamInput, output: TeamOutput })
  .addNode('findPages', traced(GRAPH, 'findPages', findPages))
  .addNode('extract', traced(GRAPH, 'extract', extract))
  .addEdge(START, 'findPages')
  .addEdge('findPages', 'extract')
  .addEdge('extract', END);

export const graph = builder.compile();
graph.name = GRAPH;
