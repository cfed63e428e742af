import { ROUTES } from './load-mix';
import type { LoadOptions, LoadResult } from './load-run';
import { type LoadStats, SEARCH_ROUTES } from './load-stats';
import { percentile } from './measure';

/**
 * The figures of a run: the table per route, then the analyses the same way (from queued to done, as the founder
 * waits: the run's own start and finish), with how many took longer than the goal (the request timeout, 15 s),
 * then how the server and the machine fared.
 */
export function printResult(
  stats: LoadStats,
  result: LoadResult,
  options: LoadOptions,
  founders: number,
): void {
  const { elapsed, durations, failedRuns, unfinished } = result;
  console.log(
    `\nLoad over ${elapsed.toFixed(1)} s (the clients finish their last request after ${options.seconds} s):\n`,
  );
  for (const line of stats.report(elapsed, ROUTES)) console.log(line);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // The run's p99 holds the cold start (caches and code warming up) and the steady state apart from it.
  console.log(
    `\nSearch (${[...SEARCH_ROUTES].join(', ')}) by 10 s of the run, p50 / p99 (requests):\n  ` +
      stats
        .searchByWindow()
        .map((w) => `${w.from}–${w.to} s ${w.p50.toFixed(0)} / ${w.p99.toFixed(0)} ms (${w.requests})`)
        .join(', '),
  );
  const late = lateAnalyses(result, options);
  console.log(
    `\nAnalyses, queued to done: ${durations.length} completed by ${founders} founders` +
      (durations.length
        ? `, p50 ${s(percentile(durations, 50))}, p95 ${s(percentile(durations, 95))}, p99 ${s(percentile(durations, 99))}, max ${s(durations.at(-1)!)}`
        : '') +
      `; over ${options.timeout} s: ${late}; failed ${failedRuns.length}; still running at the deadline ` +
      `${unfinished.length}${unfinished.length ? `, for ${s(unfinished[0]!)} to ${s(unfinished.at(-1)!)} so far` : ''}`,
  );
  for (const f of failedRuns.slice(0, 5)) console.log(`  failed: ${f}`);
  for (const note of result.notes) console.log(note);
}

/** Analyses that took longer than the goal, or were still going past it at the deadline. */
export function lateAnalyses(result: LoadResult, options: LoadOptions): number {
  const goal = options.timeout * 1000;
  return result.durations.filter((d) => d > goal).length + result.unfinished.filter((d) => d > goal).length;
}
