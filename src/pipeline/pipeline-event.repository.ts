import type { Db } from '../db/connect';
import type { PipelineEventRow } from './pipeline.table';

export type NewPipelineEvent = { entry_id: string; kind: string; text: string; data?: unknown };

const toRow = (e: NewPipelineEvent) => ({ ...e, data: JSON.stringify(e.data ?? {}) });

export function insertEvent(db: Db, event: NewPipelineEvent): Promise<PipelineEventRow> {
  return db.insertInto('pipeline_events').values(toRow(event)).returningAll().executeTakeFirstOrThrow();
}

export async function insertEvents(db: Db, events: readonly NewPipelineEvent[]): Promise<void> {
  if (events.length) await db.insertInto('pipeline_events').values(events.map(toRow)).execute();
}

/** An entry's timeline, newest first. */
export function listEvents(db: Db, entryId: string): Promise<PipelineEventRow[]> {
  return db
    .selectFrom('pipeline_events')
    .selectAll()
    .where('entry_id', '=', entryId)
    .orderBy('id', 'desc')
    .execute();
}
