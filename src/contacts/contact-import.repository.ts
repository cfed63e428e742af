import type { Db } from '../db/connect';
import type { ContactSource } from './contact.table';

export function insertImport(db: Db, userId: string, format: ContactSource, bytesTotal: number | null) {
  return db
    .insertInto('contact_imports')
    .values({ user_id: userId, format, bytes_total: bytesTotal })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

export interface ImportProgress {
  bytes_read: number;
  rows_read: number;
  added: number;
  updated: number;
  skipped: number;
}

export async function updateImportProgress(db: Db, id: string, progress: ImportProgress): Promise<void> {
  await db.updateTable('contact_imports').set(progress).where('id', '=', id).execute();
}

export async function finishImport(
  db: Db,
  id: string,
  outcome: ImportProgress & {
    status: 'done' | 'failed';
    error: string | null;
    skipped_lines: { line: number; reason: string }[];
  },
): Promise<void> {
  await db
    .updateTable('contact_imports')
    .set({ ...outcome, skipped_lines: JSON.stringify(outcome.skipped_lines), finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The founder's latest import, running or finished. */
export function findLatestImport(db: Db, userId: string) {
  return db
    .selectFrom('contact_imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteImports(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('contact_imports').where('user_id', '=', userId).execute();
}
