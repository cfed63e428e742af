import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { TCrawledPerson } from '../../../core/contracts/investor-people';
import { asLinkedin, asPersonName, asTitle, focusOf, squash } from './person-fields';

const CARD = /team|member|person|people|profile|bio|staff|partner|card/i;
const NAME_PARTS = 'h2, h3, h4, h5, h6, [class*="name"], strong';
const ROLE_PARTS = '[class*="role"], [class*="title"], [class*="position"], [class*="job"]';

/**
 * Cards: a container whose class says team, member, person, profile or card, holding one person's name (a heading
 * or a name class) and a role (a role or title class, or the first line after the name that names one).
 */
export function cardPeople($: CheerioAPI, root: Cheerio<Element>): TCrawledPerson[] {
  const out: TCrawledPerson[] = [];
  const seen = new Set<Element>();
  root.find(NAME_PARTS).each((_, el) => {
    const name = asPersonName($(el).text());
    if (!name) return;
    const card = $(el)
      .parents()
      .filter((_, p) => CARD.test($(p).attr('class') ?? ''))
      .first();
    if (!card.length || seen.has(card[0]!)) return;
    // A container of several people is a grid, not a card.
    const names = card.find(NAME_PARTS).filter((_, n) => asPersonName($(n).text()) !== null).length;
    if (names !== 1) return;
    seen.add(card[0]!);
    const roleEl = card.find(ROLE_PARTS).filter((_, r) => !$(r).is(el) && !!squash($(r).text()));
    const lines = card
      .find('p, span, div')
      .filter((_, p) => $(p).children().length === 0)
      .map((_, p) => squash($(p).text()))
      .get();
    const title = roleEl.length ? squash(roleEl.first().text()) : (lines.map(asTitle).find(Boolean) ?? null);
    const linkedin = card
      .find('a[href]')
      .map((_, a) => asLinkedin($(a).attr('href')))
      .get()
      .find(Boolean);
    out.push({
      name,
      title: title || null,
      linkedin_url: linkedin ?? null,
      focus: [...new Set(lines.flatMap((l) => focusOf(l)))],
    });
  });
  return out;
}
