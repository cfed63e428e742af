import type { Kysely } from 'kysely';

// Frozen in time: never imports app code.
// Issue 33: the founder's contact who can introduce them to a pipeline investor. A reference, not a copy of the
// name: deleting the contact leaves the entry without it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pipeline_entries')
    .addColumn('warm_contact_id', 'uuid', (c) => c.references('contacts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pipeline_entries').dropColumn('warm_contact_id').execute();
}
