import { z } from 'zod';
import {
  ZApplyRunRequest,
  ZRunApplied,
  ZStopRequested,
  ZStopRunRequest,
} from '../../../core/contracts/workbench';
import { RunNotRunningError } from '../../../workflows/engine/engine';
import { applyRunResults } from '../../workbench/apply-run';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const STAFF = ['admin', 'ops'] as const;
const ZRunParam = z.object({ id: z.string().trim().min(1).max(200) });

/**
 * What ops do to a run from the workbench: stop it (cancel, terminate), download its history, and (admins only, on
 * the record) apply an analysis's results to its idea.
 */
export function registerWorkbenchActionRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const loadRun = async (id: string) => {
    const run = await deps.engine.get(id);
    if (!run) throw new AppError('not_found', 'Run not found');
    return run;
  };

  for (const kind of ['cancel', 'terminate'] as const) {
    // Cancel asks the run's activities to stop (a crawl sees it at its next heartbeat) and ends it as cancelled;
    // terminate ends it at once. Either way the reason and who asked are written to the run's history.
    defineRoute({
      method: 'post',
      path: `/workbench/runs/:id/${kind}`,
      access: STAFF,
      params: ZRunParam,
      body: ZStopRunRequest,
      status: 202,
      response: ZStopRequested,
      handler: async ({ caller, params, body }) => {
        const row = await loadRun(params.id);
        try {
          await deps.engine[kind](row.id, { reason: body.reason, by: `workbench:${caller!.email}` });
        } catch (err) {
          if (err instanceof RunNotRunningError) throw new AppError('conflict', 'This run is not running');
          throw err;
        }
        return { runId: row.id, requested: kind };
      },
    });
  }

  // The run's history as its engine keeps it: Temporal's own JSON for a Temporal run (replayable with
  // Worker.runReplayHistory or `temporal workflow show`), the recorded events for a local one.
  defineRoute({
    method: 'get',
    path: '/workbench/runs/:id/history',
    access: STAFF,
    params: ZRunParam,
    handler: async ({ params, res }) => {
      const row = await loadRun(params.id);
      const history = await deps.engine.history(row.id);
      const file = `${row.id.replace(/[^a-zA-Z0-9._-]+/g, '_')}.history.json`;
      res.set('content-disposition', `attachment; filename="${file}"`);
      return history;
    },
  });

  // Re-runs never write to a founder's idea; this is the one way their results reach it: an admin's confirmed
  // action, written to the audit log as what it is (the run, the idea, the analysis it replaced).
  defineRoute({
    method: 'post',
    path: '/workbench/runs/:id/apply',
    access: ['admin'],
    audit: 'handler',
    params: ZRunParam,
    body: ZApplyRunRequest,
    response: ZRunApplied,
    handler: async ({ caller, params, req }) => {
      const row = await loadRun(params.id);
      return applyRunResults({
        db: deps.db,
        engine: deps.engine,
        audit: deps.audit,
        runId: row.id,
        caller: caller!,
        req,
      });
    },
  });
}
