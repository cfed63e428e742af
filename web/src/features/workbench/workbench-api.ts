import type { TRunStarted } from '@core/contracts/runs';
import type {
  TReplayOutcome,
  TRunApplied,
  TRunComparison,
  TRunDetail,
  TRunList,
  TStopRequested,
} from '@core/contracts/workbench';
import type { TEvalResults } from '@core/contracts/workbench-evals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useEffect, useRef } from 'react';
import { type RunFilters, runsApiPath } from './runs-query';
import { FINAL_EVENTS, WORKFLOW_EVENT_TYPES } from './step-graph';

const runKey = (id: string) => ['workbench', 'run', id] as const;

/** GET /api/workbench/runs with the table's filters and page; refreshed while a shown run is going. */
export function useRuns(filters: RunFilters) {
  const path = runsApiPath(filters);
  return useQuery({
    queryKey: ['workbench', 'runs', path],
    queryFn: ({ signal }) => api<TRunList>(path, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'running') ? 3_000 : false),
  });
}

/** Agent events arrive between workflow events: while the run goes, the detail is also read every few seconds. */
const RUNNING_POLL_MS = 2_500;

export function useRunDetail(id: string) {
  return useQuery({
    queryKey: runKey(id),
    queryFn: ({ signal }) => api<TRunDetail>(`/api/workbench/runs/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (q) => (q.state.data?.run.status === 'running' ? RUNNING_POLL_MS : false),
  });
}

/**
 * While the run is going, listens to its SSE stream (GET /api/runs/:id/events, events named by type) and
 * refetches the detail, debounced, on each event; stops once the run completes or fails.
 */
export function useRunStream(id: string, running: boolean, debounceMs = 250) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!running || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/runs/${encodeURIComponent(id)}/events`, { withCredentials: true });
    const refetch = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: runKey(id) }),
        debounceMs,
      );
    };
    const onEvent = (event: MessageEvent) => {
      refetch();
      if (FINAL_EVENTS.has(event.type)) source.close();
    };
    for (const type of WORKFLOW_EVENT_TYPES) source.addEventListener(type, onEvent);
    // The stream ends after the run's last event: the browser would reconnect, which only replays it.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) refetch();
    };
    return () => {
      clearTimeout(timer.current);
      source.close();
    };
  }, [id, running, debounceMs, queryClient]);
}

export function useReplay(id: string) {
  return useMutation({
    mutationFn: () =>
      api<TReplayOutcome>(`/api/workbench/runs/${encodeURIComponent(id)}/replay`, {
        method: 'POST',
        body: {},
      }),
  });
}

export function useRerun(id: string) {
  return useMutation({
    mutationFn: (fromActivityId: number) =>
      api<TRunStarted>(`/api/workbench/runs/${encodeURIComponent(id)}/rerun`, {
        method: 'POST',
        body: { fromActivityId },
      }),
  });
}

/** Cancel or terminate a run with a reason (Temporal's own request, for a Temporal run). */
export function useStopRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: { kind: 'cancel' | 'terminate'; reason: string }) =>
      api<TStopRequested>(`/api/workbench/runs/${encodeURIComponent(id)}/${kind}`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runKey(id) }),
  });
}

/** An admin applies the run's results to its idea (the founder's results are replaced, on the record). */
export function useApplyRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<TRunApplied>(`/api/workbench/runs/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        body: { confirm: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runKey(id) }),
  });
}

export function useComparison(a: string, b: string) {
  return useQuery({
    queryKey: ['workbench', 'compare', a, b],
    queryFn: ({ signal }) =>
      api<TRunComparison>(`/api/workbench/compare?${new URLSearchParams({ a, b })}`, { signal }),
    enabled: Boolean(a && b && a !== b),
  });
}

/** The analyses of one idea, newest first (the compare pickers). */
export function useIdeaRuns(subject: string) {
  const path = `/api/workbench/runs?${new URLSearchParams({ workflow: 'analyzeIdea', subject, limit: '100' })}`;
  return useQuery({
    queryKey: ['workbench', 'runs', path],
    queryFn: ({ signal }) => api<TRunList>(path, { signal }),
    enabled: Boolean(subject),
  });
}

export function useEvals() {
  return useQuery({
    queryKey: ['workbench', 'evals'],
    queryFn: ({ signal }) => api<TEvalResults>('/api/workbench/evals', { signal }),
  });
}
