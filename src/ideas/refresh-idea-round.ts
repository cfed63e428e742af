import type { TRound, TRoundEdit } from '../../core/contracts/round';
import { applyRoundEdit, rereadRound, specColumns } from '../../core/round/idea-round';
import type { Db } from '../db/connect';
import { findUserContext } from '../profiles/profile.repository';
import { findIdeaById, listIdeasByUser, updateIdea } from './idea.repository';
import type { IdeaRow } from './idea.table';

/**
 * The founder's onboarding fundraising goal, for the idea it was written with only: another idea's round never
 * takes it (issue 34). Goals saved before the idea was recorded with them belong to the founder's first idea.
 */
export async function fundraisingGoalOf(db: Db, userId: string, ideaId: string): Promise<string | null> {
  const context = await findUserContext(db, userId, 'founder');
  const data = context?.context_data as
    | { fundraising_goal?: unknown; fundraising_goal_idea_id?: unknown }
    | undefined;
  const goal = data?.fundraising_goal;
  if (typeof goal !== 'string' || !goal.trim()) return null;
  const forIdea = data?.fundraising_goal_idea_id;
  if (typeof forIdea === 'string') return forIdea === ideaId ? goal : null;
  const first = (await listIdeasByUser(db, userId)).at(-1);
  return first?.id === ideaId ? goal : null;
}

/**
 * Reads the idea's round again from its words (after it was created or its text changed), applies the founder's
 * corrections when given, and stores it with the spec's industry, stage and target_check_size in step.
 */
export async function refreshIdeaRound(
  db: Db,
  ideaId: string,
  options: { edit?: TRoundEdit; round?: TRound } = {},
): Promise<IdeaRow | undefined> {
  const idea = await findIdeaById(db, ideaId);
  if (!idea) return undefined;
  let round =
    options.round ??
    rereadRound(
      {
        title: idea.title,
        description: idea.description,
        fundraisingGoal: await fundraisingGoalOf(db, idea.user_id, idea.id),
      },
      idea.round,
    );
  if (options.edit) round = applyRoundEdit(round, options.edit);
  return updateIdea(db, ideaId, { round: JSON.stringify(round), ...specColumns(round) });
}
