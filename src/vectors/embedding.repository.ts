import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** The model, length and time of the stored embedding of an idea or a profile, when there is one. */
export async function findEmbeddingSummary(
  db: Db,
  type: 'idea' | 'profile',
  id: string,
): Promise<{ model: string; dims: number; updated_at: Date } | undefined> {
  const table = type === 'idea' ? 'idea_embeddings' : 'profile_embeddings';
  const key = type === 'idea' ? 'idea_id' : 'user_id';
  const { rows } = await sql<{ model: string; dims: number; updated_at: Date }>`
    select model, cardinality(vector) as dims, updated_at from ${sql.table(table)}
    where ${sql.ref(key)} = ${id}`.execute(db);
  return rows[0];
}
