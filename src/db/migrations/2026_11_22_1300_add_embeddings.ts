import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// The embeddings of ideas and of people's profiles (spec: generate-embeddings, type idea or profile). They are
// few, written often and from any server process, and read with the rows they describe, so they live in
// Postgres beside those rows (the 30K read-mostly investor vectors live in LanceDB). `text_hash` lets a save
// that changes nothing skip the embedder; `model` says which embedder made the vector, so a vector from
// another model is never compared with this one's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idea_embeddings')
    .addColumn('idea_id', 'uuid', (c) => c.primaryKey().references('ideas.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('vector', sql`real[]`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('profile_embeddings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('vector', sql`real[]`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_embeddings').execute();
  await db.schema.dropTable('idea_embeddings').execute();
}
