import { sql } from 'kysely';
import type { Db } from './connect';

/** How many rows each table holds, in the order given. */
export async function countTableRows(
  db: Db,
  tables: readonly string[],
): Promise<{ name: string; rows: number }[]> {
  return Promise.all(
    tables.map(async (name) => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
      return { name, rows: Number(rows[0]!.n) };
    }),
  );
}

/** A few rows of investors (by name), ideas and profiles (newest first), to show what the database holds. */
export async function findSampleRows(db: Db, limit: number) {
  const [investors, ideas, profiles] = await Promise.all([
    db
      .selectFrom('investors')
      .select(['id', 'name', 'status', 'location'])
      .orderBy('name')
      .limit(limit)
      .execute(),
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'industry', 'stage', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('profiles')
      .select(['id', 'full_name', 'user_type', 'onboarding_completed'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { investors, ideas, profiles };
}
