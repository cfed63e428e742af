import { sql } from 'kysely';
import type { PipelineStage } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import type { NewPipelineEntryRow, PipelineEntryUpdate } from './pipeline.table';

/** The idea's entries (or one of them) in column order, with the investor's website and whether an interest made it. */
export function listEntryRows(db: Db, ideaId: string, entryId?: string) {
  let q = db
    .selectFrom('pipeline_entries as e')
    .leftJoin('investors as i', 'i.id', 'e.investor_id')
    // The founder's own contact who introduces them (a reference: a deleted contact leaves nothing here).
    .leftJoin('contacts as c', 'c.id', 'e.warm_contact_id')
    .selectAll('e')
    .select([
      'i.website',
      'c.full_name as contact_name',
      'c.company as contact_company',
      'c.position as contact_position',
    ])
    // Made from an investor's Interested on Roundwise (issue 21): the card says so.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('investor_decisions as d')
            .select('d.idea_id')
            .whereRef('d.pipeline_entry_id', '=', 'e.id'),
        )
        .as('from_interest'),
    )
    .where('e.idea_id', '=', ideaId);
  if (entryId) q = q.where('e.id', '=', entryId);
  return q.orderBy('e.position').orderBy('e.created_at').execute();
}

export type EntryRowWithLinks = Awaited<ReturnType<typeof listEntryRows>>[number];

export function listEntriesOfIdea(db: Db, ideaId: string) {
  return db.selectFrom('pipeline_entries').selectAll().where('idea_id', '=', ideaId).execute();
}

export async function entryExists(db: Db, ideaId: string, entryId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pipeline_entries')
    .select('id')
    .where('id', '=', entryId)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The entry locked for the rest of the transaction `trx`. */
export function findEntryForUpdate(trx: Db, ideaId: string, entryId: string) {
  return trx
    .selectFrom('pipeline_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('idea_id', '=', ideaId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countEntriesInStage(db: Db, ideaId: string, stage: PipelineStage): Promise<number> {
  const row = await db
    .selectFrom('pipeline_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idea_id', '=', ideaId)
    .where('stage', '=', stage)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of a column's cards in their order, leaving out `exceptId`. */
export async function listColumnIds(
  db: Db,
  ideaId: string,
  stage: PipelineStage,
  exceptId?: string,
): Promise<string[]> {
  let q = db
    .selectFrom('pipeline_entries')
    .select('id')
    .where('idea_id', '=', ideaId)
    .where('stage', '=', stage);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const rows = await q.orderBy('position').orderBy('created_at').execute();
  return rows.map((r) => r.id);
}

/** Numbers the cards 0, 1, 2… in the order of `ids`. */
export async function setEntryPositions(db: Db, ids: readonly string[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db.updateTable('pipeline_entries').set({ position: i }).where('id', '=', id).execute();
}

export async function insertEntry(db: Db, row: NewPipelineEntryRow): Promise<string> {
  const inserted = await db
    .insertInto('pipeline_entries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function insertEntries(db: Db, rows: NewPipelineEntryRow[]) {
  return db.insertInto('pipeline_entries').values(rows).returning(['id', 'stage']).execute();
}

export async function updateEntryFields(db: Db, entryId: string, fields: PipelineEntryUpdate): Promise<void> {
  await db
    .updateTable('pipeline_entries')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', entryId)
    .execute();
}

/** How many rows went: 0 when the entry is not the idea's. */
export async function deleteEntryRow(db: Db, ideaId: string, entryId: string): Promise<number> {
  const res = await db
    .deleteFrom('pipeline_entries')
    .where('id', '=', entryId)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Entries of the user's ideas with a follow-up on or before `today`, still in play. */
export function listDueFollowUpRows(db: Db, userId: string, today: string) {
  return db
    .selectFrom('pipeline_entries as e')
    .innerJoin('ideas as i', 'i.id', 'e.idea_id')
    .select(['e.id', 'e.name', 'e.stage', 'e.next_follow_up', 'i.id as idea_id', 'i.title'])
    .where('i.user_id', '=', userId)
    .where('e.next_follow_up', 'is not', null)
    .where(sql<boolean>`e.next_follow_up <= ${today}::date`)
    .where('e.stage', 'not in', ['committed', 'passed'])
    .orderBy('e.next_follow_up')
    .orderBy('e.name')
    .execute();
}

/** Names of the investors among `ids` that are in the investor database. */
export async function findInvestorNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('investors')
    .select(['id', 'name'])
    // '' keeps the list non-empty (`in ()` is not SQL) and matches no investor.
    .where('id', 'in', [...ids, ''])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
