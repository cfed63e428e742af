import { type AnyNode, type Cheerio, type CheerioAPI, type Element, load } from 'cheerio';
import type { TPortfolioCompany } from '../../src/contracts/crawls';

/**
 * Reading an investor's website without a model: which links lead to its portfolio, whether a page builds its
 * portfolio with JavaScript, and the companies a page lists (cards, lists, tables, JSON-LD). Pure functions.
 */

const squash = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What identifies a company within one portfolio: its name, case, accents and punctuation aside. */
export function companyKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The investor's website as a URL to fetch: a bare domain gets https://. */
export function websiteUrl(website: string): string {
  const w = website.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(w) ? w : `https://${w.replace(/^\/+/, '')}`;
}

function hostKey(url: URL): string {
  return url.host.toLowerCase().replace(/^www\./, '');
}

/** A URL as written when absolute, made absolute against the page when relative; null when not http(s). */
export function absoluteUrl(href: string | undefined | null, pageUrl: string): string | null {
  const h = squash(href);
  if (!h || h.startsWith('#')) return null;
  try {
    const url = new URL(h, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return /^https?:\/\//i.test(h) ? h : url.href;
  } catch {
    return null;
  }
}

// ----------------------------------------------------------------------------------------------------------------
// Finding the portfolio pages.

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

/**
 * True when a page builds its content with JavaScript: it has scripts, and an empty (or "Loading…") mount point
 * such as #root, #app, #__next or [data-portfolio], a noscript asking for JavaScript, or almost no text.
 */
export function looksScriptDriven(html: string): boolean {
  const $ = load(html);
  const scripts = $('script').filter((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    return !type || type === 'module' || type.includes('javascript');
  });
  if (scripts.length === 0) return false;
  const mounts = $(
    '#root, #app, #__next, #__nuxt, #___gatsby, [data-portfolio], [id*="portfolio" i], [data-reactroot], [aria-busy="true"]',
  );
  const emptyMount = mounts.toArray().some((el) => {
    const node = $(el);
    const text = squash(node.text());
    return (
      node.attr('aria-busy') === 'true' ||
      !text ||
      /^(loading|please wait|fetching)/i.test(text) ||
      node.find('[role="status"], [class*="loading" i], [class*="spinner" i], [class*="skeleton" i]').length >
        0
    );
  });
  const noscript = /enable javascript|requires javascript|javascript (is )?(required|disabled)/i.test(
    $('noscript').text(),
  );
  $('script, style, noscript, template').remove();
  const tiny = squash($('body').text()).length < 200;
  return emptyMount || noscript || tiny;
}

// ----------------------------------------------------------------------------------------------------------------
// Reading the companies.

/** Funding stages as portfolio pages write them. */
const STAGE_RE =
  /^(pre[- ]?seed|seed|seed\+|angel|series [a-h]\+?|series-[a-h]|growth|late[- ]stage|early[- ]stage|pre[- ]series [a-h]|ipo|public|bridge)$/i;

const SOCIAL_HOSTS =
  /(^|\.)(linkedin\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|crunchbase\.com|angel\.co|wellfound\.com|medium\.com|tiktok\.com|github\.com)$/i;

const GENERIC_NAME =
  /^(read more|learn more|more|visit|visit site|website|view|view more|see more|details|show more|all|logo|image|portfolio|companies|our portfolio|load more|next|previous)$/i;

/** A plausible company name: short, not a sentence, not a button label. */
function asName(text: string | undefined | null): string | null {
  const name = squash(text)
    .replace(/\s+(logo|icon|image)$/i, '')
    .trim();
  if (!name || name.length > 80 || name.split(' ').length > 8 || GENERIC_NAME.test(name)) return null;
  if (/[.!?]\s/.test(name) || /^https?:\/\//i.test(name)) return null;
  return name;
}

/**
 * The words of an element's classes, BEM aware: `portfolio-company__stage` says "stage" (its element part), not
 * "company"; `company-name` says "company" and "name".
 */
function classWords(el: AnyNode): Set<string> {
  const words = new Set<string>();
  const cls = (el as Element).attribs?.class ?? '';
  for (const c of cls.split(/\s+/).filter(Boolean)) {
    const element = c.includes('__') ? c.slice(c.lastIndexOf('__') + 2) : c;
    for (const w of element
      .replace(/--.*$/, '')
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .split(/[-_]+/))
      if (w) words.add(w);
  }
  return words;
}

const hasWord = (el: AnyNode, words: readonly string[]) => {
  const own = classWords(el);
  return words.some((w) => own.has(w));
};

const NAME_WORDS = ['name', 'title', 'heading', 'companyname'];
const STAGE_WORDS = ['stage', 'round', 'series', 'funding'];
const INDUSTRY_WORDS = ['industry', 'sector', 'category', 'vertical', 'market', 'sectors', 'industries'];
const DESCRIPTION_WORDS = [
  'description',
  'desc',
  'summary',
  'about',
  'blurb',
  'excerpt',
  'tagline',
  'bio',
  'intro',
];
const TAG_WORDS = [
  'tag',
  'tags',
  'label',
  'labels',
  'badge',
  'badges',
  'chip',
  'chips',
  'pill',
  'pills',
  'keyword',
  'keywords',
];

function emptyCompany(name: string): TPortfolioCompany {
  return { name, funding_stage: null, description: null, industry: null, tags: [], website: null };
}

/** A link that is the company's own website: http(s), another site than the page's, not a social profile. */
function externalSite(href: string | undefined, pageUrl: string): string | null {
  const url = absoluteUrl(href, pageUrl);
  if (!url) return null;
  const u = new URL(url);
  if (hostKey(u) === hostKey(new URL(pageUrl)) || SOCIAL_HOSTS.test(u.hostname)) return null;
  return url;
}

interface ReadCompany {
  company: TPortfolioCompany;
  /** How much the element looked like a company card (a name from a heading counts more than bare text). */
  score: number;
}

/** Label → field, for `<dt>Stage</dt><dd>Seed</dd>`, `<th>` rows and "Stage: Seed". */
function fieldOfLabel(label: string): 'stage' | 'industry' | 'tags' | 'website' | 'description' | null {
  const l = label.toLowerCase().replace(/:$/, '').trim();
  if (/^(stage|funding stage|round|series|investment stage)$/.test(l)) return 'stage';
  if (/^(industry|sector|sectors|category|vertical|market)$/.test(l)) return 'industry';
  if (/^(tags|keywords|focus|themes)$/.test(l)) return 'tags';
  if (/^(website|url|site|web)$/.test(l)) return 'website';
  if (/^(description|about|what they do|summary)$/.test(l)) return 'description';
  return null;
}

const splitTags = (text: string) =>
  text
    .split(/\s*[,;|·•]\s*/)
    .map((t) => squash(t))
    .filter(Boolean);

/** Reads one card (or list item) of a portfolio: name, website, stage, industry, tags, description. */
function readCard($: CheerioAPI, el: Element, pageUrl: string): ReadCompany | null {
  const item = $(el);
  const all = item.find('*').addBack();
  let score = 0;

  // Name: a name/title class or itemprop, a heading, a logo's alt text, a lone link's text, the item's own text.
  let name: string | null = null;
  const named = all.filter((_, n) => hasWord(n, NAME_WORDS) || $(n).attr('itemprop') === 'name').first();
  if (named.length) name = asName(named.text());
  if (!name) name = asName(item.find('h1, h2, h3, h4, h5, h6, [role="heading"]').first().text());
  if (name) score += 2;
  if (!name) {
    name = asName(item.find('img[alt]').first().attr('alt'));
    if (name) score += 1.5;
  }
  if (!name) {
    const links = all.filter('a');
    if (links.length === 1) name = asName(links.text());
    if (
      !name &&
      item.children().filter((_, c) => /^(div|p|ul|ol|section|article)$/.test(c.tagName)).length === 0
    )
      name = asName(item.text());
    if (name) score += 1;
  }
  if (!name) return null;
  const company = emptyCompany(name);

  // Website: the first link to another site (not a social profile), or a data attribute.
  const attrOf = (...names: string[]) => {
    for (const n of names) {
      const value = squash(all.filter(`[${n}]`).first().attr(n));
      if (value) return value;
    }
    return null;
  };
  for (const a of all.filter('a[href]').toArray()) {
    company.website = externalSite($(a).attr('href'), pageUrl);
    if (company.website) break;
  }
  company.website ??= externalSite(attrOf('data-website', 'data-url') ?? undefined, pageUrl);

  // Stage and industry: the innermost element whose class says so, else a data attribute.
  const textOf = (words: readonly string[]) => {
    const found = all.filter(
      (_, n) =>
        hasWord(n, words) &&
        $(n)
          .find('*')
          .filter((_, m) => hasWord(m, words)).length === 0,
    );
    return found.length ? squash(found.first().text()) || null : null;
  };
  company.funding_stage = textOf(STAGE_WORDS) ?? attrOf('data-stage', 'data-round', 'data-funding-stage');
  company.industry = textOf(INDUSTRY_WORDS) ?? attrOf('data-industry', 'data-sector', 'data-category');

  // Labelled values: <dt>/<dd>, "Stage: Seed".
  const labelled = (label: string, value: string) => {
    const field = fieldOfLabel(label);
    if (!value || !field) return;
    if (field === 'stage') company.funding_stage ??= value;
    else if (field === 'industry') company.industry ??= value;
    else if (field === 'tags') company.tags.push(...splitTags(value));
    else if (field === 'description') company.description ??= value;
    else if (field === 'website')
      company.website ??= externalSite(value.includes('.') ? websiteUrl(value) : '', pageUrl);
  };
  item.find('dt').each((_, dt) => {
    labelled(squash($(dt).text()), squash($(dt).next('dd').text()));
  });
  all.each((_, n) => {
    if ($(n).children().length > 1) return;
    const m = /^([A-Za-z ]{3,20}):\s*(.+)$/.exec(squash($(n).text()));
    if (m) labelled(m[1]!, m[2]!);
  });

  // Tags: the leaves of tag/label/badge elements, minus what is already the stage, industry or name.
  const tagNodes = all.filter(
    (_, n) =>
      hasWord(n, TAG_WORDS) &&
      $(n)
        .find('*')
        .filter((_, m) => hasWord(m, TAG_WORDS)).length === 0,
  );
  tagNodes.each((_, n) => {
    const node = $(n);
    const texts = node.children('li').length
      ? node
          .children('li')
          .map((_, li) => squash($(li).text()))
          .get()
      : [squash(node.text())];
    company.tags.push(...texts.filter(Boolean));
  });
  if (!company.funding_stage) {
    const stage = company.tags.find((t) => STAGE_RE.test(t));
    if (stage) company.funding_stage = stage;
  }
  const taken = new Set(
    [company.name, company.funding_stage, company.industry].filter(Boolean).map((t) => t!.toLowerCase()),
  );
  company.tags = [...new Set(company.tags.filter((t) => t.length <= 40 && !taken.has(t.toLowerCase())))];

  // Description: a description-like class or label, else the first paragraph that is not another field.
  company.description = textOf(DESCRIPTION_WORDS) ?? company.description;
  if (!company.description) {
    const fields = new Set([company.name, company.funding_stage, company.industry].filter(Boolean));
    const p = item
      .find('p')
      .toArray()
      .map((n) => squash($(n).text()))
      .find((t) => t.length >= 15 && !fields.has(t) && !/^[A-Za-z ]{3,20}:/.test(t));
    company.description = p ?? null;
  }
  if (company.description === company.name) company.description = null;

  for (const v of [company.website, company.description, company.funding_stage, company.industry])
    if (v) score += 1;
  if (company.tags.length) score += 0.5;
  if (item.find('img').length) score += 0.5;
  return { company, score };
}

const SKIP_TAGS = new Set([
  'span',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'img',
  'dt',
  'dd',
  'option',
  'label',
  'br',
  'hr',
  'source',
  'picture',
  'svg',
  'path',
  'button',
  'input',
  'meta',
  'link',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'table',
  'col',
  'colgroup',
  'time',
  'sup',
  'sub',
  'code',
]);

const PORTFOLIO_CONTEXT = /portfolio|compan|startup|investment|holding|founder/i;

/** The element's tag and classes (state classes such as is-active dropped): items of one list share it. */
function signature(el: Element): string {
  const classes = (el.attribs.class ?? '')
    .split(/\s+/)
    .filter((c) => c && !/^(is|has|js)-/.test(c) && !/--/.test(c))
    .sort()
    .join('.');
  return `${el.tagName}.${classes}`;
}

/**
 * Cards and list items: elements repeated under one parent with the same tag and classes. Each group is read
 * card by card; the group that reads best (names from headings, links, descriptions, stages...) wins, with a
 * bonus when its items or parents say portfolio or companies.
 */
function cardCompanies($: CheerioAPI, scope: Cheerio<AnyNode>, pageUrl: string): TPortfolioCompany[] {
  const groups = new Map<string, Element[]>();
  const siblingCounts = new Map<AnyNode, Map<string, number>>();
  scope.find('*').each((_, node) => {
    const el = node as Element;
    if (!el.tagName || SKIP_TAGS.has(el.tagName)) return;
    const parent = el.parent as Element | null;
    if (!parent) return;
    const sig = signature(el);
    let counts = siblingCounts.get(parent);
    if (!counts) {
      counts = new Map();
      for (const child of $(parent).children().toArray()) {
        const childSig = signature(child as Element);
        counts.set(childSig, (counts.get(childSig) ?? 0) + 1);
      }
      siblingCounts.set(parent, counts);
    }
    if ((counts.get(sig) ?? 0) < 2) return;
    const list = groups.get(sig) ?? [];
    list.push(el);
    groups.set(sig, list);
  });

  let best: { score: number; companies: TPortfolioCompany[] } = { score: 0, companies: [] };
  for (const [sig, elements] of groups) {
    const read = elements.map((el) => readCard($, el, pageUrl));
    const named = read.filter((r): r is ReadCompany => r !== null);
    if (named.length < 2 || named.length < elements.length * 0.6) continue;
    let score = named.reduce((sum, r) => sum + r.score, 0);
    const context = [sig, ...elements.slice(0, 1).flatMap((el) => $(el).parents().toArray())]
      .map((n) =>
        typeof n === 'string'
          ? n
          : `${(n as Element).attribs?.class ?? ''} ${(n as Element).attribs?.id ?? ''}`,
      )
      .join(' ');
    if (PORTFOLIO_CONTEXT.test(context)) score *= 1.5;
    if (score > best.score) best = { score, companies: named.map((r) => r.company) };
  }
  return best.companies;
}

/** Tables with a company or name column: one company per row, other columns mapped by their header. */
function tableCompanies($: CheerioAPI, pageUrl: string): TPortfolioCompany[] {
  const out: TPortfolioCompany[] = [];
  $('table').each((_, table) => {
    const rows = $(table).find('tr').toArray();
    const headerRow = rows.find((r) => $(r).children('th').length > 0) ?? rows[0];
    if (!headerRow) return;
    const headers = $(headerRow)
      .children('th, td')
      .map((_, c) => squash($(c).text()).toLowerCase())
      .get();
    const nameCol = headers.findIndex((h) =>
      /^(company|company name|name|startup|portfolio company|business)$/.test(h),
    );
    if (nameCol < 0) return;
    for (const row of rows) {
      if (row === headerRow) continue;
      const cells = $(row).children('td, th').toArray();
      const name = asName($(cells[nameCol]).text());
      if (!name) continue;
      const company = emptyCompany(name);
      headers.forEach((h, i) => {
        if (i === nameCol || !cells[i]) return;
        const cell = $(cells[i]);
        const text = squash(cell.text());
        const field = fieldOfLabel(h);
        if (field === 'website')
          company.website = externalSite(
            cell.find('a').attr('href') ?? (text ? websiteUrl(text) : ''),
            pageUrl,
          );
        else if (field === 'stage') company.funding_stage = text || null;
        else if (field === 'industry') company.industry = text || null;
        else if (field === 'tags') company.tags = splitTags(text);
        else if (field === 'description') company.description = text || null;
      });
      company.website ??= externalSite($(row).find('a[href]').first().attr('href'), pageUrl);
      out.push(company);
    }
  });
  return out;
}

const ORG_TYPES = new Set(['Organization', 'Corporation', 'Brand', 'LocalBusiness', 'OnlineBusiness', 'NGO']);

type JsonNode = Record<string, unknown>;

const isOrg = (n: unknown): n is JsonNode => {
  const type = (n as JsonNode | null)?.['@type'];
  return (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && ORG_TYPES.has(t));
};

const str = (v: unknown) => (typeof v === 'string' ? squash(v) || null : null);

/** JSON-LD: the Organizations of an ItemList, or of a graph listing several (the site's own left out). */
function jsonLdCompanies($: CheerioAPI, pageUrl: string): TPortfolioCompany[] {
  const listed: JsonNode[] = [];
  const loose: JsonNode[] = [];
  const walk = (node: unknown, inList: boolean): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, inList);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as JsonNode;
    if (n['@type'] === 'ItemList' || n.itemListElement) walk(n.itemListElement, true);
    // A ListItem names its company in `item`, or is itself the company (name and url).
    else if (n['@type'] === 'ListItem')
      walk(n.item ?? (n.name ? { ...n, '@type': 'Organization' } : null), inList);
    else if (n['@graph']) walk(n['@graph'], inList);
    else if (isOrg(n)) (inList ? listed : loose).push(n);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      walk(JSON.parse($(el).text()), false);
    } catch {
      // not JSON: the HTML follows
    }
  });
  const orgs = listed.length ? listed : loose.length >= 2 ? loose : [];
  const out: TPortfolioCompany[] = [];
  for (const org of orgs) {
    const name = asName(str(org.name));
    if (!name) continue;
    const sameAs = Array.isArray(org.sameAs) ? org.sameAs : [org.sameAs];
    const website =
      externalSite(str(org.url) ?? undefined, pageUrl) ??
      sameAs.map((s) => externalSite(str(s) ?? undefined, pageUrl)).find(Boolean) ??
      null;
    if (!website && str(org.url) && listed.length === 0) continue; // the site's own Organization
    const keywords = Array.isArray(org.keywords)
      ? org.keywords.map(str).filter((k): k is string => !!k)
      : splitTags(str(org.keywords) ?? '');
    out.push({
      name,
      funding_stage: str(org.fundingStage) ?? str(org.funding_stage),
      description: str(org.description),
      industry: str(org.industry) ?? str(org.knowsAbout),
      tags: [...new Set(keywords)],
      website,
    });
  }
  return out;
}

