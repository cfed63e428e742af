import { z } from 'zod';

/**
 * Notifications (issue 21): what the other side did, for every role, kept in Postgres, delivered live over SSE while
 * the app is open, and sent as an e-mail digest when the server has SMTP_URL.
 *
 * | route                                   | who        | body / query        | answer                                       |
 * | --------------------------------------- | ---------- | ------------------- | -------------------------------------------- |
 * | GET  /api/notifications                 | signed-in  | limit (1-50, 20)    | TNotificationList                            |
 * | GET  /api/notifications/stream          | signed-in  |                     | SSE: `notification` (TNotification), `unread` ({ unread }) |
 * | POST /api/notifications/:id/read        | signed-in  |                     | { unread }; 404 unless it is the caller's    |
 * | POST /api/notifications/read-all        | signed-in  |                     | { unread: 0 }                                |
 * | GET  /api/notification-settings         | signed-in  |                     | TNotificationSettings                        |
 * | PUT  /api/notification-settings         | signed-in  | { digest }          | TNotificationSettings                        |
 * | POST /api/notifications/unsubscribe     | anyone with the e-mail's token | { token } or ?token= | { email, digest: 'off' } |
 */

const NOTIFICATION_KINDS = [
  'investor_interested',
  'investor_passed',
  'deck_requested',
  'deck_granted',
  'deck_declined',
  'advisor_interested',
  'advisor_contacted',
  'analysis_finished',
  'follow_up_due',
  /** Staff changed the user's data (an admin applied an analysis, edited the profile): the notice names the role. */
  'staff_action',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** Where to act on it, a path of the web app. */
  link: z.string(),
  idea_id: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ notifications: z.array(ZNotification), unread: z.number() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** POST /api/notifications/:id/read and /read-all: how many are left unread. */
export const ZUnreadCount = z.object({ unread: z.number() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZNotificationSettings = z.object({
  digest: z.enum(DIGEST_FREQUENCIES),
  /** False when the server has no SMTP_URL: no e-mail is sent, whatever the setting. */
  email_enabled: z.boolean(),
  /** Where digests go. */
  email: z.string(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** The unsubscribe link's answer: whose digests stopped. */
export const ZUnsubscribed = z.object({ email: z.string(), digest: z.literal('off') });
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'Limit must be at most 50')
    .default(20),
});

export const ZNotificationParam = z.object({ id: z.uuid('Notification id must be a UUID') });

export const ZNotificationSettingsRequest = z
  .object({ digest: z.enum(DIGEST_FREQUENCIES, 'Digest must be off, daily or weekly') })
  .strict();

const ZToken = z
  .string({ error: 'The unsubscribe link is incomplete' })
  .trim()
  .min(16, 'The unsubscribe link is incomplete')
  .max(100, 'The unsubscribe link is not valid');

/** The token comes in the body (the web page's button) or the query (mail clients' one-click, RFC 8058). */
export const ZUnsubscribeBody = z.object({ token: ZToken.optional() });
export const ZUnsubscribeQuery = z.object({ token: ZToken.optional() });
