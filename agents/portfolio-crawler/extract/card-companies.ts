import type { AnyNode, Cheerio, CheerioAPI, Element } from 'cheerio';
import type { TPortfolioCompany } from '../../../core/contracts/crawls';
import type { ReadCompany } from './company-fields';
import { readCard } from './read-card';

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
export function cardCompanies($: CheerioAPI, scope: Cheerio<AnyNode>, pageUrl: string): TPortfolioCompany[] {
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
