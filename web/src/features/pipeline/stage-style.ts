import type { PipelineStage } from '@core/contracts/pipeline';

/** Each stage's accent: a dot and the column's top border. */
export const STAGE_STYLE: Record<PipelineStage, { dot: string; border: string }> = {
  need_to_reach_out: { dot: 'bg-slate-400', border: 'border-t-slate-400' },
  waiting_for_intro: { dot: 'bg-amber-400', border: 'border-t-amber-400' },
  contacted: { dot: 'bg-sky-500', border: 'border-t-sky-500' },
  meeting: { dot: 'bg-indigo-500', border: 'border-t-indigo-500' },
  due_diligence: { dot: 'bg-violet-500', border: 'border-t-violet-500' },
  term_sheet: { dot: 'bg-fuchsia-500', border: 'border-t-fuchsia-500' },
  committed: { dot: 'bg-emerald-500', border: 'border-t-emerald-500' },
  passed: { dot: 'bg-rose-400', border: 'border-t-rose-400' },
};
