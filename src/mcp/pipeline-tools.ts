import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  isCalendarDate,
  PIPELINE_STAGES,
  type TPipelineEntry,
  ZEntryChanges,
  ZNewEntry,
} from '../../core/contracts/pipeline';
import { AppError } from '../domain/app-error';
import { addEntryNote } from '../pipeline/add-entry-note';
import { addPipelineEntry } from '../pipeline/add-pipeline-entry';
import { getPipeline } from '../pipeline/get-pipeline';
import { updatePipelineEntry } from '../pipeline/update-pipeline-entry';
import { entryLine, pipelineText } from './format-founder';
import { ideaForTool, ZIdeaIdArg } from './founder-idea';
import type { ToolContext } from './mcp-deps';
import { addTool, parseWith } from './tool-runner';

const ZDateArg = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`)
    .refine(isCalendarDate, `${field} must be a real calendar date (YYYY-MM-DD)`);

const ZEntryIdArg = z
  .uuid({
    error: 'entry_id must be a pipeline entry id (a UUID) as list_pipeline or add_pipeline_entry gives it',
  })
  .describe('The pipeline entry id, from list_pipeline or add_pipeline_entry.');

/** add_pipeline_entry's arguments: an investor of the database or anyone else, and an optional follow-up. */
const ADD_ENTRY_INPUT = {
  idea_id: ZIdeaIdArg,
  investor_id: z
    .string({ error: 'investor_id must be a string' })
    .trim()
    .min(1, 'investor_id must not be empty')
    .max(200, 'investor_id is not a valid investor id')
    .optional()
    .describe('An investor id from search_investors, match_round or get_idea_analysis.'),
  name: z
    .string({ error: 'name must be a string' })
    .trim()
    .min(1, 'name must not be empty')
    .max(200, 'name must be at most 200 characters')
    .optional()
    .describe('For an investor not in the database: their name.'),
  firm: z.string().trim().max(200, 'firm must be at most 200 characters').optional().describe('Their firm.'),
  email: z.email('email must be an e-mail address').max(255).optional().describe('Their e-mail address.'),
  stage: z
    .enum(PIPELINE_STAGES, `stage must be one of ${PIPELINE_STAGES.join(', ')}`)
    .default('need_to_reach_out')
    .describe('The pipeline stage to put them in; need_to_reach_out by default.'),
  expected_amount: z
    .number({ error: 'expected_amount must be a number of US dollars' })
    .int('expected_amount must be whole US dollars')
    .min(0, 'expected_amount cannot be negative')
    .max(10_000_000_000, 'expected_amount is too large')
    .optional()
    .describe('What the founder expects them to put in, in whole US dollars (not thousands).'),
  next_follow_up: ZDateArg('next_follow_up').optional().describe('The next follow-up date, YYYY-MM-DD.'),
};

/** set_follow_up's arguments. */
const FOLLOW_UP_INPUT = {
  idea_id: ZIdeaIdArg,
  entry_id: ZEntryIdArg,
  date: ZDateArg('date').nullable().describe('The follow-up date, YYYY-MM-DD; null clears it.'),
  note: z
    .string({ error: 'note must be a string' })
    .trim()
    .min(1, 'note must not be empty')
    .max(5000, 'note must be at most 5000 characters')
    .optional()
    .describe("What to follow up about, kept on the entry's timeline."),
};

/**
 * The fundraising pipeline of a founder's own idea (src/pipeline): the same use cases as the app's routes, each
 * reached only through the idea loaded for writing, which refuses every other caller.
 */
export function registerPipelineTools(server: McpServer, ctx: ToolContext): void {
  const { db } = ctx.deps;
  const entryAnswer = (idea: { id: string; title: string }, entry: TPipelineEntry, done: string) => ({
    text: `${done} the pipeline of "${idea.title}": ${entryLine(entry)}`,
    data: { idea: { id: idea.id, title: idea.title }, entry },
  });

  addTool(server, ctx, {
    name: 'list_pipeline',
    title: 'List the pipeline',
    description:
      "The fundraising pipeline of one of the founder's ideas: the round (target, stage, close date), every investor in it with their " +
      'stage (need to reach out … committed, passed), amounts and next follow-up date, and the totals. Entry ids are for set_follow_up.',
    input: { idea_id: ZIdeaIdArg },
    readOnly: true,
    run: async ({ idea_id }) => {
      const idea = await ideaForTool(ctx, idea_id, 'write');
      const pipeline = await getPipeline(db, idea.id);
      return {
        text: pipelineText(idea, pipeline),
        data: { idea: { id: idea.id, title: idea.title }, ...pipeline },
      };
    },
  });

  addTool(server, ctx, {
    name: 'add_pipeline_entry',
    title: 'Add an investor to the pipeline',
    description:
      "Put an investor in the fundraising pipeline of one of the founder's ideas, at the end of a stage's column. Give investor_id for an investor " +
      "of the database (from search_investors, match_round or get_idea_analysis: it is named as there and gets the analysis's intro draft), " +
      'or name (and firm, email) for anyone else. An investor already in the pipeline is refused: use set_follow_up on its entry instead. ' +
      'Optionally sets the next follow-up date at once.',
    input: ADD_ENTRY_INPUT,
    readOnly: false,
    run: async ({ idea_id, next_follow_up, investor_id, name, ...rest }) => {
      if (!investor_id && !name)
        throw new AppError(
          'bad_request',
          'Give investor_id (an investor of the database, from search_investors or match_round) or name (anyone else).',
          'investor_id',
        );
      const entry = parseWith(ZNewEntry, {
        ...rest,
        ...(investor_id ? { investor_id } : { name }),
        source: investor_id ? 'investors' : 'manual',
      });
      const followUp = next_follow_up ? parseWith(ZEntryChanges, { next_follow_up }) : null;
      const idea = await ideaForTool(ctx, idea_id, 'write');
      let added = await addPipelineEntry(db, idea.id, entry, {
        plan: await ctx.deps.apiKeys.planOf(idea.user_id),
      });
      if (followUp) added = await updatePipelineEntry(db, idea.id, added.id, followUp);
      return entryAnswer(idea, added, 'Added to');
    },
  });

  addTool(server, ctx, {
    name: 'set_follow_up',
    title: 'Set a follow-up',
    description:
      "Set (or clear, with date null) the next follow-up date of an investor in the founder's pipeline; Roundwise lists it on the founder's " +
      "dashboard and notifies them when it falls due. An optional note goes on the entry's timeline.",
    input: FOLLOW_UP_INPUT,
    readOnly: false,
    run: async ({ idea_id, entry_id, date, note }) => {
      const changes = parseWith(ZEntryChanges, { next_follow_up: date });
      const idea = await ideaForTool(ctx, idea_id, 'write');
      const entry = await updatePipelineEntry(db, idea.id, entry_id, changes);
      if (note) await addEntryNote(db, idea.id, entry_id, note);
      return entryAnswer(idea, entry, date ? `Follow-up set for ${date} in` : 'Follow-up cleared in');
    },
  });
}
