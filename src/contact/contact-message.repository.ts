import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { ContactMessageTable } from './contact-message.table';

export async function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}

/** One page of messages, newest first, and how many there are in all. */
export async function listContactMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: Selectable<ContactMessageTable>[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
