import type { TApiKey, TApiKeyList, ZCreatedApiKey } from '@core/contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

const KEYS = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: KEYS,
    queryFn: ({ signal }) => api<TApiKeyList>('/api/api-keys', { signal }).then((r) => r.keys),
  });
}

/** POST /api/api-keys: the answer is the only time the whole key is ever sent. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => api<TCreatedApiKey>('/api/api-keys', { method: 'POST', body }),
    onSuccess: ({ key: _secret, ...created }) => {
      // Keep the list in step at once, without the secret; the refetch confirms it.
      qc.setQueryData<TApiKey[]>(KEYS, (keys) => [
        created,
        ...(keys ?? []).filter((k) => k.id !== created.id),
      ]);
      return qc.invalidateQueries({ queryKey: KEYS });
    },
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TApiKey>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_ok, id) => {
      const now = new Date().toISOString();
      qc.setQueryData<TApiKey[]>(KEYS, (keys) =>
        keys?.map((k) => (k.id === id ? { ...k, revoked_at: k.revoked_at ?? now } : k)),
      );
      return qc.invalidateQueries({ queryKey: KEYS });
    },
  });
}
