import { load } from 'cheerio';
import type { TPortfolioCompany } from '../../../core/contracts/crawls';
import { cardCompanies } from './card-companies';
import { jsonLdCompanies } from './json-ld-companies';
import { tableCompanies } from './table-companies';
import { companyKey } from './text-and-urls';

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
