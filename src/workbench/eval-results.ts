import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TEvalHistoryPoint, TEvalResult } from '../../core/contracts/workbench';

/** Where `npm run evals` writes its results (committed, so the history travels with the code). */
const EVAL_RESULTS_DIR = fileURLToPath(new URL('../../evals/results', import.meta.url));

interface ResultsFile {
  created_at: string;
  mode: string;
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
  // The scenario runs (`scenarios-*.json`) share the folder but score other things: the page is the time split's.
  const valid = parsed.filter(
    (p) => Array.isArray(p.raw.results) && p.raw.created_at && p.raw.mode !== 'scenarios',
  );
  const history = valid
    .map(({ file, raw }) => {
      const all = (system: string) =>
        raw.results.find((r) => r.system === system && r.slice === 'all')?.scores['recall@50']?.mean ?? 0;
      return {
        file,
        createdAt: raw.created_at,
        cases: raw.cases,
        query: raw.query ?? null,
        recall50: all('matcher'),
        popularityRecall50: all('popularity'),
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const last = valid.sort((a, b) => a.raw.created_at.localeCompare(b.raw.created_at)).at(-1);
  return { latest: last ? toEvalResult(last.file, last.raw) : null, history };
}
