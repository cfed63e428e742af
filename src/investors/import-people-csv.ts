import { parse } from 'csv-parse/sync';
import { readSectors } from '../../core/round/read-sectors';
import { cleanCell, cleanUrl } from '../contacts/contact-cells';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { investorNameIndex, resolveInvestor } from './investor-name-index';
import { personRow } from './investor-people';
import { upsertInvestorPeople } from './investor-people.repository';
import type { NewInvestorPersonRow } from './investor-people.table';

/** A firm's team is a dozen people; an import of the whole directory's partners is some thousands. */
const MAX_ROWS = 20_000;

export interface PeopleImportResult {
  added: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/**
 * An admin's CSV of people at investor firms: `investor_id` or `investor` (a firm name, resolved by the data
 * build's rules), `name`, and optionally `title`, `linkedin_url`, `focus` (sectors in words). Every row is checked
 * first; a file with any bad row changes nothing and the answer lists each bad line.
 */
export async function importPeopleCsv(db: Db, csv: string): Promise<PeopleImportResult> {
  let records: Record<string, string>[];
  try {
    // NUL bytes are dropped (Postgres refuses them in text); cells are cleaned one by one below.
    records = parse(csv.replaceAll('\u0000', ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new AppError('bad_request', `The CSV could not be read${line ? ` near line ${line}` : ''}`, 'csv');
  }
  if (records.length > MAX_ROWS)
    throw new AppError('bad_request', `At most ${MAX_ROWS} rows per file`, 'csv');
  const columns = new Set(Object.keys(records[0] ?? {}));
  if (!columns.has('name') || !(columns.has('investor_id') || columns.has('investor')))
    throw new AppError(
      'bad_request',
      'The CSV needs a "name" column and an "investor_id" or "investor" column',
      'csv',
    );
  const index = await investorNameIndex(db);
  const rows: NewInvestorPersonRow[] = [];
  const errors: PeopleImportResult['errors'] = [];
  records.forEach((r, i) => {
    const line = i + 2;
    const id =
      r.investor_id?.trim() || (r.investor ? resolveInvestor(index, cleanCell(r.investor, 200)) : null);
    if (!id || !index.byId.has(id)) {
      errors.push({
        line,
        message: r.investor_id
          ? `No investor ${r.investor_id.slice(0, 60)}`
          : 'The investor is not one of ours (or names several)',
      });
      return;
    }
    const linkedin = r.linkedin_url ? cleanUrl(r.linkedin_url) : null;
    if (r.linkedin_url && !linkedin) {
      errors.push({ line, message: 'linkedin_url is not a web address' });
      return;
    }
    const row = personRow(
      id,
      {
        name: cleanCell(r.name, 200),
        title: cleanCell(r.title, 200) || null,
        linkedin_url: linkedin,
        focus: readSectors(cleanCell(r.focus, 500)),
      },
      'admin',
      null,
    );
    if (!row) errors.push({ line, message: 'name is empty' });
    else rows.push(row);
  });
  if (errors.length) return { added: 0, updated: 0, errors };
  const { added, updated } = await upsertInvestorPeople(db, rows);
  return { added, updated, errors: [] };
}
