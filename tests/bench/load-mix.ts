import { FOCUS_AREAS } from '../../core/contracts/vocabulary';
import { SEARCH_WORDS } from './investors.bench';

/** One request of the mix; `route` groups parameterised paths (`/api/v1/investors/:id`). */
export interface LoadRequest {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The request that follows from this one's answer (the next page of a search), if any. */
  followUp?: (body: string) => LoadRequest | null;
}

/** What one simulated client browses with. */
export interface ClientIdentity {
  /** Its own API key for /api/v1. */
  apiKey: string;
  /** A signed-in session's cookie, or null for a signed-out visitor (who sees the first 6 results only). */
  cookie: string | null;
}

export interface MixData {
  investorIds: readonly string[];
  /** Investors with at least one deal, for /api/v1/portfolio. */
  portfolioIds: readonly string[];
}

/** The routes in the order the report lists them. */
export const ROUTES = [
  'GET /api/investors',
  'GET /api/investors/featured',
  'GET /api/investors/meta',
  'GET /api/v1/investors',
  'GET /api/v1/investors/:id',
  'POST /api/v1/match',
  'GET /api/v1/portfolio/:investorId',
  'POST /api/ideas/:id/analyze',
  'GET /api/ideas/:id/analysis',
  'GET /api/runs/:id',
] as const;

// Share of each kind of request in the mix (a client's next request, unless it is following a cursor).
// The web app's /investors page and home page take most; the public API the rest, matching the least.
const WEIGHTS: [kind: Kind, weight: number][] = [
  ['web-search', 40],
  ['featured', 8],
  ['meta', 7],
  ['api-search', 18],
  ['api-investor', 12],
  ['api-match', 5],
  ['api-portfolio', 10],
];
export type Kind =
  | 'web-search'
  | 'featured'
  | 'meta'
  | 'api-search'
  | 'api-investor'
  | 'api-match'
  | 'api-portfolio';
const TOTAL_WEIGHT = WEIGHTS.reduce((n, [, w]) => n + w, 0);
export const KINDS: readonly Kind[] = WEIGHTS.map(([kind]) => kind);

// Besides the topic words, firm-name words, as people also search for a firm they know.
const WORDS = [...SEARCH_WORDS, 'sequoia', 'ventures', 'capital', 'angel'];
const STATUSES = ['hot', 'warm', 'cold'];
const STAGES = ['angel', 'pre-seed', 'seed', 'series-a', 'series-b', 'series-b+', 'growth'];
const PLACES = ['london', 'new york', 'san francisco', 'boston', 'berlin', 'paris', 'israel', 'california'];
const SORTS = ['name', 'recent', 'activity', 'check_size'];
const IDEAS = [
  'An AI assistant that quotes and books loads for freight brokers.',
  'Books and reschedules patient appointments for outpatient clinics, cutting no-shows.',
  'Payroll, taxes and benefits for households that employ nannies, as a mobile app.',
  'Software that prepares and files rooftop solar permits for installers in the US.',
  'A marketplace that matches high-school students with vetted maths and science tutors.',
  'A real-time fraud scoring API for card payments at small online merchants.',
  'Open-source observability for data pipelines, sold as a managed cloud service.',
  'A consumer app for splitting rent and bills between flatmates.',
];
const MAX_PAGES = 5;

/** A small, seedable PRNG (mulberry32), so two runs send the same mix. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawKind(random: () => number): Kind {
  let r = random() * TOTAL_WEIGHT;
  for (const [kind, weight] of WEIGHTS) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'web-search';
}

/** The next request of a client, drawn from the mix (or of the kind given). */
export function nextRequest(
  random: () => number,
  who: ClientIdentity,
  data: MixData,
  kind: Kind = drawKind(random),
): LoadRequest {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const chance = (p: number) => random() < p;
  const web: Record<string, string> = who.cookie ? { cookie: who.cookie } : {};
  const api = { authorization: `Bearer ${who.apiKey}` };
  switch (kind) {
    case 'web-search': {
      // As the /investors page asks (see web/src/features/investors/search-params.ts): the search text and
      // filters, always a sort; signed-in users scroll on through the cursor pages.
      const params = new URLSearchParams();
      const browsing = chance(0.25);
      if (!browsing) params.set('q', chance(0.3) ? `${pick(WORDS)} ${pick(WORDS)}` : pick(WORDS));
      if (browsing || chance(0.3)) params.set('status', pick(STATUSES));
      if (chance(0.25)) params.set('stage', pick(STAGES));
      if (chance(0.15)) params.set('focus', pick(FOCUS_AREAS));
      if (chance(0.2)) params.set('location', pick(PLACES));
      params.set('sort', chance(0.15) ? pick(SORTS) : browsing ? 'activity' : 'relevance');
      return pages('GET /api/investors', '/api/investors', params, web, who.cookie ? 0.6 : 0);
    }
    case 'featured':
      return {
        route: 'GET /api/investors/featured',
        method: 'GET',
        path: '/api/investors/featured',
        headers: web,
      };
    case 'meta':
      return { route: 'GET /api/investors/meta', method: 'GET', path: '/api/investors/meta', headers: web };
    case 'api-search': {
      const params = new URLSearchParams({ q: pick(WORDS), limit: String(pick([10, 20, 50])) });
      if (chance(0.5)) params.set('stage', pick(STAGES));
      if (chance(0.4)) params.set('location', pick(PLACES));
      if (chance(0.2)) params.set('status', pick(STATUSES));
      return pages('GET /api/v1/investors', '/api/v1/investors', params, api, 0.3);
    }
    case 'api-investor':
      return {
        route: 'GET /api/v1/investors/:id',
        method: 'GET',
        path: `/api/v1/investors/${encodeURIComponent(pick(data.investorIds))}`,
        headers: api,
      };
    case 'api-portfolio':
      return {
        route: 'GET /api/v1/portfolio/:investorId',
        method: 'GET',
        path: `/api/v1/portfolio/${encodeURIComponent(pick(data.portfolioIds))}`,
        headers: api,
      };
    case 'api-match': {
      const body: Record<string, unknown> = { idea: pick(IDEAS), limit: 20 };
      if (chance(0.6)) body.stage = pick(['pre-seed', 'seed', 'series-a']);
      if (chance(0.4)) body.location = pick(PLACES);
      if (chance(0.3)) body.check_size = pick([250, 500, 1000, 3000]);
      return {
        route: 'POST /api/v1/match',
        method: 'POST',
        path: '/api/v1/match',
        headers: { ...api, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    }
  }

  /** A search whose answer leads, with probability `follow` per page, to its next page. */
  function pages(
    route: string,
    base: string,
    params: URLSearchParams,
    headers: Record<string, string>,
    follow: number,
    page = 1,
  ): LoadRequest {
    return {
      route,
      method: 'GET',
      path: `${base}?${params}`,
      headers,
      followUp: (body) => {
        if (page >= MAX_PAGES || !chance(follow)) return null;
        const cursor = /"next_cursor":"([^"]+)"/.exec(body)?.[1];
        if (!cursor) return null;
        const next = new URLSearchParams(params);
        next.set('cursor', cursor);
        return pages(route, base, next, headers, follow, page + 1);
      },
    };
  }
}
