import type { TTimelineEvent } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { requirePipelineEntry } from './get-pipeline';
import { toTimelineEvent } from './list-entry-timeline';
import { insertEvent } from './pipeline-event.repository';

/** The founder's note on an entry's timeline. */
export async function addEntryNote(
  db: Db,
  ideaId: string,
  entryId: string,
  text: string,
): Promise<TTimelineEvent> {
  await requirePipelineEntry(db, ideaId, entryId);
  return toTimelineEvent(await insertEvent(db, { entry_id: entryId, kind: 'note', text }));
}
