import { z } from 'zod';
import { ZRunStarted } from '../../../core/contracts/runs';
import {
  ZAgentEvents,
  ZCompareQuery,
  ZReplayOutcome,
  ZRerunRequest,
  ZRunComparison,
  ZRunDetail,
  ZRunList,
  ZRunListQuery,
} from '../../../core/contracts/workbench';
import { ZEvalResults } from '../../../core/contracts/workbench-evals';
import { RunAlreadyRunningError, splitRunId } from '../../../workflows/engine/engine';
import { appliedOf } from '../../workbench/apply-run';
import { compareOutputs } from '../../workbench/compare-runs';
import { readEvalResults } from '../../workbench/eval-results';
import { analysisOutput, analysisResults } from '../../workbench/run-results';
import { agentEventsOf, listRuns, summaries, toWorkflowEvent } from '../../workbench/runs';
import { type DefineRoute, hasRole } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const STAFF = ['admin', 'ops'] as const;
const ZRunParam = z.object({ id: z.string().trim().min(1).max(200) });
const ZAfterQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });

/** The workbench's API (contracts/workbench.ts): runs, their histories and agents, replay, re-run, compare, evals. */
export function registerWorkbenchRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  /** The run as its engine has it (brought up to date first when Temporal holds the truth). */
  const loadRun = async (id: string) => {
    const run = await deps.engine.get(id);
    if (!run) throw new AppError('not_found', 'Run not found');
    return run;
  };

  defineRoute({
    method: 'get',
    path: '/workbench/runs',
    access: STAFF,
    query: ZRunListQuery,
    // The engine brings a Temporal run that Temporal closed up to date before listing it.
    response: ZRunList,
    handler: async ({ query }) => listRuns(deps.db, deps.engine, query),
  });

  defineRoute({
    method: 'get',
    path: '/workbench/runs/:id',
    access: STAFF,
    params: ZRunParam,
    response: ZRunDetail,
    handler: async ({ caller, params }) => {
      const run = await loadRun(params.id);
      const [events, agentEvents, graphs, [summary], applied] = await Promise.all([
        deps.engine.events(run.id),
        agentEventsOf(deps.engine, run.id),
        deps.agents.graphs(),
        summaries(deps.db, [run]),
        appliedOf(deps.db, run.id),
      ]);
      const analysis = run.workflow === 'analyzeIdea' ? analysisResults(events) : null;
      return {
        run: { ...summary!, input: run.input, result: run.result, progress: run.progress },
        events: events.map(toWorkflowEvent),
        agentEvents,
        agentOf: deps.agents.names(),
        agentGraphs: graphs,
        analysis,
        applied,
        canApply: hasRole(caller!, ['admin']) && run.status === 'completed' && analysis !== null,
        canStop: run.status === 'running',
        canRerun: deps.engine.rerunFrom !== undefined && run.engine === deps.engine.kind,
        temporalUiUrl: temporalUiUrl(deps.config.TEMPORAL_UI_URL, deps.config.TEMPORAL_NAMESPACE, run),
      };
    },
  });

  defineRoute({
    method: 'get',
    path: '/workbench/runs/:id/agent-events',
    access: STAFF,
    params: ZRunParam,
    query: ZAfterQuery,
    response: ZAgentEvents,
    handler: async ({ params, query }) => {
      await loadRun(params.id);
      return { events: await agentEventsOf(deps.engine, params.id, query.after) };
    },
  });

  // Runs the current workflow code against the run's recorded history and says whether it still matches.
  defineRoute({
    method: 'post',
    path: '/workbench/runs/:id/replay',
    access: STAFF,
    params: ZRunParam,
    response: ZReplayOutcome,
    handler: async ({ params }) => {
      await loadRun(params.id);
      return deps.engine.replay(params.id);
    },
  });

  // A sandboxed re-run: its results stay on the new run (an admin may apply them to the idea, on the record).
  defineRoute({
    method: 'post',
    path: '/workbench/runs/:id/rerun',
    access: STAFF,
    params: ZRunParam,
    body: ZRerunRequest,
    status: 202,
    response: ZRunStarted,
    handler: async ({ caller, params, body }) => {
      const run = await loadRun(params.id);
      if (!deps.engine.rerunFrom || run.engine !== deps.engine.kind)
        throw new AppError(
          'bad_request',
          'Re-running from a step needs the local engine; on Temporal, start a new run',
        );
      if (run.status === 'running')
        throw new AppError('conflict', 'This run is still going; wait for it to finish');
      try {
        const runId = await deps.engine.rerunFrom(run.id, body.fromActivityId, {
          subjectType: run.subjectType,
          subjectId: run.subjectId,
          createdBy: caller!.id,
        });
        return { runId };
      } catch (err) {
        if (err instanceof RunAlreadyRunningError)
          throw new AppError('conflict', 'A re-run of this subject is going; wait for it to finish');
        if (err instanceof Error && /has no step/.test(err.message))
          throw new AppError('bad_request', err.message, 'fromActivityId');
        throw err;
      }
    },
  });

  // Two analyses of one idea, the older always as A (on the left), whatever order they were asked in.
  defineRoute({
    method: 'get',
    path: '/workbench/compare',
    access: STAFF,
    query: ZCompareQuery,
    response: ZRunComparison,
    handler: async ({ query }) => {
      const picked = await Promise.all([loadRun(query.a), loadRun(query.b)]);
      if (picked.some((r) => r.workflow !== 'analyzeIdea'))
        throw new AppError('bad_request', 'Only analyses of an idea can be compared', 'a');
      if (picked[0].subjectId !== picked[1].subjectId)
        throw new AppError('bad_request', 'The two runs must be analyses of the same idea', 'b');
      const [ra, rb] = picked.sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime());
      const [ea, eb, [a, b]] = await Promise.all([
        deps.engine.events(ra!.id),
        deps.engine.events(rb!.id),
        summaries(deps.db, [ra!, rb!]),
      ]);
      return {
        a: a!,
        b: b!,
        idea: { id: ra!.subjectId ?? '', title: a!.subjectLabel },
        ...compareOutputs(analysisOutput(ea), analysisOutput(eb)),
      };
    },
  });

  defineRoute({
    method: 'get',
    path: '/workbench/evals',
    access: STAFF,
    response: ZEvalResults,
    handler: async () => readEvalResults(),
  });
}

/** The run's page in Temporal's Web UI, when the UI's address is configured. */
function temporalUiUrl(base: string | undefined, namespace: string, run: { id: string; engine: string }) {
  if (!base || run.engine !== 'temporal') return null;
  const { workflowId, executionId } = splitRunId(run.id);
  const path = ['namespaces', namespace, 'workflows', workflowId, executionId, 'history'].map(
    encodeURIComponent,
  );
  return `${base.replace(/\/$/, '')}/${path.join('/')}`;
}
