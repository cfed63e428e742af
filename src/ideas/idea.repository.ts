import type { Db } from '../db/connect';
import type { IdeaRow, IdeaUpdate, NewIdeaRow } from './idea.table';

export async function insertIdea(db: Db, idea: NewIdeaRow): Promise<IdeaRow> {
  return db.insertInto('ideas').values(idea).returningAll().executeTakeFirstOrThrow();
}

export async function findIdeaById(db: Db, id: string): Promise<IdeaRow | undefined> {
  return db.selectFrom('ideas').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listIdeasByUser(db: Db, userId: string): Promise<IdeaRow[]> {
  return db
    .selectFrom('ideas')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function updateIdea(db: Db, id: string, changes: IdeaUpdate): Promise<IdeaRow | undefined> {
  return db
    .updateTable('ideas')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
