import { sql } from 'kysely';
import type { UserType } from '../../core/contracts/vocabulary';
import type { Db } from '../db/connect';
import type { ProfileRow, ProfileUpdate } from './profile.table';

export async function ensureProfile(db: Db, user: { id: string; email: string; fullName: string | null }) {
  await db
    .insertInto('profiles')
    .values({ id: user.id, email: user.email, full_name: user.fullName, user_type: 'founder' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findProfileById(db: Db, id: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The name the account signed up with, and the full name the profile gives (either may be missing). */
export function findUserNames(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.name', 'profiles.full_name'])
    .where('user.id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  id: string,
  changes: ProfileUpdate,
): Promise<ProfileRow | undefined> {
  return db
    .updateTable('profiles')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findRoles(
  db: Db,
  userId: string,
): Promise<{ role: UserType | null; staffRoles: ('admin' | 'ops')[] }> {
  // One round trip: this runs for every signed-in request.
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select('user_type').where('id', '=', userId).as('user_type'),
      sql<
        ('admin' | 'ops')[]
      >`coalesce((select array_agg(role::text order by role) from user_roles where user_id = ${userId}), '{}')`.as(
        'staff',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { role: row.user_type ?? null, staffRoles: row.staff };
}

export async function upsertUserContext(
  db: Db,
  userId: string,
  type: UserType,
  data: Record<string, unknown>,
) {
  await db
    .insertInto('user_context')
    .values({ user_id: userId, context_type: type, context_data: JSON.stringify(data) })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'context_type'])
        .doUpdateSet({ context_data: JSON.stringify(data), updated_at: new Date() }),
    )
    .execute();
}

export async function findUserContext(db: Db, userId: string, type: UserType) {
  return db
    .selectFrom('user_context')
    .selectAll()
    .where('user_id', '=', userId)
    .where('context_type', '=', type)
    .executeTakeFirst();
}
