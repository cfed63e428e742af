import { load } from 'cheerio';

/** What a public LinkedIn profile says about a person, as onboarding and "Refresh from LinkedIn" use it. */
export interface LinkedInProfile {
  fullName: string;
  headline: string | null;
  skills: string[];
  isTechnical: boolean;
}

/** LinkedIn showed a login or sign-up wall (or a challenge) instead of the profile. */
export class LinkedInBlockedError extends Error {
  constructor(readonly reason: string) {
    super(`LinkedIn did not show the profile: ${reason}`);
    this.name = 'LinkedInBlockedError';
  }
}

/** https://www.linkedin.com/in/<slug> (any country subdomain, trailing slash or query dropped), else null. */
export function profileUrl(raw: string): string | null {
  const m = raw
    .trim()
    .match(/^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i);
  return m ? `https://www.linkedin.com/in/${decodeURIComponent(m[1]!)}` : null;
}

const TECHNICAL = new RegExp(
  [
    'engineer(ing)?',
    'developer',
    'programm(er|ing)',
    'software',
    'cto',
    'chief technology',
    'architect',
    'devops',
    'data scien(ce|tist)',
    'machine learning',
    'ml',
    'ai',
    'computer science',
    'full[- ]?stack',
    'back[- ]?end',
    'front[- ]?end',
    'python',
    'java(script)?',
    'typescript',
    'golang',
    'rust',
    'c\\+\\+',
    'kubernetes',
    'sre',
    'security engineer',
  ]
    .map((w) => `\\b${w}\\b`)
    .join('|'),
  'i',
);

/** Technical when the headline or a skill names engineering work (an engineer, CTO, a language, ML...). */
export function looksTechnical(headline: string | null, skills: readonly string[]): boolean {
  return [headline ?? '', ...skills].some((text) => TECHNICAL.test(text));
}

const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * Reads a public profile page: the JSON-LD Person LinkedIn embeds first, then the top card, then the page's
 * Open Graph title. Throws LinkedInBlockedError when the page is a login wall, and an Error when no name
 * can be found; nothing is ever guessed.
 */
export function extractProfile(html: string): LinkedInProfile {
  const $ = load(html);
  const title = clean($('title').first().text());
  const hasLoginForm =
    $('form[action*="login" i], form[action*="checkpoint" i], input[name="session_password"]').length > 0;
  if (hasLoginForm || /^(sign in|log in|join linkedin|linkedin login)/i.test(title) || /authwall/i.test(html))
    throw new LinkedInBlockedError('it asked to sign in');

  let fullName = '';
  let headline = '';
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const json = JSON.parse($(el).text()) as unknown;
      const nodes = Array.isArray(json) ? json : ((json as { '@graph'?: unknown[] })['@graph'] ?? [json]);
      for (const node of nodes as { '@type'?: string; name?: string; jobTitle?: string | string[] }[]) {
        if (node?.['@type'] !== 'Person') continue;
        fullName ||= clean(node.name);
        headline ||= clean(Array.isArray(node.jobTitle) ? node.jobTitle[0] : node.jobTitle);
      }
    } catch {
      // not JSON: the top card follows
    }
  });
  fullName ||= clean(
    $('.top-card-layout__title, .pv-top-card h1, h1[data-profile-name], main h1').first().text(),
  );
  headline ||= clean(
    $('.top-card-layout__headline, .pv-top-card .text-body-medium, [data-profile-headline], main h2')
      .first()
      .text(),
  );
  if (!fullName) {
    const og = clean($('meta[property="og:title"]').attr('content'));
    fullName = clean(og.split(/\s[-|–]\s/)[0]);
  }
  if (!fullName) throw new Error('the page has no profile name');

  const skills = [
    ...new Set(
      $('.skills li, [data-section="skills"] li, .pv-skill-category-entity__name, .skill')
        .map((_, el) => clean($(el).text()))
        .get()
        .filter((s) => s && s.length <= 80),
    ),
  ].slice(0, 50);
  const head = headline || null;
  return { fullName, headline: head, skills, isTechnical: looksTechnical(head, skills) };
}

/** Statuses LinkedIn answers a crawler it will not serve: its own 999, and 401, 403 and 429. */
export const BLOCKED_STATUSES = new Set([401, 403, 429, 999]);

/** Paths LinkedIn redirects to instead of a profile: the auth wall, login, a checkpoint (challenge), sign-up. */
export function isWallPath(pathname: string): boolean {
  return /^\/(authwall|login|checkpoint|uas\/login|signup|start\/join)(\/|$)/i.test(pathname);
}

/** The URL the profile is fetched from: the canonical one, or its path on another origin (a proxy, a fixture). */
export function fetchUrlFor(canonical: string, origin: string | null): string {
  if (!origin) return canonical;
  const { pathname } = new URL(canonical);
  return `${origin.replace(/\/+$/, '')}${pathname}`;
}
