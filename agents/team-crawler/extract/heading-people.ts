import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { TCrawledPerson } from '../../../core/contracts/investor-people';
import { asLinkedin, asPersonName, asTitle, focusOf, squash } from './person-fields';

/**
 * An "About us" page: a heading with a person's name, then paragraphs up to the next heading, the first of which
 * starts with their role ("Partner. Laila invests in digital health."). A heading without a role after it (a
 * section, a value) is not a person.
 */
export function headingPeople($: CheerioAPI, root: Cheerio<Element>): TCrawledPerson[] {
  const out: TCrawledPerson[] = [];
  root.find('h2, h3, h4').each((_, el) => {
    const name = asPersonName($(el).text());
    if (!name) return;
    const section = $(el).nextUntil('h1, h2, h3, h4');
    const paragraphs = section
      .filter('p, div')
      .map((_, p) => squash($(p).text()))
      .get();
    const title = paragraphs[0] ? asTitle(paragraphs[0]) : null;
    if (!title) return;
    const linkedin = section
      .find('a[href]')
      .add(section.filter('a[href]'))
      .map((_, a) => asLinkedin($(a).attr('href')))
      .get()
      .find(Boolean);
    out.push({
      name,
      title,
      linkedin_url: linkedin ?? null,
      focus: [...new Set(paragraphs.flatMap((p) => focusOf(p)))],
    });
  });
  return out;
}
