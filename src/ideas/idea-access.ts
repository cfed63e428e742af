import { type AccountPlan, withholdForPlan } from '../../core/contracts/plans';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { Caller } from '../domain/caller';
import { findIdeaById } from './idea.repository';
import type { IdeaRow } from './idea.table';

/**
 * Founders own their ideas. Advisors and investors may read an idea (deal flow, recommendations) but never
 * change it, and what they read is its public view (idea-public-view.ts); another founder may do neither.
 * Admins may read for support.
 */
export async function loadIdeaFor(
  db: Db,
  caller: Caller,
  id: string,
  intent: 'read' | 'write',
): Promise<IdeaRow> {
  const idea = await findIdeaById(db, id);
  if (!idea) throw new AppError('not_found', 'Idea not found');
  if (idea.user_id === caller.id) return idea;
  const readers =
    caller.role === 'advisor' || caller.role === 'investor' || caller.staffRoles.includes('admin');
  // An idea its founder keeps out of deal flow is not shown to investors or advisors, by id either (issue 32).
  if (
    intent === 'read' &&
    (caller.role === 'investor' || caller.role === 'advisor') &&
    !idea.show_in_deal_flow &&
    !caller.staffRoles.includes('admin')
  )
    throw new AppError('not_found', 'Idea not found');
  if (intent === 'read' && readers) return idea;
  throw new AppError(
    'forbidden',
    intent === 'read' ? 'This idea belongs to another founder' : 'Only the founder can change this idea',
  );
}

/**
 * The whole idea, as its founder (and admins) read it, with what the founder's plan does not include taken out by
 * the server (issue 32: not blurred on the page with its text in the answer).
 */
export function toIdeaResponse(idea: IdeaRow, plan: AccountPlan) {
  return {
    ...idea,
    recommendations: withholdForPlan(upgradeRecommendations(idea.recommendations), plan),
    created_at: idea.created_at.toISOString(),
    updated_at: idea.updated_at.toISOString(),
  };
}
