import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { listIdeasByUser } from '../ideas/idea.repository';
import { analysisFor, analysisText, analyzedAtOf, ideasText } from './format-founder';
import { dataDatesLine } from './format-investors';
import { ideaForTool, ZIdeaIdArg } from './founder-idea';
import type { ToolContext } from './mcp-deps';
import { addTool } from './tool-runner';

/** A founder's own ideas and their saved analyses: only the key owner's, as the app shows them to their founder. */
export function registerIdeaTools(server: McpServer, ctx: ToolContext): void {
  const { db, investors } = ctx.deps;

  addTool(server, ctx, {
    name: 'list_my_ideas',
    title: 'List my ideas',
    description:
      "The founder's own startup ideas on Roundwise, newest first: each idea's id (for get_idea_analysis and the pipeline tools), " +
      'the round read from its words (stage, raise, sectors, place) and whether it has a saved analysis, with dates.',
    input: {},
    readOnly: true,
    run: async () => {
      const ideas = await listIdeasByUser(db, ctx.caller.id);
      return {
        text: ideasText(ideas),
        data: {
          ideas: ideas.map((idea) => ({
            id: idea.id,
            title: idea.title,
            description: idea.description,
            industry: idea.industry,
            stage: idea.stage,
            target_check_size: idea.target_check_size,
            round: idea.round,
            analyzed_at: analyzedAtOf(idea),
            created_at: idea.created_at.toISOString(),
            updated_at: idea.updated_at.toISOString(),
          })),
        },
      };
    },
  });

  addTool(server, ctx, {
    name: 'get_idea_analysis',
    title: "Get an idea's saved analysis",
    description:
      "The analysis Roundwise saved for one of the founder's ideas: the investors it recommends with their reasoning, design partners, " +
      'the three-phase strategy and the intro drafts, with the date it ran. It reads the last saved analysis and starts none. ' +
      'Its investor facts come from deal history that ends in June 2013: never present those deals as current.',
    input: { idea_id: ZIdeaIdArg },
    readOnly: true,
    run: async ({ idea_id }) => {
      const idea = await ideaForTool(ctx, idea_id, 'read');
      const { as_of, sources } = await investors.meta();
      // What the founder's plan does not include (the strategy on Starter) is withheld, and the text says so.
      const plan = await ctx.deps.apiKeys.planOf(idea.user_id);
      return {
        text: analysisText(idea, dataDatesLine(as_of, sources), plan),
        data: {
          idea: { id: idea.id, title: idea.title },
          analyzed_at: analyzedAtOf(idea),
          analysis: analysisFor(idea, plan),
          as_of,
          sources,
        },
      };
    },
  });
}
