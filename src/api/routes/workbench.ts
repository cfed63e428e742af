import { z } from 'zod';
import { LocalEngine } from '../../../workflows/engine/local-engine';
import { toRun } from '../../../workflows/engine/run-store';
import { ZCompareQuery, ZRerunRequest, ZRunListQuery } from '../../contracts/workbench';
import { agentGraphs, agentNames } from '../../workbench/agent-graphs';
import { compareOutputs } from '../../workbench/compare-runs';
import { readEvalResults } from '../../workbench/eval-results';
import {
  agentEventsOf,
  analysisOutput,
  findRunRow,
  listRuns,
  subjectLabels,
  summarize,
  toWorkflowEvent,
} from '../../workbench/runs';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const STAFF = ['admin', 'ops'] as const;
const ZRunParam = z.object({ id: z.string().trim().min(1).max(200) });
const ZAfterQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });

/** The workbench's API (contracts/workbench.ts): runs, their histories and agents, replay, re-run, compare, evals. */
export function registerWorkbenchRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const loadRun = async (id: string) => {
    const row = await findRunRow(deps.db, id);
    if (!row) throw new AppError('not_found', 'Run not found');
    return row;
  };

  defineRoute({
    method: 'get',
    path: '/workbench/runs',
    access: STAFF,
    query: ZRunListQuery,
    handler: async ({ query }) => listRuns(deps.db, query),
  });

  defineRoute({
    method: 'get',
    path: '/workbench/runs/:id',
    access: STAFF,
    params: ZRunParam,
    handler: async ({ params }) => {
      const row = await loadRun(params.id);
      const run = toRun(row);
      const [events, agentEvents, graphs, labels] = await Promise.all([
        deps.engine.events(run.id),
        agentEventsOf(deps.db, run.id),
        agentGraphs(),
        subjectLabels(deps.db, [row]),
      ]);
      return {
        run: { ...summarize(run, labels), input: run.input, result: run.result, progress: run.progress },
        events: events.map(toWorkflowEvent),
        agentEvents,
        agentOf: agentNames(),
        agentGraphs: graphs,
        canRerun: deps.engine instanceof LocalEngine && run.engine === 'local',
      };
    },
  });

  defineRoute({
    method: 'get',
    path: '/workbench/runs/:id/agent-events',
    access: STAFF,
    params: ZRunParam,
    query: ZAfterQuery,
    handler: async ({ params, query }) => {
      await loadRun(params.id);
      return { events: await agentEventsOf(deps.db, params.id, query.after) };
    },
  });

  // Runs the current workflow code against the run's recorded history and says whether it still matches.
  defineRoute({
    method: 'post',
    path: '/workbench/runs/:id/replay',
    access: STAFF,
    params: ZRunParam,
    handler: async ({ params }) => {
      await loadRun(params.id);
      return deps.engine.replay(params.id);
    },
  });

  defineRoute({
    method: 'post',
    path: '/workbench/runs/:id/rerun',
    access: STAFF,
    params: ZRunParam,
    body: ZRerunRequest,
    status: 202,
    handler: async ({ caller, params, body }) => {
      const row = await loadRun(params.id);
      if (!(deps.engine instanceof LocalEngine) || row.engine !== 'local')
        throw new AppError(
          'bad_request',
          'Re-running from a step needs the local engine; on Temporal, start a new run',
        );
      if (row.status === 'running')
        throw new AppError('conflict', 'This run is still going; wait for it to finish');
      try {
        const runId = await deps.engine.rerunFrom(row.id, body.fromActivityId, {
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          createdBy: caller!.id,
        });
        return { runId };
      } catch (err) {
        if ((err as { code?: string }).code === '23505')
          throw new AppError('conflict', 'Another run of this subject is going; wait for it to finish');
        if (err instanceof Error && /has no step/.test(err.message))
          throw new AppError('bad_request', err.message, 'fromActivityId');
        throw err;
      }
    },
  });

  defineRoute({
    method: 'get',
    path: '/workbench/compare',
    access: STAFF,
    query: ZCompareQuery,
    handler: async ({ query }) => {
      const [ra, rb] = await Promise.all([loadRun(query.a), loadRun(query.b)]);
      if (ra.workflow !== 'analyzeIdea' || rb.workflow !== 'analyzeIdea')
        throw new AppError('bad_request', 'Only analyses of an idea can be compared', 'a');
      if (ra.subject_id !== rb.subject_id)
        throw new AppError('bad_request', 'The two runs must be analyses of the same idea', 'b');
      const [ea, eb, labels] = await Promise.all([
        deps.engine.events(ra.id),
        deps.engine.events(rb.id),
        subjectLabels(deps.db, [ra, rb]),
      ]);
      return {
        a: summarize(toRun(ra), labels),
        b: summarize(toRun(rb), labels),
        ...compareOutputs(analysisOutput(ea), analysisOutput(eb)),
      };
    },
  });

  defineRoute({
    method: 'get',
    path: '/workbench/evals',
    access: STAFF,
    handler: async () => readEvalResults(),
  });
}
