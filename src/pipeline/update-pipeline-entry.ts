import type { TEntryChanges, TPipelineEntry } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { entryChangeEvents } from './entry-change-events';
import { entryNotFound, getPipelineEntry } from './get-pipeline';
import {
  findEntryForUpdate,
  listColumnIds,
  setEntryPositions,
  updateEntryFields,
} from './pipeline.repository';
import { insertEvents } from './pipeline-event.repository';

/**
 * Applies changes to an entry, each noted on its timeline. A stage change (a card moved) places the card at
 * `position` in its new column (the end when not given) and renumbers both columns, in one transaction.
 */
export async function updatePipelineEntry(
  db: Db,
  ideaId: string,
  entryId: string,
  changes: TEntryChanges,
): Promise<TPipelineEntry> {
  await db.transaction().execute(async (trx) => {
    const current = await findEntryForUpdate(trx, ideaId, entryId);
    if (!current) throw entryNotFound();
    const stage = changes.stage ?? current.stage;
    if (
      stage === 'passed' &&
      changes.stage === 'passed' &&
      current.stage !== 'passed' &&
      !changes.pass_reason &&
      !current.pass_reason
    )
      throw new AppError('bad_request', 'Say why they passed', 'pass_reason');
    const { position, ...fields } = changes;
    await updateEntryFields(trx, entryId, fields);
    if (changes.stage !== undefined || position !== undefined) {
      const ids = await listColumnIds(trx, ideaId, stage, entryId);
      ids.splice(Math.min(position ?? ids.length, ids.length), 0, entryId);
      await setEntryPositions(trx, ids);
      if (current.stage !== stage)
        await setEntryPositions(trx, await listColumnIds(trx, ideaId, current.stage));
    }
    await insertEvents(
      trx,
      entryChangeEvents(current, changes).map((e) => ({ entry_id: entryId, ...e })),
    );
  });
  return (await getPipelineEntry(db, ideaId, entryId))!;
}
