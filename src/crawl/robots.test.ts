import { describe, expect, it, vi } from 'vitest';
import type { SafeResponse } from '../../core/crawl/crawl-port';
import { CrawlError } from '../../core/crawl/errors';
import { decide, RobotsCache, robotsUrlFor, rulesFromFailure, rulesFromResponse } from './robots';
import { ROUNDWISE_USER_AGENT } from './safe-fetch';

const ROBOTS = `# example
User-agent: *
Disallow: /private/
Disallow: /search
Allow: /search/about

User-agent: RoundwiseBot
Disallow: /no-roundwise/
Crawl-delay: 2

User-agent: OtherBot
Disallow: /
`;

const ORIGIN = 'https://vc.example';
const ROBOTS_URL = `${ORIGIN}/robots.txt`;

describe('rulesFromResponse and decide', () => {
  it('follows the group for our product token, not the * group, when there is one', () => {
    const rules = rulesFromResponse(ROBOTS_URL, 200, ROBOTS);
    expect(decide(rules, `${ORIGIN}/no-roundwise/page`).allowed).toBe(false);
    // Our own group does not mention /private/, so the * group does not apply to us (RFC 9309 §2.2.1).
    expect(decide(rules, `${ORIGIN}/private/page`).allowed).toBe(true);
    expect(decide(rules, `${ORIGIN}/portfolio`).allowed).toBe(true);
  });

  it('applies the * group to an agent without a group of its own', () => {
    const rules = rulesFromResponse(ROBOTS_URL, 200, ROBOTS);
    const agent = 'SomeCrawler/2.0';
    expect(decide(rules, `${ORIGIN}/private/page`, agent).allowed).toBe(false);
    expect(decide(rules, `${ORIGIN}/search?q=x`, agent).allowed).toBe(false);
    expect(decide(rules, `${ORIGIN}/search/about`, agent).allowed).toBe(true);
    expect(decide(rules, `${ORIGIN}/anything`, 'OtherBot/1.0').allowed).toBe(false);
  });

  it('explains a refusal with the robots.txt URL, our token and the line', () => {
    const rules = rulesFromResponse(ROBOTS_URL, 200, ROBOTS);
    const decision = decide(rules, `${ORIGIN}/no-roundwise/x`, ROUNDWISE_USER_AGENT);
    expect(decision.reason).toBe(
      `${ROBOTS_URL} disallows ${ORIGIN}/no-roundwise/x for RoundwiseBot (line 8)`,
    );
  });

  it('reports our Crawl-delay in milliseconds', () => {
    const rules = rulesFromResponse(ROBOTS_URL, 200, ROBOTS);
    expect(decide(rules, `${ORIGIN}/`).crawlDelayMs).toBe(2000);
  });

  it('allows everything when robots.txt is empty or is not a robots file', () => {
    expect(decide(rulesFromResponse(ROBOTS_URL, 200, ''), `${ORIGIN}/x`).allowed).toBe(true);
    expect(decide(rulesFromResponse(ROBOTS_URL, 200, '<html>hi</html>'), `${ORIGIN}/x`).allowed).toBe(true);
  });

  it('refuses a URL of another origin', () => {
    const rules = rulesFromResponse(ROBOTS_URL, 200, ROBOTS);
    expect(decide(rules, 'https://other.example/').allowed).toBe(false);
  });

  it.each([404, 410, 401, 403])('allows everything when robots.txt answers %i', (status) => {
    const rules = rulesFromResponse(ROBOTS_URL, status, 'whatever');
    expect(rules.kind).toBe('allow-all');
    expect(decide(rules, `${ORIGIN}/private/page`).allowed).toBe(true);
  });

  it.each([429, 500, 502, 503])('disallows the whole site when robots.txt answers %i', (status) => {
    const rules = rulesFromResponse(ROBOTS_URL, status, '');
    expect(rules.kind).toBe('disallow-all');
    if (rules.kind !== 'disallow-all') return;
    expect(rules.error.code).toBe('robots_unavailable');
    expect(rules.error.message).toBe(
      `${ROBOTS_URL} answered ${status}; until it can be read the site's pages are not fetched in this crawl`,
    );
    expect(decide(rules, `${ORIGIN}/`).allowed).toBe(false);
  });
});

describe('rulesFromFailure', () => {
  it('disallows the whole site after a timeout or network error', () => {
    const timeout = new CrawlError('timeout', `no complete answer from ${ROBOTS_URL} within 100 ms`);
    const rules = rulesFromFailure(ROBOTS_URL, timeout);
    expect(rules.kind).toBe('disallow-all');
    if (rules.kind !== 'disallow-all') return;
    expect(rules.error.code).toBe('robots_unavailable');
    expect(rules.error.message).toMatch(/^could not read https:\/\/vc\.example\/robots\.txt \(timeout: /);
  });

  it('allows everything after a redirect loop, and reads a final status like an answer', () => {
    expect(rulesFromFailure(ROBOTS_URL, new CrawlError('too_many_redirects', 'loop')).kind).toBe('allow-all');
    expect(rulesFromFailure(ROBOTS_URL, new CrawlError('http_status', '404', { status: 404 })).kind).toBe(
      'allow-all',
    );
    expect(rulesFromFailure(ROBOTS_URL, new CrawlError('http_status', '503', { status: 503 })).kind).toBe(
      'disallow-all',
    );
  });
});

function response(status: number, body: string): SafeResponse {
  return {
    url: ROBOTS_URL,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'text/plain' }),
    body: Buffer.from(body),
    redirects: [],
    attempts: 1,
    contentType: 'text/plain',
    text: () => body,
  };
}

describe('RobotsCache', () => {
  it('fetches robots.txt once per origin, even for concurrent checks', async () => {
    const fetchRobots = vi.fn(async (_url: string) => response(200, ROBOTS));
    const cache = new RobotsCache({ policy: {}, fetchRobots });
    await Promise.all([
      cache.check(`${ORIGIN}/a`),
      cache.check(`${ORIGIN}/b`),
      cache.check(`${ORIGIN}/no-roundwise/c`),
    ]);
    await cache.check('https://other.example/');
    expect(fetchRobots.mock.calls.map(([url]) => url)).toEqual([
      ROBOTS_URL,
      'https://other.example/robots.txt',
    ]);
  });

  it('throws robots_disallowed with the reason', async () => {
    const cache = new RobotsCache({ policy: {}, fetchRobots: async () => response(200, ROBOTS) });
    await expect(cache.assertAllowed(`${ORIGIN}/portfolio`)).resolves.toMatchObject({ allowed: true });
    const error = await cache.assertAllowed(`${ORIGIN}/no-roundwise/x`).catch((e) => e);
    expect(error).toBeInstanceOf(CrawlError);
    expect(error.code).toBe('robots_disallowed');
    expect(error.url).toBe(`${ORIGIN}/no-roundwise/x`);
  });

  it('throws robots_unavailable for every page of a site whose robots.txt fails', async () => {
    const cache = new RobotsCache({
      policy: {},
      fetchRobots: async () => {
        throw new CrawlError('network', 'could not fetch: the connection was reset (ECONNRESET)');
      },
    });
    await expect(cache.assertAllowed(`${ORIGIN}/`)).rejects.toMatchObject({ code: 'robots_unavailable' });
    await expect(cache.assertAllowed(`${ORIGIN}/portfolio`)).rejects.toMatchObject({
      code: 'robots_unavailable',
    });
  });

  it('computes the robots.txt URL from any URL of the origin', () => {
    expect(robotsUrlFor('https://vc.example:8443/a/b?c#d')).toBe('https://vc.example:8443/robots.txt');
  });
});
