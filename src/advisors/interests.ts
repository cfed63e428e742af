import type { TAdvisorInterest, TIdeaAdvisorInterest } from '../../core/contracts/advisors';
import type { Db } from '../db/connect';
import type { AdvisorInterestRow } from './advisor-interest.table';

const toInterest = (r: AdvisorInterestRow): TAdvisorInterest => ({
  idea_id: r.idea_id,
  advisor_id: r.advisor_id,
  interest_level: r.interest_level,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * Records an advisor's interest only while none exists (spec §4): null when the advisor had already recorded one,
 * whatever its level. The database's primary key decides between two requests at once.
 */
export async function recordInterest(
  db: Db,
  advisorId: string,
  ideaId: string,
  level: 'interested' | 'very_interested',
): Promise<TAdvisorInterest | null> {
  const row = await db
    .insertInto('advisor_interests')
    .values({ idea_id: ideaId, advisor_id: advisorId, interest_level: level })
    .onConflict((oc) => oc.columns(['idea_id', 'advisor_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toInterest(row) : null;
}

/** The advisors interested in an idea, for its founder, newest first. */
export async function listIdeaInterests(db: Db, ideaId: string): Promise<TIdeaAdvisorInterest[]> {
  const rows = await db
    .selectFrom('advisor_interests as ai')
    .innerJoin('profiles as p', 'p.id', 'ai.advisor_id')
    .selectAll('ai')
    .select([
      'p.full_name',
      'p.email',
      'p.headline',
      'p.linkedin_url',
      'p.advisory_roles',
      'p.advisory_stages',
      'p.time_commitment',
    ])
    .where('ai.idea_id', '=', ideaId)
    .orderBy('ai.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    ...toInterest(r),
    advisor: {
      full_name: r.full_name,
      email: r.email,
      headline: r.headline,
      linkedin_url: r.linkedin_url,
      advisory_roles: r.advisory_roles,
      advisory_stages: r.advisory_stages,
      time_commitment: r.time_commitment,
    },
  }));
}

/** The founder reached out: the interest's status becomes contacted. Null when that advisor showed none. */
export async function markContacted(db: Db, ideaId: string, advisorId: string): Promise<boolean> {
  const res = await db
    .updateTable('advisor_interests')
    .set({ interest_level: 'contacted', updated_at: new Date() })
    .where('idea_id', '=', ideaId)
    .where('advisor_id', '=', advisorId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
