import type {
  TFounderDeckRequest,
  TIdeaInvestorActivity,
  TPipelineEntryCreated,
} from '@core/contracts/deal-flow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { pipelineKey } from '../../pipeline/use-pipeline';

const activityKey = (ideaId: string) => ['investor-activity', ideaId] as const;

/** GET /api/ideas/:id/investor-activity: who acted on the founder's idea, and the deck requests. */
export function useInvestorActivity(ideaId: string) {
  return useQuery({
    queryKey: activityKey(ideaId),
    queryFn: () => api<TIdeaInvestorActivity>(`/api/ideas/${ideaId}/investor-activity`),
  });
}

/** One click: the interested investor joins the pipeline at Contacted, their note on the timeline. */
export function useAddToPipeline(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (investorId: string) =>
      api<TPipelineEntryCreated>(
        `/api/ideas/${ideaId}/investor-activity/${encodeURIComponent(investorId)}/pipeline`,
        { method: 'POST' },
      ),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: activityKey(ideaId) }),
        qc.invalidateQueries({ queryKey: pipelineKey(ideaId) }),
      ]);
      notify('Added to your pipeline', 'At Contacted, with their note on the timeline.');
    },
    onError: (err) => notifyError('Error', errorMessage(err, 'Failed to add the investor to your pipeline')),
  });
}

type Answer = { requestId: string } & ({ grant: string } | { decline: string });

/** Grants a deck request by sharing a document (the Documents switch), or declines it. */
export function useAnswerRequest(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Answer) =>
      'grant' in a
        ? api<TFounderDeckRequest>(`/api/ideas/${ideaId}/deck-requests/${a.requestId}/grant`, {
            method: 'POST',
            body: { document_id: a.grant },
          })
        : api<TFounderDeckRequest>(`/api/ideas/${ideaId}/deck-requests/${a.requestId}/decline`, {
            method: 'POST',
            body: a.decline ? { answer: a.decline } : {},
          }),
    onSuccess: async (r) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: activityKey(ideaId) }),
        qc.invalidateQueries({ queryKey: ['idea', ideaId] }),
      ]);
      if (r.status === 'granted') notify('Document shared', 'The investor is told, and can download it now.');
      else notify('Request declined', 'The investor is told.');
    },
    onError: (err) => notifyError('Error', errorMessage(err, 'Failed to answer the request')),
  });
}
