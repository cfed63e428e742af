import { z } from 'zod';
import { ACCOUNT_PLANS } from './plans';

export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
});

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it; the key itself is never shown again. */
  prefix: z.string(),
  /** The account's plan (core/contracts/plans.ts): its hourly limit is shared by all the account's keys. */
  plan: z.enum(ACCOUNT_PLANS),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** Answer to a key's creation: the only time the full key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** Requests an hour per plan (spec §9), per account: one home for them, core/contracts/plans.ts. */
export { API_KEY_LIMITS, RATE_LIMITS } from './plans';
