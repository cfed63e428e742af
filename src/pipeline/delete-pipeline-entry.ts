import type { Db } from '../db/connect';
import { entryNotFound } from './get-pipeline';
import { deleteEntryRow } from './pipeline.repository';

/** Takes an investor off the pipeline, its timeline with it. */
export async function deletePipelineEntry(db: Db, ideaId: string, entryId: string): Promise<void> {
  if ((await deleteEntryRow(db, ideaId, entryId)) === 0) throw entryNotFound();
}
