import type { Request } from 'express';
import { sql } from 'kysely';
import { toRecommendations } from '../../core/contracts/analyze-idea';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import type { AuditLog } from '../audit/audit-log';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { Caller } from '../domain/caller';
import { dayOf, notifyStaffAction } from '../notifications/staff-notice';
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
    .select(['id', 'user_id', 'title', 'recommendations'])
    .where('id', '=', input.idea.id)
    .executeTakeFirst();
  if (!idea) throw new AppError('not_found', 'The idea of this run no longer exists');
  const before = upgradeRecommendations(idea.recommendations);
  const previous = before?.analyzedAt ?? null;
  const now = new Date();
  const appliedAt = now.toISOString();
  const recommendations = {
    ...toRecommendations(input),
    analyzedAt: (run.finishedAt ?? now).toISOString(),
    replaced: { at: appliedAt, by: caller.name },
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ideas')
      .set({ recommendations: JSON.stringify(recommendations), updated_at: now })
      .where('id', '=', idea.id)
      .execute();
    // The founder is told, in words that name the role, in the same transaction as the change.
    await notifyStaffAction(trx, {
      userId: idea.user_id,
      caller,
      what: `re-ran your analysis of ${idea.title}`,
      body: `Its results replaced those of the analysis of ${previous ? dayOf(new Date(previous)) : 'your idea'}: ${recommendations.investors.length} investors and ${recommendations.designPartners.length} design partners.`,
      link: `/idea/${idea.id}`,
      ideaId: idea.id,
      at: now,
    });
  });
  await options.audit.recordAction(
    caller,
    {
      action: APPLY_ACTION,
      target: `idea:${idea.id}`,
      details: {
        runId,
        owner: idea.user_id,
        replacedAnalysisOf: previous,
        runFinishedAt: recommendations.analyzedAt,
        before: summaryOf(before),
        after: summaryOf(recommendations),
      },
      status: 200,
    },
    options.req,
  );
  return { ideaId: idea.id, appliedAt };
}

/** What an analysis held, in short, for the audit log's before and after. */
function summaryOf(
  rec: { analyzedAt?: string | null; investors?: { name?: string }[]; designPartners?: unknown[] } | null,
) {
  if (!rec) return null;
  return {
    analyzedAt: rec.analyzedAt ?? null,
    investors: rec.investors?.length ?? 0,
    firstInvestors: (rec.investors ?? []).slice(0, 5).map((i) => i.name ?? null),
    designPartners: rec.designPartners?.length ?? 0,
  };
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
