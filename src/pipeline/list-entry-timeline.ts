import type { TTimelineEvent } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { requirePipelineEntry } from './get-pipeline';
import type { PipelineEventRow } from './pipeline.table';
import { listEvents } from './pipeline-event.repository';

export function toTimelineEvent(row: PipelineEventRow): TTimelineEvent {
  return {
    id: String(row.id),
    kind: row.kind as TTimelineEvent['kind'],
    text: row.text,
    data: row.data,
    at: row.at.toISOString(),
  };
}

/** Every stage change, amount, follow-up, note and intro edit of an entry, newest first. */
export async function listEntryTimeline(db: Db, ideaId: string, entryId: string): Promise<TTimelineEvent[]> {
  await requirePipelineEntry(db, ideaId, entryId);
  return (await listEvents(db, entryId)).map(toTimelineEvent);
}
