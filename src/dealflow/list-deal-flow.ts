import type { Db } from '../db/connect';

/** Spec §6: investors see the 20 most recent ideas, with the founder's name, company and address. */
export const DEAL_FLOW_LIMIT = 20;

export async function listDealFlow(db: Db) {
  const rows = await db
    .selectFrom('ideas')
    .innerJoin('profiles', 'profiles.id', 'ideas.user_id')
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.description',
      'ideas.industry',
      'ideas.stage',
      'ideas.target_check_size',
      'ideas.created_at',
      'profiles.full_name',
      'profiles.company_name',
      'profiles.email',
    ])
    .orderBy('ideas.created_at', 'desc')
    .limit(DEAL_FLOW_LIMIT)
    .execute();
  return rows.map(({ full_name, company_name, email, created_at, ...idea }) => ({
    ...idea,
    created_at: created_at.toISOString(),
    profiles: { full_name, company_name, email },
  }));
}
