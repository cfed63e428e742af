import type { TDealFlowIdea } from '@core/contracts/advisors';
import type { TInvestorIdeaState, TInvestorIdeaView, TPassRequest } from '@core/contracts/deal-flow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';

const dealStateKey = (ideaId: string) => ['deal-state', ideaId] as const;

/** GET /api/deal-flow/:id: the investor's own state on one idea (decision, saved, note, deck request) and its fit. */
export function useDealState(ideaId: string, enabled = true) {
  return useQuery({
    queryKey: dealStateKey(ideaId),
    queryFn: () => api<TInvestorIdeaView>(`/api/deal-flow/${ideaId}`),
    enabled,
  });
}

type Action =
  | { kind: 'interest'; note: string }
  | { kind: 'pass'; pass: TPassRequest }
  | { kind: 'reconsider' }
  | { kind: 'saved'; saved: boolean }
  | { kind: 'note'; note: string }
  | { kind: 'deck'; message: string };

const DONE: Record<Action['kind'], [string, string]> = {
  interest: ['Interest sent', 'The founder sees it now, with your note and profile.'],
  pass: ['Passed', 'It moved to your Passed tab.'],
  reconsider: ['Back in your deal flow', 'Your decision was taken back.'],
  saved: ['Saved for later', 'Find it under Saved.'],
  note: ['Note saved', 'Only you can see it.'],
  deck: ['Deck requested', 'The founder is told now; you will be notified of their answer.'],
};

function request(ideaId: string, a: Action) {
  const base = `/api/deal-flow/${ideaId}`;
  switch (a.kind) {
    case 'interest':
      return api<TInvestorIdeaState>(`${base}/interest`, {
        method: 'PUT',
        body: a.note ? { note: a.note } : {},
      });
    case 'pass':
      return api<TInvestorIdeaState>(`${base}/pass`, { method: 'PUT', body: a.pass });
    case 'reconsider':
      return api<TInvestorIdeaState>(`${base}/decision`, { method: 'DELETE' });
    case 'saved':
      return api<TInvestorIdeaState>(`${base}/saved`, { method: 'PUT', body: { saved: a.saved } });
    case 'note':
      return api<TInvestorIdeaState>(`${base}/note`, { method: 'PUT', body: { note: a.note } });
    case 'deck':
      return api<TInvestorIdeaState>(`${base}/deck-requests`, {
        method: 'POST',
        body: a.message ? { message: a.message } : {},
      });
  }
}

/**
 * An investor's actions on one idea. The answer is the new state: it replaces the cached one on the idea page and
 * in every deal-flow list at once, and the lists are then fetched again (a pass leaves the main list).
 */
export function useDealActions(ideaId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Action) => request(ideaId, a),
    onSuccess: (state, a) => {
      // The answer is the state alone: the fit the page read stays.
      qc.setQueryData<TInvestorIdeaView>(dealStateKey(ideaId), (old) => (old ? { ...old, ...state } : old));
      qc.setQueriesData<TDealFlowIdea[]>({ queryKey: ['deal-flow'] }, (list) =>
        list?.map((i) => (i.id === ideaId ? { ...i, mine: state } : i)),
      );
      void qc.invalidateQueries({ queryKey: ['deal-flow'] });
      if (a.kind === 'saved' && !a.saved) notify('Removed from Saved');
      else notify(...DONE[a.kind]);
    },
    onError: (err) => notifyError('Error', errorMessage(err)),
  });
}
