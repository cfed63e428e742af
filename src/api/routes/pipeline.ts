import { z } from 'zod';
import { ZIdParam } from '../../../core/contracts/ideas';
import {
  ZEntryChanges,
  ZFollowUps,
  ZImportRequest,
  ZNewEntry,
  ZNoteRequest,
  ZPipeline,
  ZPipelineEntry,
  ZPipelineImport,
  ZRoundInput,
  ZTimeline,
  ZTimelineEvent,
} from '../../../core/contracts/pipeline';
import { warmIntroFor } from '../../contacts/idea-network';
import { loadIdeaFor } from '../../ideas/idea-access';
import { addEntryNote } from '../../pipeline/add-entry-note';
import { addPipelineEntry } from '../../pipeline/add-pipeline-entry';
import { pipelineCsv } from '../../pipeline/csv';
import { deletePipelineEntry } from '../../pipeline/delete-pipeline-entry';
import { getPipeline } from '../../pipeline/get-pipeline';
import { importPipelineCsv } from '../../pipeline/import-pipeline-csv';
import { listDueFollowUps } from '../../pipeline/list-due-follow-ups';
import { listEntryTimeline } from '../../pipeline/list-entry-timeline';
import { savePipelineRound } from '../../pipeline/save-pipeline-round';
import { updatePipelineEntry } from '../../pipeline/update-pipeline-entry';
import { accountPlan } from '../../plans/account-plan';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

const ZEntryParam = z.object({
  id: z.uuid('Idea id must be a UUID'),
  entryId: z.uuid('Entry id must be a UUID'),
});
const ZTodayQuery = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'today must be a date (YYYY-MM-DD)')
    .optional(),
});

/**
 * The fundraising pipeline (contracts/pipeline.ts). Private to the idea's founder: every route loads the idea for
 * writing, which refuses anyone else (advisors and investors who may read the idea included).
 */
export function registerPipelineRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const own = async (caller: Parameters<typeof loadIdeaFor>[1], id: string) =>
    (await loadIdeaFor(deps.db, caller, id, 'write')).id;

  defineRoute({
    method: 'get',
    path: '/ideas/:id/pipeline',
    access: ['founder'],
    params: ZIdParam,
    response: ZPipeline,
    handler: async ({ caller, params }) => getPipeline(deps.db, await own(caller!, params.id)),
  });

  defineRoute({
    method: 'put',
    path: '/ideas/:id/pipeline/round',
    access: ['founder'],
    params: ZIdParam,
    body: ZRoundInput,
    response: ZPipeline,
    handler: async ({ caller, params, body }) =>
      savePipelineRound(deps.db, await own(caller!, params.id), body),
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/pipeline/entries',
    access: ['founder'],
    params: ZIdParam,
    body: ZNewEntry,
    status: 201,
    response: ZPipelineEntry,
    handler: async ({ caller, params, body }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      // An investor the founder can reach through a contact gets that contact, and the request to them (issue 33).
      const warm = body.investor_id
        ? await warmIntroFor(deps.db, idea, body.investor_id, deps.network)
        : null;
      const plan = await accountPlan(deps.db, idea.user_id, deps.config.PLAN_DEFAULT);
      return addPipelineEntry(deps.db, idea.id, body, { plan, warm });
    },
  });

  defineRoute({
    method: 'patch',
    path: '/ideas/:id/pipeline/entries/:entryId',
    access: ['founder'],
    params: ZEntryParam,
    body: ZEntryChanges,
    response: ZPipelineEntry,
    handler: async ({ caller, params, body }) =>
      updatePipelineEntry(deps.db, await own(caller!, params.id), params.entryId, body),
  });

  defineRoute({
    method: 'delete',
    path: '/ideas/:id/pipeline/entries/:entryId',
    access: ['founder'],
    params: ZEntryParam,
    handler: async ({ caller, params, res }) => {
      await deletePipelineEntry(deps.db, await own(caller!, params.id), params.entryId);
      res.status(204).end();
      return undefined;
    },
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/pipeline/entries/:entryId/notes',
    access: ['founder'],
    params: ZEntryParam,
    body: ZNoteRequest,
    status: 201,
    response: ZTimelineEvent,
    handler: async ({ caller, params, body }) =>
      addEntryNote(deps.db, await own(caller!, params.id), params.entryId, body.text),
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id/pipeline/entries/:entryId/timeline',
    access: ['founder'],
    params: ZEntryParam,
    response: ZTimeline,
    handler: async ({ caller, params }) => ({
      events: await listEntryTimeline(deps.db, await own(caller!, params.id), params.entryId),
    }),
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id/pipeline/export.csv',
    access: ['founder'],
    params: ZIdParam,
    handler: async ({ caller, params, res }) => {
      const ideaId = await own(caller!, params.id);
      const { entries } = await getPipeline(deps.db, ideaId);
      res
        .status(200)
        .set({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="pipeline-${ideaId}.csv"`,
          'cache-control': 'no-store',
        })
        .send(pipelineCsv(entries));
      return undefined;
    },
  });

  defineRoute({
    method: 'post',
    path: '/ideas/:id/pipeline/import',
    access: ['founder'],
    // A CSV of up to 2 MB, as JSON.
    bodyLimit: '3mb',
    params: ZIdParam,
    body: ZImportRequest,
    response: ZPipelineImport,
    handler: async ({ caller, params, body }) =>
      importPipelineCsv(deps.db, await own(caller!, params.id), body.csv),
  });

  // Follow-ups due today or overdue, over all the founder's ideas; `today` is the founder's own date.
  defineRoute({
    method: 'get',
    path: '/follow-ups',
    access: ['founder'],
    query: ZTodayQuery,
    response: ZFollowUps,
    handler: async ({ caller, query }) => ({
      due: await listDueFollowUps(deps.db, caller!.id, query.today ?? new Date().toISOString().slice(0, 10)),
    }),
  });
}
