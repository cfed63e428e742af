import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { notify } from './notify';

/**
 * Tells founders of the follow-ups due today (the database's date) or overdue, once per card and date: a date
 * moved later gets its own reminder when it comes. Cards committed or passed need none. Returns how many were sent.
 */
export async function remindDueFollowUps(db: Db): Promise<number> {
  const due = await db
    .selectFrom('pipeline_entries as e')
    .innerJoin('ideas as i', 'i.id', 'e.idea_id')
    .select(['e.id', 'e.name', 'e.next_follow_up', 'i.id as idea_id', 'i.title', 'i.user_id'])
    .where('e.next_follow_up', 'is not', null)
    .where(sql<boolean>`e.next_follow_up <= current_date`)
    .where('e.stage', 'not in', ['committed', 'passed'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'i.user_id')
            .where(
              'n.dedupe_key',
              '=',
              sql<string>`'follow-up:' || e.id::text || ':' || e.next_follow_up::text`,
            ),
        ),
      ),
    )
    .limit(1000)
    .execute();
  let sent = 0;
  for (const e of due) {
    const created = await notify(db, {
      user_id: e.user_id,
      kind: 'follow_up_due',
      title: `Follow up with ${e.name}`,
      body: `${e.title}: the follow-up you set for ${e.next_follow_up} is due.`,
      link: `/idea/${e.idea_id}/pipeline`,
      idea_id: e.idea_id,
      actor_id: null,
      dedupe_key: `follow-up:${e.id}:${e.next_follow_up}`,
    });
    if (created) sent += 1;
  }
  return sent;
}
