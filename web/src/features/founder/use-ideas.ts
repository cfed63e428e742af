import type { TCreateIdeaRequest, TIdea, TIdeaList, TUpdateIdeaRequest } from '@core/contracts/ideas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useIdeas() {
  return useQuery({
    queryKey: ['ideas'],
    queryFn: () => api<TIdeaList>('/api/ideas').then((r) => r.ideas),
  });
}

export function useCreateIdea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateIdeaRequest) => api<TIdea>('/api/ideas', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ideas'] }),
  });
}

export function useUpdateIdea(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateIdeaRequest) => api<TIdea>(`/api/ideas/${id}`, { method: 'PATCH', body }),
    onSuccess: (idea) => {
      qc.setQueryData(['idea', id], idea);
      return qc.invalidateQueries({ queryKey: ['ideas'] });
    },
  });
}

/** Spec §4: an idea is analyzed once its recommendations contain investors. */
export function analysisCounts(idea: TIdea): { investors: number; partners: number } | null {
  const rec = idea.recommendations;
  if (!rec || rec.investors.length === 0) return null;
  return { investors: rec.investors.length, partners: rec.designPartners.length };
}
