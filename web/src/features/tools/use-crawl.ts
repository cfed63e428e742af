import type { TRunStarted } from '@core/contracts/runs';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@web/lib/api';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type CrawlState, crawlReducer, initialCrawl, POLL_MS, type RunSnapshot } from './crawl-run';

export const CRAWL_RUNS_KEY = ['admin', 'crawl-runs'] as const;

/**
 * Starts a crawl (a POST answering 202 { runId }) and polls GET /api/runs/:id every second while it runs.
 * `onCompleted` hears the completed run; `onFailed` the message of a failed run, or of the error that kept it
 * from starting or lost track of it; each once.
 */
export function useCrawl(handlers: {
  onCompleted: (run: RunSnapshot) => void;
  onFailed: (message: string) => void;
}): {
  state: CrawlState;
  /** Resolves to null once the run started, or to the error that kept it from starting (already toasted). */
  start: (path: string, body: unknown) => Promise<unknown>;
  reset: () => void;
} {
  const [state, dispatch] = useReducer(crawlReducer, initialCrawl);
  const qc = useQueryClient();
  const busy = useRef(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Polling: one request at a time, the next a second after the last answer.
  const runId = state.phase === 'running' ? state.runId : null;
  useEffect(() => {
    if (!runId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const run = await api<RunSnapshot>(`/api/runs/${encodeURIComponent(runId)}`, {
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        dispatch({ type: 'polled', run });
        if (run.status === 'running') {
          timer = setTimeout(tick, POLL_MS);
          return;
        }
        busy.current = false;
        void qc.invalidateQueries({ queryKey: CRAWL_RUNS_KEY });
        if (run.status === 'completed') handlersRef.current.onCompleted(run);
        else handlersRef.current.onFailed(run.error || 'The run failed');
      } catch (err) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'poll-error', error: errorMessage(err, 'Lost track of the run') });
        timer = setTimeout(tick, POLL_MS);
      }
    };
    timer = setTimeout(tick, POLL_MS / 2);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [runId, qc]);

  // Too many failed polls in a row end the crawl here (the reducer decides); say so once.
  useEffect(() => {
    if (state.phase !== 'failed' || !busy.current) return;
    busy.current = false;
    handlersRef.current.onFailed(state.error);
  }, [state]);

  const start = useCallback(
    async (path: string, body: unknown) => {
      if (busy.current) return null;
      busy.current = true;
      dispatch({ type: 'start' });
      try {
        const { runId } = await api<TRunStarted>(path, { method: 'POST', body });
        if (!mounted.current) return null;
        dispatch({ type: 'started', runId });
        void qc.invalidateQueries({ queryKey: CRAWL_RUNS_KEY });
        return null;
      } catch (err) {
        const message = errorMessage(err, 'The crawl could not start');
        busy.current = false;
        dispatch({ type: 'fail', error: message });
        handlersRef.current.onFailed(message);
        return err;
      }
    },
    [qc],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, start, reset };
}
