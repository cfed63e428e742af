import type {
  TAdvisorInterest,
  TAdvisorRecommendation,
  TAdvisorRecommendations,
  TRecordInterestRequest,
} from '@core/contracts/advisors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { withInterest } from './interest';

const RECOMMENDATIONS_KEY = ['advisor-recommendations'] as const;

/** GET /api/advisor/recommendations: the startups matched to the signed-in advisor. */
export function useRecommendations(enabled = true) {
  return useQuery({
    queryKey: RECOMMENDATIONS_KEY,
    queryFn: () =>
      api<TAdvisorRecommendations>('/api/advisor/recommendations').then((r) => r.recommendations),
    enabled,
  });
}

/**
 * POST /api/advisor/interests. On success the cached recommendations show the new status; on failure (say a
 * 409 because one exists already) they are reloaded so the card shows what the server holds.
 */
export function useRecordInterest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordInterestRequest) =>
      api<TAdvisorInterest>('/api/advisor/interests', { method: 'POST', body }),
    onSuccess: (interest) => {
      qc.setQueryData<TAdvisorRecommendation[]>(RECOMMENDATIONS_KEY, (list) =>
        list ? withInterest(list, interest.idea_id, interest.interest_level) : list,
      );
    },
    onError: () => qc.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
  });
}
