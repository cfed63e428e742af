import {
  ZDatabaseOverview,
  ZEmbeddingGenerated,
  ZOnboardingPreview,
  ZPrimaryRole,
} from '../../../core/contracts/api-console';
import {
  ZAnalyzeIdeaFunction,
  ZAnalyzeOnboardingFunction,
  ZGenerateEmbeddingsFunction,
  ZPrimaryRoleRpc,
} from '../../../core/contracts/crawls';
import { ZSandboxRunStarted } from '../../../core/contracts/runs';
import { countTableRows, findSampleRows } from '../../db/table-rows.repository';
import { findIdeaById } from '../../ideas/idea.repository';
import { startAnalysis } from '../../ideas/start-analysis';
import { findRoles } from '../../profiles/profile.repository';
import { findEmbeddingSummary } from '../../vectors/embedding.repository';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tables the console's Database tab counts, in the order it lists them. */
const COUNTED_TABLES = [
  'investors',
  'companies',
  'rounds',
  'portfolio_companies',
  'profiles',
  'ideas',
  'advisor_interests',
  'waitlist',
  'workflow_runs',
  'agent_events',
  'idea_embeddings',
  'profile_embeddings',
] as const;

/**
 * The API testing console's server functions (spec §7; contracts in src/contracts/crawls.ts), for admins only:
 * each does what the product does for its users, on the id or text given.
 */
export function registerFunctionRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/functions/analyze-idea',
    access: ['admin'],
    audit: 'handler',
    body: ZAnalyzeIdeaFunction,
    status: 202,
    response: ZSandboxRunStarted,
    handler: async ({ caller, body, req }) => {
      const idea = await findIdeaById(deps.db, body.ideaId);
      if (!idea) throw new AppError('not_found', 'Idea not found', 'ideaId');
      // Staff act in the open (issue 32): the console's analysis is a sandbox run. Its results stay on the run,
      // nothing reaches the founder's idea or notifications until an admin applies them from the workbench, with
      // confirmation, on the record, and the founder is told who did it.
      const runId = await startAnalysis(deps, idea.id, caller!, { sandbox: true });
      await deps.audit.recordAction(
        caller!,
        {
          action: 'sandbox_analysis',
          target: `idea:${idea.id}`,
          details: { runId, owner: idea.user_id, ideaTitle: idea.title },
          status: 202,
        },
        req,
      );
      return {
        runId,
        sandbox: true as const,
        next: `The results stay on run ${runId}; apply them to the idea from the workbench (/workbench) if they should replace the founder's.`,
      };
    },
  });

  // What onboarding's answers would find: the investors the matcher ranks first for them, and the profile text.
  defineRoute({
    method: 'post',
    path: '/functions/analyze-onboarding',
    access: ['admin'],
    body: ZAnalyzeOnboardingFunction,
    response: ZOnboardingPreview,
    handler: async ({ body }) => {
      const idea = [body.ideaDescription, body.fundraisingGoal].filter(Boolean).join('. ');
      const { matches, as_of } = await deps.investors.match({ idea, limit: 5 });
      return {
        role: body.role,
        profileText: [body.background, idea].filter(Boolean).join('\n\n'),
        investors: matches.map((m) => ({ id: m.investor.id, name: m.investor.name, score: m.score })),
        as_of,
      };
    },
  });

  defineRoute({
    method: 'post',
    path: '/functions/generate-embeddings',
    access: ['admin'],
    body: ZGenerateEmbeddingsFunction,
    response: ZEmbeddingGenerated,
    handler: async ({ body }) => {
      // Idea ids are UUIDs: anything else names no idea (rather than a database error).
      if (body.type === 'idea' && !UUID.test(body.id))
        throw new AppError('not_found', `No idea with the id ${body.id}`, 'id');
      const outcome =
        body.type === 'idea'
          ? await deps.embeddings.refreshIdea(body.id)
          : await deps.embeddings.refreshProfile(body.id);
      if (outcome === 'missing')
        throw new AppError('not_found', `No ${body.type} with the id ${body.id}`, 'id');
      if (outcome === 'failed') throw new AppError('internal', 'The embedding could not be generated');
      const row = await findEmbeddingSummary(deps.db, body.type, body.id);
      return { type: body.type, id: body.id, outcome, model: row?.model ?? null, dims: row?.dims ?? null };
    },
  });

  defineRoute({
    method: 'get',
    path: '/admin/database',
    access: ['admin'],
    response: ZDatabaseOverview,
    handler: async () => {
      const tables = await countTableRows(deps.db, COUNTED_TABLES);
      // Spec §7: the console selects 5 rows each from investors, ideas and profiles.
      return { tables, samples: await findSampleRows(deps.db, 5) };
    },
  });

  // The spec's RPC get_user_primary_role(uid): the role string; anyone may ask for themselves, admins for anyone.
  defineRoute({
    method: 'post',
    path: '/rpc/get_user_primary_role',
    access: 'signed-in',
    body: ZPrimaryRoleRpc,
    response: ZPrimaryRole,
    handler: async ({ caller, body }) => {
      if (body.uid !== caller!.id && !caller!.staffRoles.includes('admin'))
        throw new AppError('forbidden', "Only an administrator may read another user's role");
      const { role } = await findRoles(deps.db, body.uid);
      return { role };
    },
  });
}
