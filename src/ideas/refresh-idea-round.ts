import type { TRound, TRoundEdit } from '../../core/contracts/round';
import { applyRoundEdit, rereadRound, specColumns } from '../../core/round/idea-round';
import type { Db } from '../db/connect';
import { findUserContext } from '../profiles/profile.repository';
import { findIdeaById, updateIdea } from './idea.repository';
import type { IdeaRow } from './idea.table';

/** The founder's onboarding fundraising goal, which the round is read from first. */
export async function fundraisingGoalOf(db: Db, userId: string): Promise<string | null> {
  const context = await findUserContext(db, userId, 'founder');
  const goal = (context?.context_data as { fundraising_goal?: unknown } | undefined)?.fundraising_goal;
  return typeof goal === 'string' && goal.trim() ? goal : null;
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
        fundraisingGoal: await fundraisingGoalOf(db, idea.user_id),
      },
      idea.round,
    );
  if (options.edit) round = applyRoundEdit(round, options.edit);
  return updateIdea(db, ideaId, { round: JSON.stringify(round), ...specColumns(round) });
}
