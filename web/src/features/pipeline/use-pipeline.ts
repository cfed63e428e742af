import type {
  TEntryChanges,
  TFollowUps,
  TNewEntry,
  TPipeline,
  TPipelineEntry,
  TPipelineImport,
  TRoundInput,
  TTimeline,
  TTimelineEvent,
} from '@core/contracts/pipeline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '@web/lib/api';
import { notifyError } from '@web/lib/toast';
import { useCallback } from 'react';
import { optimistic, patchEntry, removeEntry, upsertEntry } from './board';

export const pipelineKey = (ideaId: string) => ['pipeline', ideaId] as const;
const timelineKey = (ideaId: string, entryId: string) => ['pipeline', ideaId, 'timeline', entryId] as const;
const FOLLOW_UPS_KEY = ['follow-ups'] as const;

const base = (ideaId: string) => `/api/ideas/${encodeURIComponent(ideaId)}/pipeline`;
const entryPath = (ideaId: string, entryId: string) =>
  `${base(ideaId)}/entries/${encodeURIComponent(entryId)}`;

/** Refused (another founder's idea) and unknown ideas are answers, not hiccups to retry. */
const retry = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1;

export function usePipeline(ideaId: string, enabled = true) {
  return useQuery({
    queryKey: pipelineKey(ideaId),
    queryFn: ({ signal }) => api<TPipeline>(base(ideaId), { signal }),
    enabled: enabled && Boolean(ideaId),
    retry,
  });
}

export function useSaveRound(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoundInput) => api<TPipeline>(`${base(ideaId)}/round`, { method: 'PUT', body }),
    onSuccess: (pipeline) => qc.setQueryData(pipelineKey(ideaId), pipeline),
  });
}

export function useAddEntry(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TNewEntry>) =>
      api<TPipelineEntry>(`${base(ideaId)}/entries`, { method: 'POST', body }),
    onSuccess: async (entry) => {
      qc.setQueryData<TPipeline>(pipelineKey(ideaId), (p) => (p ? upsertEntry(p, entry) : p));
      await qc.invalidateQueries({ queryKey: pipelineKey(ideaId) });
    },
  });
}

/** Adds an investor to an idea's pipeline from anywhere (the investor database's idea picker). */
export function addToPipeline(ideaId: string, body: Partial<TNewEntry>) {
  return api<TPipelineEntry>(`${base(ideaId)}/entries`, { method: 'POST', body });
}

const UPDATE_KEY = (ideaId: string) => ['pipeline', ideaId, 'update'] as const;

/**
 * PATCHes a card with an optimistic update: the board shows the change at once; a refusal restores the board
 * as it was and says why in a toast. The pipeline is fetched again once no other change is in flight.
 */
export function useUpdateEntry(ideaId: string) {
  const qc = useQueryClient();
  const key = pipelineKey(ideaId);
  const mutation = useMutation({
    mutationKey: UPDATE_KEY(ideaId),
    mutationFn: ({ entryId, changes }: { entryId: string; changes: TEntryChanges }) =>
      api<TPipelineEntry>(entryPath(ideaId, entryId), { method: 'PATCH', body: changes }),
    onSettled: async (_data, _err, vars) => {
      if (qc.isMutating({ mutationKey: UPDATE_KEY(ideaId) }) <= 1)
        await qc.invalidateQueries({ queryKey: key });
      else await qc.invalidateQueries({ queryKey: timelineKey(ideaId, vars.entryId) });
      if (vars.changes.next_follow_up !== undefined || vars.changes.stage !== undefined)
        await qc.invalidateQueries({ queryKey: FOLLOW_UPS_KEY });
    },
  });
  const { mutateAsync } = mutation;

  const update = useCallback(
    async (entryId: string, changes: TEntryChanges, failure = 'Could not save the change') => {
      // Stop a refetch in flight from painting the old board over the optimistic one.
      void qc.cancelQueries({ queryKey: key, exact: true });
      const previous = qc.getQueryData<TPipeline>(key);
      const change = previous ? optimistic(previous, (p) => patchEntry(p, entryId, changes)) : null;
      if (change) qc.setQueryData(key, change.next);
      try {
        return await mutateAsync({ entryId, changes });
      } catch (err) {
        if (change) qc.setQueryData(key, change.rollback());
        notifyError(failure, errorMessage(err));
        throw err;
      }
    },
    [qc, key, mutateAsync],
  );
  return { update, isPending: mutation.isPending };
}

export function useDeleteEntry(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api<null>(entryPath(ideaId, entryId), { method: 'DELETE' }),
    onSuccess: async (_data, entryId) => {
      qc.setQueryData<TPipeline>(pipelineKey(ideaId), (p) => (p ? removeEntry(p, entryId) : p));
      await qc.invalidateQueries({ queryKey: pipelineKey(ideaId) });
      await qc.invalidateQueries({ queryKey: FOLLOW_UPS_KEY });
    },
  });
}

export function useTimeline(ideaId: string, entryId: string | null) {
  return useQuery({
    queryKey: timelineKey(ideaId, entryId ?? ''),
    queryFn: ({ signal }) =>
      api<TTimeline>(`${entryPath(ideaId, entryId!)}/timeline`, { signal }).then((r) => r.events),
    enabled: Boolean(entryId),
    retry,
  });
}

export function useAddNote(ideaId: string, entryId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<TTimelineEvent>(`${entryPath(ideaId, entryId)}/notes`, { method: 'POST', body: { text } }),
    onSuccess: (event) =>
      qc.setQueryData<TTimelineEvent[]>(timelineKey(ideaId, entryId), (events) =>
        events ? [event, ...events] : [event],
      ),
  });
}

export function useImportCsv(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api<TPipelineImport>(`${base(ideaId)}/import`, { method: 'POST', body: { csv } }),
    onSuccess: async (result) => {
      if (result.errors.length === 0) {
        await qc.invalidateQueries({ queryKey: pipelineKey(ideaId) });
        await qc.invalidateQueries({ queryKey: FOLLOW_UPS_KEY });
      }
    },
  });
}

export const exportCsvHref = (ideaId: string) => `${base(ideaId)}/export.csv`;

/** Follow-ups due today (the founder's own today) or overdue, over all their ideas. */
export function useFollowUps(today: string, enabled = true) {
  return useQuery({
    queryKey: [...FOLLOW_UPS_KEY, today],
    queryFn: ({ signal }) =>
      api<TFollowUps>(`/api/follow-ups?today=${encodeURIComponent(today)}`, { signal }).then((r) => r.due),
    enabled,
  });
}
