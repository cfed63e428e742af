import type { PipelineStage, TFollowUp } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { listDueFollowUpRows } from './pipeline.repository';

/** Follow-ups due today or earlier, over all the founder's ideas; `today` is the founder's date (YYYY-MM-DD). */
export async function listDueFollowUps(db: Db, userId: string, today: string): Promise<TFollowUp[]> {
  const rows = await listDueFollowUpRows(db, userId, today);
  return rows.map((r) => ({
    idea_id: r.idea_id,
    idea_title: r.title,
    entry_id: r.id,
    name: r.name,
    stage: r.stage as PipelineStage,
    next_follow_up: r.next_follow_up!,
    overdue: r.next_follow_up! < today,
  }));
}
