import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrawlContext, CrawlError } from '../../src/crawl';
import { JANE_DOE } from '../../tests/fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../../tests/fixtures/sites/server';
import type { AgentEvent } from '../models/events';
import { graph } from './graph';
import { LinkedInBlockedError } from './tools';

let site: FixtureSites;
let ctx: CrawlContext;

beforeAll(async () => {
  site = await startFixtureSites();
  ctx = new CrawlContext({
    policy: { allow: [`127.0.0.1:${site.port}`] },
    limiter: { minDelayMs: 0 },
    fetch: { retries: 0, timeoutMs: 300, sleep: async () => {} },
  });
});

afterAll(async () => {
  await ctx.close();
  await site.close();
});

/** Reads a profile from the fixture instead of LinkedIn; the URL's path stays. */
const scrape = (linkedinUrl: string, onEvent?: (e: AgentEvent) => void) =>
  graph.invoke({ linkedinUrl }, { configurable: { crawl: ctx, origin: site.origin, onEvent } });

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('LinkedInCrawler against the fixture', () => {
  it('reads name, headline, skills and whether the person is technical, from the /in/<slug> path', async () => {
    const events: AgentEvent[] = [];
    const { profile } = await scrape(`linkedin.com/in/${JANE_DOE.slug}/?trk=public`, (e) => events.push(e));
    expect(profile).toEqual({
      fullName: JANE_DOE.fullName,
      headline: JANE_DOE.headline,
      skills: JANE_DOE.skills,
      isTechnical: true,
    });
    expect(site.requests.at(-1)?.url).toBe(`/in/${JANE_DOE.slug}`);
    expect(events.filter((e) => e.type === 'node_end').map((e) => e.node)).toEqual([
      'fetch',
      'extract',
      'output',
    ]);
  });

  it('reports a login wall as LinkedInBlockedError, shown with a 200 or reached by a redirect', async () => {
    const wall = await failure(scrape('https://www.linkedin.com/in/login-wall'));
    expect(wall).toBeInstanceOf(LinkedInBlockedError);
    expect(wall.message).toBe('LinkedIn did not show the profile: it asked to sign in');

    const before = site.hits('/authwall');
    const redirected = await failure(scrape('https://uk.linkedin.com/in/authwall-redirect'));
    expect(redirected).toBeInstanceOf(LinkedInBlockedError);
    expect(redirected.message).toBe(
      `LinkedIn did not show the profile: ${site.origin}/in/authwall-redirect redirected to /authwall (a sign-in wall)`,
    );
    expect(site.hits('/authwall')).toBe(before); // the wall itself is not fetched
  });

  it("reports LinkedIn's 999 refusal as LinkedInBlockedError", async () => {
    const error = await failure(scrape('https://www.linkedin.com/in/blocked-999'));
    expect(error).toBeInstanceOf(LinkedInBlockedError);
    expect(error.message).toBe(
      `LinkedIn did not show the profile: ${site.origin}/in/blocked-999 answered 999 Request denied`,
    );
  });

  it('fails a profile that never answers with a timeout CrawlError', async () => {
    const error = await failure(scrape('https://www.linkedin.com/in/hang-forever'));
    expect(error).toBeInstanceOf(CrawlError);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(error.message).toBe(`no complete answer from ${site.origin}/in/hang-forever within 300 ms`);
  });

  it('fails a 500 and a 404 with errors that say which', async () => {
    const server = await failure(scrape('https://www.linkedin.com/in/server-error'));
    expect(server).toMatchObject({ code: 'http_status', status: 500 });
    expect(server.message).toBe(`${site.origin}/in/server-error answered 500 Internal Server Error`);

    const missing = await failure(scrape('https://www.linkedin.com/in/nobody-here'));
    expect(missing).toMatchObject({ code: 'http_status', status: 404 });
    expect(missing.message).toBe(
      `there is no public LinkedIn profile at https://www.linkedin.com/in/nobody-here (${site.origin}/in/nobody-here answered 404 Not Found)`,
    );
  });

  it('invents nothing: a page without a name, or a URL that is not a profile, is an error', async () => {
    const noName = await failure(scrape('https://www.linkedin.com/in/empty-profile'));
    expect(noName).not.toBeInstanceOf(LinkedInBlockedError);
    expect(noName.message).toBe(
      `Could not read the LinkedIn profile at ${site.origin}/in/empty-profile: the page has no profile name`,
    );

    const notProfile = await failure(scrape('https://www.linkedin.com/company/acme'));
    expect(notProfile.message).toBe(
      'Not a LinkedIn profile URL: "https://www.linkedin.com/company/acme" (expected https://www.linkedin.com/in/<name>)',
    );
  });
});
