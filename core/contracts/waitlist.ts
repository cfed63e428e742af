import { z } from 'zod';
import { WAITLIST_TIERS } from './vocabulary';

// Messages are the spec's (§5); the first failing one is what the user sees.
export const ZJoinWaitlistRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: z
    .string()
    .trim()
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  tier: z.enum(WAITLIST_TIERS, 'Tier must be Growth or Scale'),
});
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;
