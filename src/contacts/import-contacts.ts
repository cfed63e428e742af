import type { Readable } from 'node:stream';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { upsertContacts } from './contact.repository';
import type { ParsedContact } from './contact-formats';
import {
  finishImport,
  type ImportProgress,
  insertImport,
  updateImportProgress,
} from './contact-import.repository';
import { openContactsFile } from './read-contacts-csv';

/** Rows written per statement, and how often the import's progress is written for the page to read. */
const BATCH = 500;
/** A network is some thousands of people; 30,000 is a large LinkedIn export. A file of more is not a network. */
const MAX_CONTACT_ROWS = 50_000;
/** Skipped lines the answer lists (their count is always given). */
const LISTED_SKIPS = 20;

export interface ContactsUpload {
  stream: Readable;
  /** The upload's declared size (Content-Length), for the progress bar; null when unknown. */
  bytesTotal: number | null;
  /** Bytes of the file received so far. */
  bytesRead: () => number;
}

export interface ImportSummary extends ImportProgress {
  id: string;
  format: 'linkedin' | 'google';
  skipped_lines: { line: number; reason: string }[];
}

/**
 * Imports a founder's contacts file as it is uploaded: the header first (a file of another format is refused,
 * with the columns it lacks, before anything is written), then the rows in batches inside one transaction, so an
 * interrupted or refused upload keeps nothing. The import's progress is its own row, written outside that
 * transaction every batch, which the page reads while it waits. A re-import updates contacts, never adds them
 * twice; rows without a name are skipped and counted, by line.
 */
export async function importContacts(db: Db, userId: string, upload: ContactsUpload): Promise<ImportSummary> {
  const file = await openContactsFile(upload.stream);
  const format = file.header.source;
  const id = await insertImport(db, userId, format, upload.bytesTotal);
  const progress: ImportProgress = { bytes_read: 0, rows_read: 0, added: 0, updated: 0, skipped: 0 };
  const skippedLines: { line: number; reason: string }[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      let batch = new Map<string, ParsedContact>();
      const flush = async () => {
        const { added, updated } = await upsertContacts(trx, userId, format, [...batch.values()]);
        progress.added += added;
        progress.updated += updated;
        progress.bytes_read = upload.bytesRead();
        batch = new Map();
        await updateImportProgress(db, id, progress);
      };
      for await (const row of file.rows) {
        progress.rows_read += 1;
        if (progress.rows_read > MAX_CONTACT_ROWS)
          throw new AppError(
            'bad_request',
            `file: a contacts file may hold at most ${MAX_CONTACT_ROWS.toLocaleString('en-US')} rows. Nothing was imported.`,
            'file',
          );
        if ('skip' in row) {
          progress.skipped += 1;
          if (skippedLines.length < LISTED_SKIPS) skippedLines.push({ line: row.line, reason: row.skip });
          continue;
        }
        // The same person twice in one file is one contact: the later row wins.
        batch.set(row.contact.key, row.contact);
        if (batch.size >= BATCH) await flush();
      }
      await flush();
    });
  } catch (err) {
    const known = err instanceof AppError;
    await finishImport(db, id, {
      ...progress,
      added: 0,
      updated: 0,
      status: 'failed',
      // Never the database's own words: they may quote a cell of the file.
      error: known ? err.message : 'The import failed. Nothing was imported.',
      skipped_lines: [],
    }).catch(() => undefined);
    if (known) throw err;
    throw new ContactImportError(err);
  }
  progress.bytes_read = upload.bytesRead();
  await finishImport(db, id, { ...progress, status: 'done', error: null, skipped_lines: skippedLines });
  return { id, format, ...progress, skipped_lines: skippedLines };
}

/**
 * An import that failed for a reason of ours (the database, the disk). It carries the cause's kind only: the
 * cause's message may quote a contact, and no log line may hold one.
 */
export class ContactImportError extends AppError {
  readonly causeKind: string;
  constructor(cause: unknown) {
    super('internal', 'The import failed. Nothing was imported; try again.');
    const c = cause as { name?: string; code?: string } | null;
    this.causeKind = [c?.name, c?.code].filter(Boolean).join(' ') || 'unknown';
  }
}
