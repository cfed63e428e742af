import {
  PIPELINE_STAGES,
  type TPipeline,
  type TPipelineEntry,
  type TRoundInput,
  type TWarmPath,
} from '../../core/contracts/pipeline';
import { pipelineTotals } from '../../core/contracts/pipeline-totals';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { type EntryRowWithLinks, entryExists, listEntryRows } from './pipeline.repository';
import { findPipelineRound } from './pipeline-round.repository';
import { warmPaths } from './warm-paths';

/** The answer for an entry that is not the idea's (or no longer exists). */
export const entryNotFound = () => new AppError('not_found', 'This investor is not in the pipeline');

export async function requirePipelineEntry(db: Db, ideaId: string, entryId: string): Promise<void> {
  if (!(await entryExists(db, ideaId, entryId))) throw entryNotFound();
}

function toEntry(row: EntryRowWithLinks, warm: TWarmPath): TPipelineEntry {
  return {
    id: row.id,
    investor_id: row.investor_id,
    name: row.name,
    firm: row.firm,
    email: row.email,
    website: row.website,
    from_interest: Boolean(row.from_interest),
    stage: row.stage,
    position: row.position,
    pass_reason: row.pass_reason,
    expected_amount: row.expected_amount,
    committed_amount: row.committed_amount,
    next_follow_up: row.next_follow_up,
    intro_subject: row.intro_subject,
    intro_body: row.intro_body,
    warm: {
      ...warm,
      contact:
        row.warm_contact_id && row.contact_name
          ? {
              id: row.warm_contact_id,
              name: row.contact_name,
              company: row.contact_company,
              position: row.contact_position,
            }
          : null,
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The idea's round, its entries in board order (stage, then place in the column) and their totals. */
export async function getPipeline(db: Db, ideaId: string): Promise<TPipeline> {
  const [round, rows] = await Promise.all([findPipelineRound(db, ideaId), listEntryRows(db, ideaId)]);
  const warm = await warmPaths(db, ideaId, rows);
  const entries = rows
    .map((r) => toEntry(r, warm.get(r.id)!))
    .sort(
      (a, b) =>
        PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage) || a.position - b.position,
    );
  return {
    round: round
      ? {
          id: round.id,
          target_amount: round.target_amount,
          stage: round.stage as TRoundInput['stage'],
          close_date: round.close_date,
        }
      : null,
    entries,
    totals: pipelineTotals(entries, round?.target_amount ?? null),
  };
}

/** One entry as the board shows it; its warm paths need the whole pipeline (who has committed). */
export async function getPipelineEntry(
  db: Db,
  ideaId: string,
  entryId: string,
): Promise<TPipelineEntry | null> {
  const rows = await listEntryRows(db, ideaId, entryId);
  if (!rows[0]) return null;
  const all = await listEntryRows(db, ideaId);
  const warm = await warmPaths(db, ideaId, all);
  return toEntry(rows[0], warm.get(rows[0].id)!);
}
