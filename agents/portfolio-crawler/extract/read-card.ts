import type { CheerioAPI, Element } from 'cheerio';
import {
  asName,
  DESCRIPTION_WORDS,
  emptyCompany,
  externalSite,
  fieldOfLabel,
  hasWord,
  INDUSTRY_WORDS,
  NAME_WORDS,
  type ReadCompany,
  STAGE_RE,
  STAGE_WORDS,
  splitTags,
  TAG_WORDS,
} from './company-fields';
import { squash, websiteUrl } from './text-and-urls';

/** Reads one card (or list item) of a portfolio: name, website, stage, industry, tags, description. */
export function readCard($: CheerioAPI, el: Element, pageUrl: string): ReadCompany | null {
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
