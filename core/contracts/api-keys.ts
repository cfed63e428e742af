import { z } from 'zod';

export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
});

const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it; the key itself is never shown again. */
  prefix: z.string(),
  plan: z.enum(['free', 'pro', 'enterprise']),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** Answer to a key's creation: the only time the full key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });

/** Requests an hour per plan (spec §9); enterprise limits are agreed per customer. */
export const RATE_LIMITS = { free: 100, pro: 1000, enterprise: 10_000 } as const;
