import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TEvalHistoryPoint, TEvalKind, TEvalResult } from '../../core/contracts/workbench-evals';

/** What a results file is, from its name and mode: scenario runs are written as scenarios-*.json. */
export function kindOf(file: string, raw: { mode?: unknown }): TEvalKind {
  if (file.startsWith('scenarios-') || typeof raw.mode !== 'string') return 'scenarios';
  return raw.mode === 'time-split' ? 'time-split' : 'case-file';
}

/** A full time split on the test window: the only run the headline may come from. */
function isFullTimeSplit(file: string, raw: ResultsFile): boolean {
  return kindOf(file, raw) === 'time-split' && (raw.window ?? 'test') === 'test' && !raw.limit;
}

/** Where `npm run evals` writes its results (committed, so the history travels with the code). */
export const EVAL_RESULTS_DIR = fileURLToPath(new URL('../../evals/results', import.meta.url));

interface ResultsFile {
  created_at: string;
  mode: string;
  /** A time split's window (test or tune); older files ran the test window and say nothing. */
  window?: string;
  /** Set when the run was cut to its first N cases (`--limit`): a partial run. */
  limit?: number | null;
  /** What each case asked the matcher (sector, location, stage, amount, and company unless --no-company). */
  query?: string[];
  cases: number;
  lift_recall_at_50?: { mean: number; lo: number; hi: number } | null;
  results: {
    system: string;
    slice: string;
    cases: number;
    scores: Record<string, { mean: number; lo: number; hi: number }>;
  }[];
}

/** One results file as the workbench charts it: every metric overall, and each slice's values. */
export function toEvalResult(file: string, raw: ResultsFile): TEvalResult {
  const overall: TEvalResult['overall'] = {};
  const slices: TEvalResult['slices'] = {};
  for (const row of raw.results) {
    if (row.slice === 'all') {
      overall[row.system] = Object.fromEntries(
        Object.entries(row.scores).map(([metric, s]) => [metric, { value: s.mean, lo: s.lo, hi: s.hi }]),
      );
      continue;
    }
    slices[row.slice] ??= { cases: row.cases, systems: {} };
    const slice = slices[row.slice]!;
    slice.systems[row.system] = Object.fromEntries(Object.entries(row.scores).map(([m, s]) => [m, s.mean]));
  }
  const lift = raw.lift_recall_at_50;
  return {
    file,
    createdAt: raw.created_at,
    cases: raw.cases,
    mode: raw.mode,
    query: raw.query ?? null,
    overall,
    slices,
    lift: lift ? { value: lift.mean, lo: lift.lo, hi: lift.hi } : null,
  };
}

/** The latest results in full and every run's Recall@50 over time, oldest first; nulls when none exist. */
export async function readEvalResults(dir = EVAL_RESULTS_DIR): Promise<{
  latest: TEvalResult | null;
  history: TEvalHistoryPoint[];
}> {
  if (!existsSync(dir)) return { latest: null, history: [] };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const parsed: { file: string; raw: ResultsFile }[] = [];
  for (const file of files) {
    try {
      parsed.push({ file, raw: JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ResultsFile });
    } catch {
      // A file that is not a results file (or half written) is left out rather than failing the page.
    }
  }
  const valid = parsed.filter(
    (p) => p.raw?.created_at && (Array.isArray(p.raw.results) || kindOf(p.file, p.raw) === 'scenarios'),
  );
  const history = valid
    .map(({ file, raw }): TEvalHistoryPoint => {
      const kind = kindOf(file, raw);
      // A system's Recall@50 where the run measured it; null where it did not (never a 0 it did not measure).
      const all = (system: string) => {
        if (kind === 'scenarios' || !Array.isArray(raw.results)) return null;
        return (
          raw.results.find((r) => r.system === system && r.slice === 'all')?.scores['recall@50']?.mean ?? null
        );
      };
      return {
        file,
        createdAt: raw.created_at,
        cases:
          typeof raw.cases === 'number' ? raw.cases : Array.isArray(raw.results) ? raw.results.length : 0,
        query: raw.query ?? null,
        kind,
        window: kind === 'time-split' ? (raw.window ?? 'test') : null,
        recall50: all('matcher'),
        popularityRecall50: all('popularity'),
        randomRecall50: all('random'),
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // The headline is the last full time split on the test window, never whatever file is newest (a partial run, a
  // tune window, a case file or a scenario run).
  const last = valid
    .filter((p) => isFullTimeSplit(p.file, p.raw))
    .sort((a, b) => a.raw.created_at.localeCompare(b.raw.created_at))
    .at(-1);
  return { latest: last ? toEvalResult(last.file, last.raw) : null, history };
}
