import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ContactSource } from './contact.table';
import type { ParsedContact } from './contact-formats';

/**
 * Adds the contacts a founder does not have yet and updates those whose fields changed (by `key`); unchanged ones
 * are left alone. Returns how many were added and updated. Keys are unique within `rows`.
 */
export async function upsertContacts(
  db: Db,
  userId: string,
  source: ContactSource,
  rows: readonly ParsedContact[],
): Promise<{ added: number; updated: number }> {
  if (!rows.length) return { added: 0, updated: 0 };
  const changed = await db
    .insertInto('contacts')
    .values(rows.map((r) => ({ ...r, user_id: userId, source })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet((eb) => ({
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          full_name: eb.ref('excluded.full_name'),
          url: eb.ref('excluded.url'),
          // A LinkedIn export has most e-mails empty: a known e-mail is not forgotten for that.
          email: sql`coalesce(excluded.email, contacts.email)`,
          company: eb.ref('excluded.company'),
          position: eb.ref('excluded.position'),
          connected_on: sql`coalesce(excluded.connected_on, contacts.connected_on)`,
          source: eb.ref('excluded.source'),
          updated_at: new Date(),
        }))
        .where(
          sql<boolean>`(contacts.first_name, contacts.last_name, contacts.url, contacts.email, contacts.company,
            contacts.position, contacts.connected_on) is distinct from (excluded.first_name, excluded.last_name,
            excluded.url, coalesce(excluded.email, contacts.email), excluded.company, excluded.position,
            coalesce(excluded.connected_on, contacts.connected_on))`,
        ),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  const added = changed.filter((r) => r.inserted).length;
  return { added, updated: changed.length - added };
}

/** A page of the founder's contacts, by name; `q` finds words of the name, company or position. */
export function searchContacts(db: Db, userId: string, q: string, limit: number, offset: number) {
  let query = db.selectFrom('contacts').where('user_id', '=', userId);
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('full_name', 'ilike', like), eb('company', 'ilike', like), eb('position', 'ilike', like)]),
    );
  }
  return Promise.all([
    query.selectAll().orderBy(sql`lower(full_name)`).orderBy('id').limit(limit).offset(offset).execute(),
    query
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
}

/** Every contact of a founder (the warm paths read them all: 30,000 rows are some megabytes). */
export function listAllContacts(db: Db, userId: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'full_name', 'first_name', 'url', 'email', 'company', 'position', 'connected_on'])
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes some (or, without ids, all) of a founder's contacts; returns how many went. */
export async function deleteContacts(db: Db, userId: string, ids?: readonly string[]): Promise<number> {
  let query = db.deleteFrom('contacts').where('user_id', '=', userId);
  if (ids) {
    if (!ids.length) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
