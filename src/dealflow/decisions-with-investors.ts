import type { Db } from '../db/connect';

/**
 * An idea's investor decisions with who made them: the investor's profile and account, their thesis (user_context),
 * and the pipeline card the founder made of an interest, if any. Callers pick the columns they need.
 */
export function decisionsWithInvestors(db: Db, ideaId: string) {
  return db
    .selectFrom('investor_decisions as d')
    .innerJoin('profiles as p', 'p.id', 'd.investor_id')
    .innerJoin('user as u', 'u.id', 'd.investor_id')
    .leftJoin('user_context as c', (j) =>
      j.onRef('c.user_id', '=', 'd.investor_id').on('c.context_type', '=', 'investor'),
    )
    .leftJoin('pipeline_entries as e', 'e.id', 'd.pipeline_entry_id')
    .where('d.idea_id', '=', ideaId);
}
