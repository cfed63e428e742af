import { z } from 'zod';

/**
 * The contact form (spec §5: name, email and message required). Beyond the spec the message is stored and
 * admins read it: POST /api/contact (public) → 201 { ok: true }; GET /api/admin/contact-messages (admins) →
 * { messages: TContactMessage[], total }.
 */
export const ZContactRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be less than 5000 characters'),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** A message (or a place on the waitlist) received: nothing more is said back. */
export const ZReceived = z.object({ ok: z.literal(true) });

const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
export const ZContactMessages = z.object({ messages: z.array(ZContactMessage), total: z.number() });
export type TContactMessages = z.infer<typeof ZContactMessages>;

export const ZContactListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
