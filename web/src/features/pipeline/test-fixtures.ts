// Builders for the pipeline's unit tests.
import type { PipelineStage, TPipeline, TPipelineEntry } from '@core/contracts/pipeline';
import { withEntries } from './board';

let n = 0;

export function entry(
  fields: Partial<TPipelineEntry> & { name: string; stage?: PipelineStage },
): TPipelineEntry {
  n += 1;
  return {
    id: fields.id ?? `e${n}`,
    investor_id: null,
    firm: null,
    email: null,
    website: null,
    from_interest: false,
    stage: 'need_to_reach_out',
    position: 0,
    pass_reason: null,
    expected_amount: null,
    committed_amount: null,
    next_follow_up: null,
    intro_subject: null,
    intro_body: null,
    warm: { advisors: [], coInvestors: [], contact: null },
    created_at: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function pipeline(entries: TPipelineEntry[], target: number | null = 1_000_000): TPipeline {
  const empty: TPipeline = {
    round: target ? { id: 'r1', target_amount: target, stage: 'seed', close_date: null } : null,
    entries: [],
    totals: {} as TPipeline['totals'],
  };
  return withEntries(empty, entries);
}
