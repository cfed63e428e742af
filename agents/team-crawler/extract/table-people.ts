import type { CheerioAPI } from 'cheerio';
import type { TCrawledPerson } from '../../../core/contracts/investor-people';
import { asLinkedin, asPersonName, focusOf, squash } from './person-fields';

/** Tables with a name column: one person per row; role, focus and LinkedIn columns read by their header. */
export function tablePeople($: CheerioAPI): TCrawledPerson[] {
  const out: TCrawledPerson[] = [];
  $('table').each((_, table) => {
    const rows = $(table).find('tr').toArray();
    const headerRow = rows.find((r) => $(r).children('th').length > 0) ?? rows[0];
    if (!headerRow) return;
    const headers = $(headerRow)
      .children('th, td')
      .map((_, c) => squash($(c).text()).toLowerCase())
      .get();
    const col = (re: RegExp) => headers.findIndex((h) => re.test(h));
    const nameCol = col(/^(name|full name|person|team member|partner)$/);
    if (nameCol < 0) return;
    const titleCol = col(/^(role|title|position|job title)$/);
    const focusCol = col(/^(focus|sectors?|areas?|focus areas?|invests in)$/);
    const linkCol = col(/linkedin|profile/);
    for (const row of rows) {
      if (row === headerRow) continue;
      const cells = $(row).children('td, th').toArray();
      const name = asPersonName($(cells[nameCol]).text());
      if (!name) continue;
      const links = $(row)
        .find('a[href]')
        .map((_, a) => asLinkedin($(a).attr('href')))
        .get()
        .filter(Boolean);
      out.push({
        name,
        title: titleCol >= 0 ? squash($(cells[titleCol]).text()) || null : null,
        linkedin_url:
          (linkCol >= 0 ? asLinkedin($(cells[linkCol]).find('a').attr('href')) : null) ?? links[0] ?? null,
        focus: focusCol >= 0 ? focusOf($(cells[focusCol]).text(), false) : [],
      });
    }
  });
  return out;
}
