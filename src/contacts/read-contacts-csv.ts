import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../domain/app-error';
import {
  type ContactHeader,
  HEADER_SEARCH_RECORDS,
  headerOf,
  notAContactsFile,
  type ParsedContact,
} from './contact-formats';

/** What a contacts file holds, row by row, once its header is known. */
export type ContactLine = { line: number; contact: ParsedContact } | { line: number; skip: string };

/** A contacts file with its format read from its header, and its rows to read, streamed. */
export interface ContactsFile {
  header: ContactHeader;
  rows: AsyncGenerator<ContactLine>;
}

/** No row of a contacts file is this long (the 7 LinkedIn columns are a few hundred bytes); one that is, is refused. */
const MAX_RECORD_BYTES = 64 * 1024;

/** A parse failure as the founder should read it: where, not what the file says there. */
function unreadable(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = typeof err.lines === 'number' ? ` near line ${err.lines}` : '';
  return new AppError(
    'bad_request',
    `file: the CSV could not be read${line} (${err.code.toLowerCase().replace(/^csv_/, '').replace(/_/g, ' ')}). Nothing was imported.`,
    'file',
  );
}

/**
 * Reads a contacts file as it arrives, never holding it whole: the header is looked for among its first records
 * (LinkedIn writes lines of notes before it), and a file with none is refused with the columns it lacks before
 * any row is read. Each row after it becomes a contact, or a skip with its reason and line.
 */
export async function openContactsFile(input: Readable): Promise<ContactsFile> {
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      info: true,
    }),
  );
  input.on('error', (err) => parser.destroy(err));
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{
    record: string[];
    info: { lines: number };
  }>;
  const seen: string[][] = [];
  let header: ContactHeader | null = null;
  try {
    while (!header && seen.length < HEADER_SEARCH_RECORDS) {
      const next = await records.next();
      if (next.done) break;
      header = headerOf(next.value.record);
      if (!header) seen.push(next.value.record.slice(0, 40));
    }
  } catch (err) {
    parser.destroy();
    throw unreadable(err);
  }
  if (!header) {
    parser.destroy();
    input.resume();
    throw notAContactsFile(seen);
  }
  const found = header;
  async function* rows(): AsyncGenerator<ContactLine> {
    try {
      for (let next = await records.next(); !next.done; next = await records.next()) {
        const { record, info } = next.value;
        const read = found.read(record);
        yield 'skip' in read ? { line: info.lines, skip: read.skip } : { line: info.lines, contact: read };
      }
    } catch (err) {
      throw unreadable(err);
    } finally {
      parser.destroy();
    }
  }
  return { header: found, rows: rows() };
}
