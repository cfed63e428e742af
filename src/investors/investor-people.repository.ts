import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { NewInvestorPersonRow } from './investor-people.table';

/**
 * Adds people not yet named at their firm and updates those who are (by `name_key`): a field the new source does
 * not give keeps what an earlier source said, and a person who claimed their place stays 'claimed'. Returns how
 * many rows were added and updated.
 */
export async function upsertInvestorPeople(
  db: Db,
  rows: readonly NewInvestorPersonRow[],
): Promise<{ added: number; updated: number }> {
  if (!rows.length) return { added: 0, updated: 0 };
  const written = await db
    .insertInto('investor_people')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['investor_id', 'name_key']).doUpdateSet({
        name: sql`excluded.name`,
        title: sql`coalesce(excluded.title, investor_people.title)`,
        linkedin_url: sql`coalesce(excluded.linkedin_url, investor_people.linkedin_url)`,
        focus: sql`case when cardinality(excluded.focus) > 0 then excluded.focus else investor_people.focus end`,
        source: sql`case when investor_people.source = 'claimed' then 'claimed' else excluded.source end`,
        source_url: sql`coalesce(excluded.source_url, investor_people.source_url)`,
        user_id: sql`coalesce(investor_people.user_id, excluded.user_id)`,
        seen_at: new Date(),
      }),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  const added = written.filter((r) => r.inserted).length;
  return { added, updated: written.length - added };
}

/** The people named at these firms. */
export function listInvestorPeople(db: Db, investorIds: readonly string[]) {
  if (!investorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('investor_people')
    .selectAll()
    .where('investor_id', 'in', investorIds)
    .orderBy('investor_id')
    .orderBy('name')
    .execute();
}

/** An investor user's claim of a firm, taken back (they named another firm, or none). */
export async function deleteClaim(db: Db, userId: string, exceptInvestorId?: string): Promise<void> {
  let query = db.deleteFrom('investor_people').where('user_id', '=', userId);
  if (exceptInvestorId) query = query.where('investor_id', '!=', exceptInvestorId);
  await query.execute();
}
