import { sql } from 'kysely';
import { type AccountPlan, introForInvestor } from '../../core/contracts/plans';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { Db } from '../db/connect';
import { findIdeaById } from '../ideas/idea.repository';

/**
 * Before a founder's contacts are deleted: the pipeline entries they were the introduction for go back to the
 * analysis's own intro (or none), and the timeline's copies of an edited intro that named them are emptied, so
 * nothing of the contact stays. `contactIds` null: every contact of the founder.
 */
export async function forgetWarmContacts(
  trx: Db,
  userId: string,
  contactIds: readonly string[] | null,
  /** The founder's plan: the intro an entry goes back to is the one the plan may read (the template on Starter). */
  plan: AccountPlan,
): Promise<void> {
  let query = trx
    .selectFrom('pipeline_entries as e')
    .innerJoin('contacts as c', 'c.id', 'e.warm_contact_id')
    .select(['e.id', 'e.idea_id', 'e.investor_id', 'c.full_name'])
    .where('c.user_id', '=', userId);
  if (contactIds) {
    if (!contactIds.length) return;
    query = query.where('c.id', 'in', contactIds);
  }
  const entries = await query.execute();
  for (const entry of entries) {
    const idea = await findIdeaById(trx, entry.idea_id);
    const cold = entry.investor_id
      ? introForInvestor(upgradeRecommendations(idea?.recommendations), entry.investor_id, plan)
      : null;
    await trx
      .updateTable('pipeline_entries')
      .set({ intro_subject: cold?.subject ?? null, intro_body: cold?.body ?? null, warm_contact_id: null })
      .where('id', '=', entry.id)
      .execute();
    await trx
      .updateTable('pipeline_events')
      .set({ data: JSON.stringify({ removed: 'the intro named a deleted contact' }) })
      .where('entry_id', '=', entry.id)
      .where('kind', '=', 'intro_edit')
      .where(sql<boolean>`position(lower(${entry.full_name}) in lower(data::text)) > 0`)
      .execute();
  }
}
