import type { Db } from '../db/connect';
import type { InvestorRow, NewInvestorRow } from './investor.table';

/** Every investor's name, site, country and sources: what entity resolution compares a new firm against. */
export function listInvestorIdentities(db: Db) {
  return db.selectFrom('investors').select(['id', 'name', 'website', 'country', 'source_ids']).execute();
}

/** Inserts the investors whose ids are free; returns the ids it inserted (another writer's same id is kept). */
export async function insertNewInvestors(db: Db, rows: NewInvestorRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const inserted = await db
    .insertInto('investors')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(inserted.map((r) => r.id));
}

export function findInvestorById(db: Db, id: string): Promise<InvestorRow | undefined> {
  return db.selectFrom('investors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The investor's name and website, what a crawl of its site starts from. */
export function findInvestorSite(db: Db, id: string) {
  return db.selectFrom('investors').select(['id', 'name', 'website']).where('id', '=', id).executeTakeFirst();
}
