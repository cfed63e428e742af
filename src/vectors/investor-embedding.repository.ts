import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { QuantizedVector } from './vector-block';

export interface InvestorEmbedding {
  id: string;
  /** The hash of the text the vector was made from (`textHash`). */
  hash: string;
  vector: QuantizedVector;
}

// Rows per INSERT: 5 parameters each, well under Postgres's 65,535.
const BATCH = 2000;

/** Adds or replaces these investors' vectors, made by `model`. */
export async function saveInvestorEmbeddings(db: Db, model: string, rows: readonly InvestorEmbedding[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('investor_embeddings')
      .values(
        rows.slice(i, i + BATCH).map((r) => ({
          investor_id: r.id,
          model,
          text_hash: r.hash,
          vector: Buffer.from(r.vector.q.buffer, r.vector.q.byteOffset, r.vector.q.byteLength),
          scale: r.vector.scale,
          updated_at: new Date(),
        })),
      )
      .onConflict((oc) =>
        oc.column('investor_id').doUpdateSet({
          model: (eb) => eb.ref('excluded.model'),
          text_hash: (eb) => eb.ref('excluded.text_hash'),
          vector: (eb) => eb.ref('excluded.vector'),
          scale: (eb) => eb.ref('excluded.scale'),
          updated_at: (eb) => eb.ref('excluded.updated_at'),
        }),
      )
      .execute();
  }
}

/** Every investor's vector made by `model`, by investor id (vectors of another model are left out). */
export async function findInvestorEmbeddings(db: Db, model: string): Promise<Map<string, InvestorEmbedding>> {
  const rows = await db
    .selectFrom('investor_embeddings')
    .select(['investor_id', 'text_hash', 'vector', 'scale'])
    .where('model', '=', model)
    .execute();
  return new Map(
    rows.map((r) => [
      r.investor_id,
      {
        id: r.investor_id,
        hash: r.text_hash,
        vector: {
          q: new Int8Array(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength),
          scale: r.scale,
        },
      },
    ]),
  );
}

/** Ids of the investors with no vector from `model` (imported under another model, or never embedded). */
export async function findInvestorsWithoutEmbedding(db: Db, model: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select i.id from investors i left join investor_embeddings e on e.investor_id = i.id and e.model = ${model}
    where e.investor_id is null order by i.id`.execute(db);
  return rows.map((r) => r.id);
}
