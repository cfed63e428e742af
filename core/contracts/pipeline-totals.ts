// The pipeline's totals, computed in one place: the server answers them with every pipeline, and the web board
// recomputes them the same way after an optimistic move. Pure, so both sides can import it.
import { PIPELINE_STAGES, type TPipeline, type TPipelineEntry } from './pipeline';

export type TPipelineTotals = TPipeline['totals'];

/** The totals of a pipeline: per column, committed against the target, oversubscription. */
export function pipelineTotals(
  entries: readonly Pick<TPipelineEntry, 'stage' | 'expected_amount' | 'committed_amount'>[],
  target: number | null,
): TPipelineTotals {
  const byStage = Object.fromEntries(
    PIPELINE_STAGES.map((s) => [s, { count: 0, expected: 0, committed: 0 }]),
  ) as TPipelineTotals['byStage'];
  let committed = 0;
  for (const e of entries) {
    const column = byStage[e.stage];
    column.count += 1;
    column.expected += e.expected_amount ?? 0;
    column.committed += e.committed_amount ?? 0;
    // A pass commits nothing, whatever was typed before.
    if (e.stage !== 'passed') committed += e.committed_amount ?? 0;
  }
  const progress = target ? committed / target : null;
  return { byStage, committed, progress, oversubscribed: progress !== null && progress > 1 };
}
