import type { TIdea } from '@core/contracts/ideas';
import type { TRunningAnalysis, TRunStarted } from '@core/contracts/runs';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { parseServerJson } from '@web/lib/display-text';
import { notify, notifyError } from '@web/lib/toast';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { analysisCounts } from '../founder/use-ideas';
import { type AnalysisState, analysisReducer, initialAnalysis, type RunEvent } from './analysis-state';

/** The one toast of a finished analysis, saying what it found (never partners it did not find). */
function completionText(counts: { investors: number; partners: number } | null): string {
  if (!counts) return 'No investor fits this idea yet: try a fuller description or another stage.';
  const investors = `${counts.investors} investor${counts.investors === 1 ? '' : 's'}`;
  if (!counts.partners) return `Found ${investors}; no design partner fits yet.`;
  return `Found ${investors} and ${counts.partners} design partner${counts.partners === 1 ? '' : 's'}.`;
}

const EVENT_TYPES = [
  'WorkflowExecutionStarted',
  'ActivityTaskScheduled',
  'ActivityTaskCompleted',
  'ActivityTaskFailed',
  'WorkflowExecutionCompleted',
  'WorkflowExecutionFailed',
] as const;

function failToast() {
  notifyError('Analysis failed', 'Please try again or check your connection');
}

/**
 * Starts an analysis (POST /api/ideas/:id/analyze) and follows its run over Server-Sent Events; for the idea's
 * `owner`, an analysis found running when the page opens (GET /api/ideas/:id/analysis) is followed too.
 * On completion the idea is refetched and a toast says so; any failure (failed run, 409, network) toasts once.
 */
export function useAnalysis(ideaId: string, owner: boolean): { state: AnalysisState; start: () => void } {
  const [state, dispatch] = useReducer(analysisReducer, initialAnalysis);
  const qc = useQueryClient();
  const source = useRef<EventSource | null>(null);
  const busy = useRef(false);

  const close = useCallback(() => {
    source.current?.close();
    source.current = null;
  }, []);

  useEffect(() => close, [close]);

  const fail = useCallback(() => {
    close();
    busy.current = false;
    dispatch({ type: 'fail' });
    failToast();
  }, [close]);

  const follow = useCallback(
    (runId: string) => {
      const es = new EventSource(`/api/runs/${encodeURIComponent(runId)}/events`, { withCredentials: true });
      source.current = es;
      for (const type of EVENT_TYPES) {
        es.addEventListener(type, (message) => {
          let data: Partial<RunEvent> = {};
          try {
            data = parseServerJson((message as MessageEvent<string>).data) as Partial<RunEvent>;
          } catch {
            /* the event type alone is enough */
          }
          dispatch({ type: 'run-event', event: { type, activity: data.activity ?? null } });
          if (type === 'WorkflowExecutionCompleted') {
            close();
            busy.current = false;
            void qc.invalidateQueries({ queryKey: ['ideas'] });
            void qc.refetchQueries({ queryKey: ['idea', ideaId] }).then(() => {
              const idea = qc.getQueryData<TIdea>(['idea', ideaId]);
              notify('Analysis complete', completionText(idea ? analysisCounts(idea) : null));
            });
          } else if (type === 'WorkflowExecutionFailed') {
            fail();
          }
        });
      }
      // The stream ends after the terminal event; an error before that is a lost connection.
      es.onerror = () => {
        if (source.current === es) fail();
      };
    },
    [close, fail, ideaId, qc],
  );

  // An analysis already running (the page was reopened, or another tab started it) is followed from its start:
  // the stream replays the recorded events, so the steps already done show as done.
  useEffect(() => {
    if (!owner) return;
    let cancelled = false;
    api<TRunningAnalysis>(`/api/ideas/${ideaId}/analysis`)
      .then(({ running }) => {
        if (cancelled || !running || busy.current) return;
        busy.current = true;
        dispatch({ type: 'resume', runId: running.runId });
        follow(running.runId);
      })
      .catch(() => {
        /* not the owner, or offline: nothing to resume, and Analyze still works */
      });
    return () => {
      cancelled = true;
    };
  }, [follow, ideaId, owner]);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    close();
    dispatch({ type: 'start' });
    api<TRunStarted>(`/api/ideas/${ideaId}/analyze`, { method: 'POST' })
      .then(({ runId }) => {
        dispatch({ type: 'started', runId });
        follow(runId);
      })
      .catch(fail);
  }, [close, fail, follow, ideaId]);

  return { state, start };
}
