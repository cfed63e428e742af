import type { Db } from '../db/connect';

/** Advisors who said they are interested in the idea, in the order they did. */
export function listInterestedAdvisors(db: Db, ideaId: string) {
  return db
    .selectFrom('advisor_interests as ai')
    .innerJoin('profiles as p', 'p.id', 'ai.advisor_id')
    .select(['p.id', 'p.full_name', 'ai.interest_level'])
    .where('ai.idea_id', '=', ideaId)
    .orderBy('ai.created_at')
    .execute();
}

/** For each investor of `investorIds`, how many deals of the data they did with each of `partnerIds`. */
export async function countCoInvestments(
  db: Db,
  investorIds: readonly string[],
  partnerIds: readonly string[],
): Promise<{ investor: string; partner: string; deals: number }[]> {
  if (!investorIds.length || !partnerIds.length) return [];
  const rows = await db
    .selectFrom('round_investors as a')
    .innerJoin('round_investors as b', 'b.round_id', 'a.round_id')
    .select([
      'a.investor_id as investor',
      'b.investor_id as partner',
      (eb) => eb.fn.countAll<number>().as('deals'),
    ])
    .where('a.investor_id', 'in', investorIds)
    .where('b.investor_id', 'in', partnerIds)
    .whereRef('a.investor_id', '!=', 'b.investor_id')
    .groupBy(['a.investor_id', 'b.investor_id'])
    .execute();
  return rows.map((r) => ({ ...r, deals: Number(r.deals) }));
}
