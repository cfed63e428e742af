import { load } from 'cheerio';
import type { TCrawledPerson } from '../../../core/contracts/investor-people';
import { nameKeys } from '../../../core/dataset/entity-resolution';
import { cardPeople } from './card-people';
import { headingPeople } from './heading-people';
import { jsonLdPeople } from './json-ld-people';
import { tablePeople } from './table-people';

/** The same person named twice is one: the first keeps its fields, later ones fill the gaps and add focus. */
export function mergePeople(people: readonly TCrawledPerson[]): TCrawledPerson[] {
  const byKey = new Map<string, TCrawledPerson>();
  for (const p of people) {
    const key = nameKeys(p.name)[0];
    if (!key) continue;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...p, focus: [...p.focus] });
      continue;
    }
    seen.title ??= p.title;
    seen.linkedin_url ??= p.linkedin_url;
    seen.focus = [...new Set([...seen.focus, ...p.focus])];
  }
  return [...byKey.values()];
}

/**
 * The people a firm's team page names, read from JSON-LD Person nodes, tables with a name column, cards (a name
 * and a role in one container) and headings followed by a role. Nothing is guessed: a role, profile or focus the
 * page does not show is null or empty, and a name without anything that says it is a person at the firm (a role,
 * a card of the team) is left out.
 */
export function extractPeople(html: string): TCrawledPerson[] {
  const $ = load(html);
  const found = jsonLdPeople($);
  $('script, style, noscript, template, nav, footer, form, select, button, iframe, svg').remove();
  $('body > header, [role="navigation"], [role="banner"], [role="contentinfo"]').remove();
  found.push(...tablePeople($));
  $('table').remove();
  const main = $('main').length ? $('main') : $('body');
  found.push(...cardPeople($, main));
  found.push(...headingPeople($, main));
  return mergePeople(found);
}
