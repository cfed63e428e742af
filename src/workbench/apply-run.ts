import type { Request } from 'express';
import { sql } from 'kysely';
import { toRecommendations } from '../../core/contracts/analyze-idea';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import type { AuditLog } from '../audit/audit-log';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { Caller } from '../domain/caller';
import { saveInputOf } from './run-results';

const APPLY_ACTION = 'apply_run_results';

/**
 * An admin applies a run's results (a sandboxed re-run's, typically) to its idea, on the record: the idea's
 * recommendations become the run's, dated by when the run finished, and say when and by whom they were replaced
 * (the founder's idea page shows it); the audit log keeps the run, the idea and the analysis it replaced.
 */
export async function applyRunResults(options: {
  db: Db;
  engine: WorkflowEngine;
  audit: AuditLog;
  runId: string;
  caller: Caller;
  req: Request;
}): Promise<{ ideaId: string; appliedAt: string }> {
  const { db, runId, caller } = options;
  const run = await options.engine.get(runId);
  if (!run) throw new AppError('not_found', 'Run not found');
  if (run.workflow !== 'analyzeIdea')
    throw new AppError('bad_request', 'Only an analysis can be applied to an idea');
  if (run.status !== 'completed')
    throw new AppError('conflict', 'Only a completed analysis can be applied to its idea');
  const input = saveInputOf(await options.engine.events(runId));
  if (!input) throw new AppError('bad_request', 'This run has no results to apply');
  const idea = await db
    .selectFrom('ideas')
    .select(['id', 'recommendations'])
    .where('id', '=', input.idea.id)
    .executeTakeFirst();
  if (!idea) throw new AppError('not_found', 'The idea of this run no longer exists');
  const previous = upgradeRecommendations(idea.recommendations)?.analyzedAt ?? null;
  const appliedAt = new Date().toISOString();
  const recommendations = {
    ...toRecommendations(input),
    analyzedAt: (run.finishedAt ?? new Date()).toISOString(),
    replaced: { at: appliedAt, by: caller.name },
  };
  await db
    .updateTable('ideas')
    .set({ recommendations: JSON.stringify(recommendations), updated_at: new Date() })
    .where('id', '=', idea.id)
    .execute();
  await options.audit.recordAction(
    caller,
    {
      action: APPLY_ACTION,
      target: `idea:${idea.id}`,
      details: { runId, replacedAnalysisOf: previous, runFinishedAt: recommendations.analyzedAt },
      status: 200,
    },
    options.req,
  );
  return { ideaId: idea.id, appliedAt };
}

/** When this run's results were last applied to its idea, and by whom, from the audit log. */
export async function appliedOf(db: Db, runId: string): Promise<{ at: string; by: string } | null> {
  const row = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_email'])
    .where('action', '=', APPLY_ACTION)
    .where(sql<string>`details->>'runId'`, '=', runId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { at: row.at.toISOString(), by: row.actor_email } : null;
}
