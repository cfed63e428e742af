import type { TCrawlProgress } from '@core/contracts/crawls';
import type { TRunSnapshot } from '@core/contracts/runs';

/** What GET /api/runs/:id answers (core/contracts/runs.ts), a crawl's progress as its crawler writes it. */
export type RunSnapshot = Omit<TRunSnapshot, 'progress'> & { progress: TCrawlProgress | null };

/** A crawl started from a console and followed by polling its run once a second. */
export type CrawlState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | {
      phase: 'running';
      runId: string;
      progress: TCrawlProgress | null;
      /** Polls in a row that failed (network, 5xx); the crawl is given up after MAX_POLL_ERRORS. */
      pollErrors: number;
    }
  | { phase: 'completed'; runId: string; run: RunSnapshot }
  | { phase: 'failed'; runId: string | null; error: string };

export type CrawlAction =
  | { type: 'start' }
  | { type: 'started'; runId: string }
  | { type: 'polled'; run: RunSnapshot }
  | { type: 'poll-error'; error: string }
  | { type: 'fail'; error: string }
  | { type: 'reset' };

export const POLL_MS = 1_000;
export const MAX_POLL_ERRORS = 5;

export const initialCrawl: CrawlState = { phase: 'idle' };

export function isBusy(state: CrawlState): boolean {
  return state.phase === 'starting' || state.phase === 'running';
}

/** The run's message when it failed; a cancelled run (or one failed without a word) gets one of its own. */
export function runError(run: RunSnapshot): string {
  if (run.error) return run.error;
  return run.status === 'cancelled' ? 'The run was cancelled' : 'The run failed';
}

export function crawlReducer(state: CrawlState, action: CrawlAction): CrawlState {
  switch (action.type) {
    case 'start':
      return isBusy(state) ? state : { phase: 'starting' };
    case 'started':
      return state.phase === 'starting'
        ? { phase: 'running', runId: action.runId, progress: null, pollErrors: 0 }
        : state;
    case 'polled': {
      // A late answer for another run, or for a run already over, changes nothing.
      if (state.phase !== 'running' || action.run.id !== state.runId) return state;
      const { run } = action;
      if (run.status === 'running')
        return { ...state, progress: run.progress ?? state.progress, pollErrors: 0 };
      if (run.status === 'completed') return { phase: 'completed', runId: state.runId, run };
      return { phase: 'failed', runId: state.runId, error: runError(run) };
    }
    case 'poll-error':
      if (state.phase !== 'running') return state;
      return state.pollErrors + 1 >= MAX_POLL_ERRORS
        ? { phase: 'failed', runId: state.runId, error: action.error }
        : { ...state, pollErrors: state.pollErrors + 1 };
    case 'fail':
      return isBusy(state)
        ? { phase: 'failed', runId: state.phase === 'running' ? state.runId : null, error: action.error }
        : state;
    case 'reset':
      return isBusy(state) ? state : initialCrawl;
  }
}

/** Pages handled out of pages known (handled plus still queued); null while nothing is known. */
export function progressPercent(progress: TCrawlProgress | null | undefined): number | null {
  if (!progress) return null;
  const handled = progress.pagesDone + progress.pagesFailed;
  const known = handled + progress.pagesQueued;
  if (known === 0) return null;
  return Math.min(100, Math.round((handled / known) * 100));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 of 5 pages · 1 failed · 12 firms found", with the noun of what the crawl extracts. */
export function progressSummary(progress: TCrawlProgress | null | undefined, item: [string, string]): string {
  if (!progress) return 'Waiting for the first page…';
  const handled = progress.pagesDone + progress.pagesFailed;
  const known = handled + progress.pagesQueued;
  const parts = [`${handled} of ${plural(known, 'page')}`];
  if (progress.pagesFailed > 0) parts.push(`${progress.pagesFailed} failed`);
  parts.push(`${plural(progress.itemsFound, item[0], item[1])} found`);
  return parts.join(' · ');
}
