import type { CheerioAPI } from 'cheerio';
import type { TCrawledPerson } from '../../../core/contracts/investor-people';
import { asLinkedin, asPersonName, focusOf, squash } from './person-fields';

type JsonNode = Record<string, unknown>;

const isPerson = (n: JsonNode) => {
  const type = n['@type'];
  return (Array.isArray(type) ? type : [type]).includes('Person');
};
const str = (v: unknown) => (typeof v === 'string' ? squash(v) || null : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** JSON-LD Person nodes: alone, in a graph, or as an Organization's employee, member or founder. */
export function jsonLdPeople($: CheerioAPI): TCrawledPerson[] {
  const people: TCrawledPerson[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as JsonNode;
    if (n['@graph']) walk(n['@graph']);
    for (const key of [
      'employee',
      'employees',
      'member',
      'members',
      'founder',
      'founders',
      'itemListElement',
    ])
      if (n[key]) walk(n[key]);
    if (n['@type'] === 'ListItem' && n.item) walk(n.item);
    if (!isPerson(n)) return;
    const name = asPersonName(str(n.name));
    if (!name) return;
    const sameAs = list(n.sameAs).map((s) => asLinkedin(str(s)));
    const knows = list(n.knowsAbout)
      .map(str)
      .filter((k): k is string => !!k);
    people.push({
      name,
      title: str(n.jobTitle),
      linkedin_url: sameAs.find(Boolean) ?? asLinkedin(str(n.url)),
      focus: [...new Set(knows.flatMap((k) => focusOf(k, false)))],
    });
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      walk(JSON.parse($(el).text()));
    } catch {
      // not JSON: the HTML follows
    }
  });
  return people;
}
