import type { AnyNode, Element } from 'cheerio';
import type { TPortfolioCompany } from '../../../core/contracts/crawls';
import { absoluteUrl, hostKey, squash } from './text-and-urls';

// What the extractors share to read a company's fields: names, class words, labels, websites, tags.

/** Funding stages as portfolio pages write them. */
export const STAGE_RE =
  /^(pre[- ]?seed|seed|seed\+|angel|series [a-h]\+?|series-[a-h]|growth|late[- ]stage|early[- ]stage|pre[- ]series [a-h]|ipo|public|bridge)$/i;

const SOCIAL_HOSTS =
  /(^|\.)(linkedin\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|crunchbase\.com|angel\.co|wellfound\.com|medium\.com|tiktok\.com|github\.com)$/i;

const GENERIC_NAME =
  /^(read more|learn more|more|visit|visit site|website|view|view more|see more|details|show more|all|logo|image|portfolio|companies|our portfolio|load more|next|previous)$/i;

/** A plausible company name: short, not a sentence, not a button label. */
export function asName(text: string | undefined | null): string | null {
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

export const hasWord = (el: AnyNode, words: readonly string[]) => {
  const own = classWords(el);
  return words.some((w) => own.has(w));
};

export const NAME_WORDS = ['name', 'title', 'heading', 'companyname'];
export const STAGE_WORDS = ['stage', 'round', 'series', 'funding'];
export const INDUSTRY_WORDS = [
  'industry',
  'sector',
  'category',
  'vertical',
  'market',
  'sectors',
  'industries',
];
export const DESCRIPTION_WORDS = [
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
export const TAG_WORDS = [
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

export function emptyCompany(name: string): TPortfolioCompany {
  return { name, funding_stage: null, description: null, industry: null, tags: [], website: null };
}

/** A link that is the company's own website: http(s), another site than the page's, not a social profile. */
export function externalSite(href: string | undefined, pageUrl: string): string | null {
  const url = absoluteUrl(href, pageUrl);
  if (!url) return null;
  const u = new URL(url);
  if (hostKey(u) === hostKey(new URL(pageUrl)) || SOCIAL_HOSTS.test(u.hostname)) return null;
  return url;
}

export interface ReadCompany {
  company: TPortfolioCompany;
  /** How much the element looked like a company card (a name from a heading counts more than bare text). */
  score: number;
}

/** Label → field, for `<dt>Stage</dt><dd>Seed</dd>`, `<th>` rows and "Stage: Seed". */
export function fieldOfLabel(
  label: string,
): 'stage' | 'industry' | 'tags' | 'website' | 'description' | null {
  const l = label.toLowerCase().replace(/:$/, '').trim();
  if (/^(stage|funding stage|round|series|investment stage)$/.test(l)) return 'stage';
  if (/^(industry|sector|sectors|category|vertical|market)$/.test(l)) return 'industry';
  if (/^(tags|keywords|focus|themes)$/.test(l)) return 'tags';
  if (/^(website|url|site|web)$/.test(l)) return 'website';
  if (/^(description|about|what they do|summary)$/.test(l)) return 'description';
  return null;
}

export const splitTags = (text: string) =>
  text
    .split(/\s*[,;|·•]\s*/)
    .map((t) => squash(t))
    .filter(Boolean);
