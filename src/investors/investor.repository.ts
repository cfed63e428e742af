import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** An investor's id and website, for starting a crawl of it. */
export async function findInvestorWebsite(
  db: Db,
  id: string,
): Promise<{ id: string; website: string | null } | undefined> {
  return db.selectFrom('investors').select(['id', 'website']).where('id', '=', id).executeTakeFirst();
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
