import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Issue 35: every investor's sentence vector, beside its row. Each server process reads them all at start for its
// search index and the matcher's similarity (12 MB as int8, where LanceDB held them as float32 and cost ~100 MB of
// its memory per process to read), and the loader, the VC importer and the portfolio crawler write them. `model` says
// which embedder made a vector: one of another model is never compared with this one's. `text_hash` is the hash of
// the embedded text, so a load re-embeds only the investors whose text changed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('investor_embeddings')
    .addColumn('investor_id', 'text', (c) => c.primaryKey().references('investors.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    // int8 numbers, and the scale that turns them back into the unit vector.
    .addColumn('vector', 'bytea', (c) => c.notNull())
    .addColumn('scale', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('investor_embeddings').execute();
}
