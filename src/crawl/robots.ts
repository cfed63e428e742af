import robotsParser from 'robots-parser';
import type { SafeResponse } from '../../core/crawl/crawl-port';
import { CrawlError, findCrawlError } from '../../core/crawl/errors';
import { ROUNDWISE_USER_AGENT, type SafeFetchOptions, safeFetch } from './safe-fetch';
import type { UrlPolicy } from './url-policy';

type Robot = ReturnType<typeof robotsParser>;

/** What one origin's robots.txt means for this crawl. */
export type RobotsRules =
  /** A robots.txt was read: its groups decide. */
  | { kind: 'parsed'; robotsUrl: string; robot: Robot }
  /** No robots.txt (404 and the other 4xx but 429, or a redirect loop): everything is allowed. */
  | { kind: 'allow-all'; robotsUrl: string; reason: string }
  /** robots.txt could not be read (5xx, 429, timeout, network, refused address): the origin is off limits. */
  | { kind: 'disallow-all'; robotsUrl: string; reason: string; error: CrawlError };

export interface RobotsDecision {
  allowed: boolean;
  /** Why, in words (shown in crawl logs and errors). */
  reason: string;
  /** Crawl-delay for our agent, in milliseconds, when robots.txt sets one. */
  crawlDelayMs?: number;
}

/** Google reads the first 500 KiB of a robots.txt; we refuse larger files rather than guess. */
export const ROBOTS_MAX_BYTES = 512 * 1024;

export function robotsUrlFor(url: string | URL): string {
  return new URL('/robots.txt', new URL(String(url)).origin).href;
}

/**
 * The rules a robots.txt answer stands for (RFC 9309, as Google applies it): 2xx is parsed; 4xx but 429 means
 * there is no robots.txt, so everything is allowed; 429 and 5xx mean the site cannot say, so nothing is allowed.
 */
export function rulesFromResponse(robotsUrl: string, status: number, body: string): RobotsRules {
  if (status >= 200 && status < 300)
    return { kind: 'parsed', robotsUrl, robot: robotsParser(robotsUrl, body) };
  if (status >= 400 && status < 500 && status !== 429) {
    return {
      kind: 'allow-all',
      robotsUrl,
      reason: `${robotsUrl} answered ${status}, so every path is allowed`,
    };
  }
  const error = new CrawlError(
    'robots_unavailable',
    `${robotsUrl} answered ${status}; until it can be read the site's pages are not fetched in this crawl`,
    { url: robotsUrl, status, retryable: true },
  );
  return { kind: 'disallow-all', robotsUrl, reason: error.message, error };
}

/** The rules when robots.txt could not be fetched at all. */
export function rulesFromFailure(robotsUrl: string, failure: unknown): RobotsRules {
  const cause = findCrawlError(failure);
  if (cause?.code === 'too_many_redirects') {
    return {
      kind: 'allow-all',
      robotsUrl,
      reason: `${robotsUrl} redirects too many times, so every path is allowed`,
    };
  }
  if (cause?.code === 'http_status' && cause.status !== undefined) {
    return rulesFromResponse(robotsUrl, cause.status, '');
  }
  const why = cause ? cause.message : String(failure);
  const error = new CrawlError(
    'robots_unavailable',
    `could not read ${robotsUrl} (${cause?.code ?? 'error'}: ${why}); the site's pages are not fetched in this crawl`,
    { url: robotsUrl, retryable: true, cause: failure },
  );
  return { kind: 'disallow-all', robotsUrl, reason: error.message, error };
}

/** Whether the rules let `userAgent` fetch `url`. */
export function decide(
  rules: RobotsRules,
  url: string,
  userAgent: string = ROUNDWISE_USER_AGENT,
): RobotsDecision {
  switch (rules.kind) {
    case 'allow-all':
      return { allowed: true, reason: rules.reason };
    case 'disallow-all':
      return { allowed: false, reason: rules.reason };
    case 'parsed': {
      const allowed = rules.robot.isAllowed(url, userAgent);
      const delay = rules.robot.getCrawlDelay(userAgent);
      const crawlDelayMs = typeof delay === 'number' && delay > 0 ? delay * 1000 : undefined;
      if (allowed === undefined) {
        return { allowed: false, reason: `${url} is not on the origin of ${rules.robotsUrl}` };
      }
      if (allowed) return { allowed: true, reason: `${rules.robotsUrl} allows ${url}`, crawlDelayMs };
      const line = rules.robot.getMatchingLineNumber(url, userAgent);
      return {
        allowed: false,
        reason: `${rules.robotsUrl} disallows ${url} for ${productToken(userAgent)}${line > 0 ? ` (line ${line})` : ''}`,
        crawlDelayMs,
      };
    }
  }
}

function productToken(userAgent: string): string {
  return userAgent.split('/')[0]?.trim() || userAgent;
}

export interface RobotsCacheOptions {
  policy: UrlPolicy;
  userAgent?: string;
  /** Extra safeFetch options for the robots.txt requests (timeouts, retries, the agent, the crawl's signal). */
  fetchOptions?: Partial<Omit<SafeFetchOptions, 'policy' | 'throwOnHttpError'>>;
  /** How to fetch robots.txt; defaults to safeFetch. A crawl context passes one that goes through its limiter. */
  fetchRobots?: (robotsUrl: string) => Promise<SafeResponse>;
}

/** robots.txt per origin, fetched once per crawl (through safeFetch) and kept for the crawl. */
export class RobotsCache {
  readonly userAgent: string;
  private readonly rules = new Map<string, Promise<RobotsRules>>();

  constructor(private readonly options: RobotsCacheOptions) {
    this.userAgent = options.userAgent ?? ROUNDWISE_USER_AGENT;
  }

  /** The rules for the origin of `url`, fetching robots.txt the first time. Never throws for a fetch failure. */
  rulesFor(url: string | URL): Promise<RobotsRules> {
    const robotsUrl = robotsUrlFor(url);
    let rules = this.rules.get(robotsUrl);
    if (!rules) {
      rules = this.load(robotsUrl);
      this.rules.set(robotsUrl, rules);
    }
    return rules;
  }

  async check(url: string | URL): Promise<RobotsDecision> {
    return decide(await this.rulesFor(url), String(url), this.userAgent);
  }

  /** Throws `robots_unavailable` or `robots_disallowed` unless robots.txt lets us fetch `url`. */
  async assertAllowed(url: string | URL): Promise<RobotsDecision> {
    const rules = await this.rulesFor(url);
    if (rules.kind === 'disallow-all') throw rules.error;
    const decision = decide(rules, String(url), this.userAgent);
    if (!decision.allowed) throw new CrawlError('robots_disallowed', decision.reason, { url: String(url) });
    return decision;
  }

  private async load(robotsUrl: string): Promise<RobotsRules> {
    try {
      const response = this.options.fetchRobots
        ? await this.options.fetchRobots(robotsUrl)
        : await safeFetch(robotsUrl, {
            timeoutMs: 10_000,
            retries: 1,
            maxBytes: ROBOTS_MAX_BYTES,
            ...this.options.fetchOptions,
            headers: { 'user-agent': this.userAgent, accept: 'text/plain,*/*;q=0.5' },
            policy: this.options.policy,
            throwOnHttpError: false,
          });
      return rulesFromResponse(robotsUrl, response.status, response.text());
    } catch (error) {
      return rulesFromFailure(robotsUrl, error);
    }
  }
}
