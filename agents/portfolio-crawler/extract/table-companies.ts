import type { CheerioAPI } from 'cheerio';
import type { TPortfolioCompany } from '../../../core/contracts/crawls';
import { asName, emptyCompany, externalSite, fieldOfLabel, splitTags } from './company-fields';
import { squash, websiteUrl } from './text-and-urls';

/** Tables with a company or name column: one company per row, other columns mapped by their header. */
export function tableCompanies($: CheerioAPI, pageUrl: string): TPortfolioCompany[] {
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
