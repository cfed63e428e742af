import { load } from 'cheerio';
import { hostKey, squash } from './text-and-urls';

// Finding the portfolio pages of an investor's website.

const PORTFOLIO_WORDS = /portfolio|companies|investments|startups|our-companies|our companies/i;
const PORTFOLIO_SEGMENT =
  /^(portfolio|companies|investments|startups|our-companies|portfolio-companies|our-portfolio)$/i;
const NOT_A_PAGE = /\.(pdf|jpe?g|png|gif|svg|webp|zip|docx?|xlsx?|pptx?|mp4|mp3)$/i;

/**
 * Links of a home page that lead to the portfolio on the same site (www. aside): their path or text says
 * portfolio, companies, investments, startups or our companies. Best first (a path segment that is exactly one of
 * those words, then the text), at most `max`.
 */
export function findPortfolioLinks(html: string, pageUrl: string, max = 3): string[] {
  const $ = load(html);
  const page = new URL(pageUrl);
  const scored = new Map<string, number>();
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || hostKey(url) !== hostKey(page)) return;
    if (NOT_A_PAGE.test(url.pathname)) return;
    const hash = url.hash;
    url.hash = '';
    // A link within the page itself counts when it jumps to its portfolio section (a one-page site).
    const samePage = url.pathname === page.pathname && url.search === page.search;
    if (samePage && !PORTFOLIO_WORDS.test(hash)) return;
    const text = squash($(el).text() || $(el).attr('title') || $(el).attr('aria-label'));
    const segments = url.pathname.split('/').filter(Boolean);
    let score = 0;
    if (samePage) score = 3;
    else if (segments.some((s) => PORTFOLIO_SEGMENT.test(s))) score = 4;
    else if (PORTFOLIO_WORDS.test(url.pathname)) score = 2;
    if (/^(our )?(portfolio|companies|investments|startups)$/i.test(text)) score += 2;
    else if (PORTFOLIO_WORDS.test(text)) score += 1;
    if (score === 0) return;
    score -= Math.max(0, segments.length - 2) * 0.5; // /news/2021/our-investment-in-x is a post, not the list
    scored.set(url.href, Math.max(score, scored.get(url.href) ?? Number.NEGATIVE_INFINITY));
  });
  return [...scored]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, max)
    .map(([url]) => url);
}

/** Where to look when the home page links to no portfolio: `portfolio` and `companies` under the website. */
export function guessedPortfolioUrls(homeUrl: string): string[] {
  const base = new URL(homeUrl);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname = base.pathname.replace(/[^/]*$/, '');
  return ['portfolio', 'companies'].map((p) => new URL(p, base).href);
}