/** Companies with the same name are one: the first keeps its fields, later ones fill the gaps and add tags. */
export function mergeCompanies(companies: readonly TPortfolioCompany[]): TPortfolioCompany[] {
  const byKey = new Map<string, TPortfolioCompany>();
  for (const c of companies) {
    const key = companyKey(c.name);
    if (!key) continue;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...c, tags: [...c.tags] });
      continue;
    }
    seen.funding_stage ??= c.funding_stage;
    seen.description ??= c.description;
    seen.industry ??= c.industry;
    seen.website ??= c.website;
    seen.tags = [...new Set([...seen.tags, ...c.tags])];
  }
  return [...byKey.values()];
}

/**
 * The portfolio companies a page lists, read from JSON-LD (an ItemList of Organizations), tables with a company
 * column, and repeated cards or list items (a name from a heading, a name class, a logo's alt text or the link;
 * website, stage, industry, tags and description when shown). Cards only fill gaps when JSON-LD or a table
 * already listed the companies. Websites are absolute; links to the page's own site or to social profiles are
 * not websites. Nothing is guessed: a field the page does not show is null.
 */
export function extractCompanies(html: string, pageUrl: string): TPortfolioCompany[] {
  const $ = load(html);
  const structured = jsonLdCompanies($, pageUrl);
  $('script, style, noscript, template, nav, footer, form, select, button, iframe, svg').remove();
  $(
    'body > header, [role="navigation"], [role="banner"], [role="contentinfo"], [aria-hidden="true"]',
  ).remove();
  structured.push(...tableCompanies($, pageUrl));
  $('table').remove();
  const main = $('main').length ? $('main') : $('body').length ? $('body') : $.root();
  const cards = cardCompanies($, main, pageUrl);
  if (!structured.length) return mergeCompanies(cards);
  const known = new Set(structured.map((c) => companyKey(c.name)));
  return mergeCompanies([...structured, ...cards.filter((c) => known.has(companyKey(c.name)))]);
}
