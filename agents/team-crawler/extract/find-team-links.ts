import { load } from 'cheerio';
import { squash } from './person-fields';

const TEAM_SEGMENT =
  /^(team|our-team|the-team|people|our-people|about|about-us|who-we-are|partners|investment-team)$/i;
const TEAM_TEXT = /^(the |our )?(team|people|about( us)?|who we are|partners|investment team)$/i;

const hostKey = (url: URL) => url.host.toLowerCase().replace(/^www\./, '');

/** Links of a home page to its team pages on the same site, best first (a path of team words, then the text). */
export function findTeamLinks(html: string, pageUrl: string, max = 2): string[] {
  const $ = load(html);
  const page = new URL(pageUrl);
  const scored = new Map<string, number>();
  $('a[href]').each((_, el) => {
    let url: URL;
    try {
      url = new URL($(el).attr('href') ?? '', page);
    } catch {
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || hostKey(url) !== hostKey(page)) return;
    url.hash = '';
    const segments = url.pathname.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';
    let score = TEAM_SEGMENT.test(last) ? (/team|people/i.test(last) ? 4 : 2) : 0;
    if (TEAM_TEXT.test(squash($(el).text()))) score += 1;
    if (score === 0 || url.href === page.href) return;
    scored.set(url.href, Math.max(score, scored.get(url.href) ?? 0));
  });
  return [...scored]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, max)
    .map(([url]) => url);
}

/** Where to look when the home page links to no team page. */
export function guessedTeamUrls(homeUrl: string): string[] {
  const base = new URL(homeUrl);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname = base.pathname.replace(/[^/]*$/, '');
  return ['team', 'people', 'about'].map((p) => new URL(p, base).href);
}
