import type { TEvalHistoryPoint, TEvalResult } from '@core/contracts/workbench-evals';

/** The cut-offs of the recall curve. */
const RECALL_KS = [10, 20, 50, 100] as const;

export interface CurvePoint {
  k: number;
  matcher: number | null;
  popularity: number | null;
  random: number | null;
}

/** recall@k for each system at k = 10, 20, 50, 100 (null where a results file lacks a value). */
export function recallCurve(result: TEvalResult): CurvePoint[] {
  return RECALL_KS.map((k) => {
    const at = (system: string) => result.overall[system]?.[`recall@${k}`]?.value ?? null;
    return { k, matcher: at('matcher'), popularity: at('popularity'), random: at('random') };
  });
}

export interface SliceBar {
  slice: string;
  label: string;
  cases: number;
  matcher: number;
  popularity: number;
}

const SLICE_ORDER = ['first-round', 'stage', 'sector'];

/** `sector:games_video` → "Games video"; `first-round` → "First round". */
export function sliceLabel(slice: string): string {
  const name = slice.includes(':') ? slice.slice(slice.indexOf(':') + 1) : slice;
  const words = name.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sliceGroup(slice: string): string {
  return slice.includes(':') ? slice.slice(0, slice.indexOf(':')) : slice;
}

/** Recall@50 of the matcher and of popularity for each slice that has cases: grouped, largest first. */
export function sliceBars(result: TEvalResult, metric = 'recall@50'): SliceBar[] {
  const rank = (slice: string) => {
    const i = SLICE_ORDER.indexOf(sliceGroup(slice));
    return i < 0 ? SLICE_ORDER.length : i;
  };
  return Object.entries(result.slices)
    .filter(([, s]) => s.cases > 0)
    .map(([slice, s]) => ({
      slice,
      label: sliceLabel(slice),
      cases: s.cases,
      matcher: s.systems.matcher?.[metric],
      popularity: s.systems.popularity?.[metric],
    }))
    .filter((b): b is SliceBar => typeof b.matcher === 'number' && typeof b.popularity === 'number')
    .sort((a, b) => rank(a.slice) - rank(b.slice) || b.cases - a.cases || a.slice.localeCompare(b.slice));
}

/** "1.52× (95% CI 1.42–1.62)". */
export function formatLift(lift: TEvalResult['lift']): string {
  if (!lift) return '—';
  return `${lift.value.toFixed(2)}× (95% CI ${lift.lo.toFixed(2)}–${lift.hi.toFixed(2)})`;
}

/** A run's query in a few words: with or without the company's name (its earlier investors), or nothing known. */
export function queryLabel(query: readonly string[] | null): string {
  if (!query) return '';
  return query.includes('company') ? 'with the company' : 'without the company';
}

export interface HistoryRow {
  file: string;
  createdAt: string;
  date: string;
  cases: number;
  /** What the cases asked, in a few words ("with the company"); empty for older files. */
  query: string;
  /** Null where the run did not measure it: the chart leaves a gap, never a 0. */
  matcher: number | null;
  popularity: number | null;
  random: number | null;
  lift: number | null;
}

/** Recall@50 over time of one kind of run, oldest first, with the date as a label and the ratio to popularity. */
export function historyRows(
  history: readonly TEvalHistoryPoint[],
  view: EvalView = 'time-split',
): HistoryRow[] {
  return [...history]
    .filter((h) => viewOf(h) === view)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((h) => ({
      file: h.file,
      createdAt: h.createdAt,
      date: h.createdAt.slice(0, 10),
      cases: h.cases,
      query: queryLabel(h.query),
      matcher: h.recall50,
      popularity: h.popularityRecall50,
      random: h.randomRecall50,
      lift: h.recall50 !== null && h.popularityRecall50 ? h.recall50 / h.popularityRecall50 : null,
    }));
}

/** The page's views: each kind of run on its own, the time split's windows apart. */
export const EVAL_VIEWS = {
  'time-split': {
    title: 'Time split, test window',
    description: 'The headline comes from the last full run here.',
  },
  'time-split-tune': {
    title: 'Time split, tune window',
    description: 'The window the matcher was tuned on.',
  },
  'case-file': { title: 'Case files', description: 'Runs on a hand-made case file.' },
  scenarios: {
    title: 'Scenario runs',
    description: 'Graded answers to founder scenarios: no recall to plot.',
  },
} as const;
export type EvalView = keyof typeof EVAL_VIEWS;

function viewOf(h: Pick<TEvalHistoryPoint, 'kind' | 'window'>): EvalView {
  if (h.kind === 'time-split') return h.window === 'tune' ? 'time-split-tune' : 'time-split';
  return h.kind;
}
