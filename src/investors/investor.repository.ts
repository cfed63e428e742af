import { sql } from 'kysely';
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

/**
 * Investors by name (case aside), for a selector: those whose name contains `q` or whose id is `q`, with `%`, `_`
 * and `\` in `q` meant literally.
 */
export async function searchInvestorOptions(db: Db, options: { q?: string; limit: number }) {
  let q = db.selectFrom('investors').select(['id', 'name', 'website']);
  const text = options.q;
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('id', '=', text)]));
  }
  return q.orderBy(sql`lower(name)`).orderBy('id').limit(options.limit).execute();
}
