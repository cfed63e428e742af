import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { listIdeasByUser } from '../ideas/idea.repository';
import type { IdeaRow } from '../ideas/idea.table';
import { loadIdeaFor } from '../ideas/idea-access';
import { readsWholeIdea } from '../ideas/idea-public-view';
import type { ToolContext } from './mcp-deps';

export const ZIdeaIdArg = z
  .uuid({ error: 'idea_id must be an idea id (a UUID) as list_my_ideas gives it' })
  .optional()
  .describe("The idea's id from list_my_ideas; may be left out when the founder has a single idea.");

/**
 * The caller's idea a founder tool works on, by the same rules as the app's routes (`loadIdeaFor`: another
 * founder's idea is refused, an unknown one is not found). Without an id, the founder's only idea; with several,
 * the refusal lists them so the model can pick one.
 */
export async function ideaForTool(
  ctx: ToolContext,
  ideaId: string | undefined,
  intent: 'read' | 'write',
): Promise<IdeaRow> {
  const { db } = ctx.deps;
  if (ideaId) {
    const idea = await loadIdeaFor(db, ctx.caller, ideaId, intent);
    // Readers of an idea's public view (none among founders, but the rule is the app's) never get the rest.
    if (!readsWholeIdea(ctx.caller, idea))
      throw new AppError('forbidden', 'This idea belongs to another founder', 'idea_id');
    return idea;
  }
  const ideas = await listIdeasByUser(db, ctx.caller.id);
  if (ideas.length === 1) return ideas[0]!;
  if (!ideas.length)
    throw new AppError(
      'not_found',
      'You have no ideas on Roundwise yet: the founder adds one on their dashboard first.',
      'idea_id',
    );
  throw new AppError(
    'bad_request',
    `idea_id is required: this founder has ${ideas.length} ideas: ${ideas.map((i) => `${i.id} ("${i.title}")`).join(', ')}.`,
    'idea_id',
  );
}
