import type { TIdeaNetwork } from '@core/contracts/warm-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * The founder's network for their idea (warm paths, forwardable intros, design partners from contacts), read from
 * their contacts each time; asked again after a new analysis (`analyzedAt`). Only the idea's founder asks.
 */
export function useIdeaNetwork(ideaId: string, enabled: boolean, analyzedAt: string | null) {
  return useQuery({
    queryKey: ['contacts', 'idea-network', ideaId, analyzedAt],
    queryFn: ({ signal }) =>
      api<TIdeaNetwork>(`/api/ideas/${encodeURIComponent(ideaId)}/network`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}
