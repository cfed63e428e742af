import type { Response } from 'express';
import type { TNotification, TNotificationSettings } from '../../../core/contracts/notifications';
import {
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationParam,
  ZNotificationSettings,
  ZNotificationSettingsRequest,
  ZUnreadCount,
  ZUnsubscribeBody,
  ZUnsubscribed,
  ZUnsubscribeQuery,
} from '../../../core/contracts/notifications';
import {
  countUnread,
  ensureSettings,
  listNotifications,
  markRead,
  setDigest,
  toNotification,
  unsubscribeByToken,
} from '../../notifications/notification.repository';
import { signalRead } from '../../notifications/notify';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/** A comment line every so often keeps proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The bell, its live stream, and the e-mail digest's settings (contracts/notifications.ts). Always the caller's own. */
export function registerNotificationRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/notifications',
    access: 'signed-in',
    query: ZNotificationListQuery,
    response: ZNotificationList,
    handler: async ({ caller, query }) => {
      const [rows, unread] = await Promise.all([
        listNotifications(deps.db, caller!.id, query.limit),
        countUnread(deps.db, caller!.id),
      ]);
      return { notifications: rows.map(toNotification), unread };
    },
  });

  defineRoute({
    method: 'get',
    path: '/notifications/stream',
    access: 'signed-in',
    handler: async ({ caller, req, res }) => {
      const userId = caller!.id;
      openStream(res);
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const unsubscribe = deps.notifications.subscribe(userId, {
        notification: (n: TNotification, unread: number) => send('notification', { notification: n, unread }),
        unread: (unread) => send('unread', { unread }),
        resync: () => send('resync', {}),
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      req.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      send('unread', { unread: await countUnread(deps.db, userId) });
      return undefined;
    },
  });

  defineRoute({
    method: 'post',
    path: '/notifications/:id/read',
    access: 'signed-in',
    params: ZNotificationParam,
    response: ZUnreadCount,
    handler: async ({ caller, params }) => {
      if (!(await markRead(deps.db, caller!.id, params.id)))
        throw new AppError('not_found', 'Notification not found');
      await signalRead(deps.db, caller!.id);
      return { unread: await countUnread(deps.db, caller!.id) };
    },
  });

  defineRoute({
    method: 'post',
    path: '/notifications/read-all',
    access: 'signed-in',
    response: ZUnreadCount,
    handler: async ({ caller }) => {
      await markRead(deps.db, caller!.id, 'all');
      await signalRead(deps.db, caller!.id);
      return { unread: 0 };
    },
  });

  defineRoute({
    method: 'get',
    path: '/notification-settings',
    access: 'signed-in',
    response: ZNotificationSettings,
    handler: async ({ caller }) => settingsOf(deps, caller!.id, caller!.email),
  });

  defineRoute({
    method: 'put',
    path: '/notification-settings',
    access: 'signed-in',
    body: ZNotificationSettingsRequest,
    response: ZNotificationSettings,
    handler: async ({ caller, body }) => {
      await setDigest(deps.db, caller!.id, body.digest);
      return settingsOf(deps, caller!.id, caller!.email);
    },
  });

  // The e-mail's link: its token alone says whose digests to stop (no session needed, as a mail client has none).
  defineRoute({
    method: 'post',
    path: '/notifications/unsubscribe',
    access: 'public',
    query: ZUnsubscribeQuery,
    body: ZUnsubscribeBody,
    response: ZUnsubscribed,
    handler: async ({ query, body }) => {
      const token = body.token ?? query.token;
      if (!token) throw new AppError('bad_request', 'The unsubscribe link is incomplete', 'token');
      const row = await unsubscribeByToken(deps.db, token);
      if (!row)
        throw new AppError('not_found', 'This unsubscribe link is not valid (it may be from an old e-mail)');
      return { email: row.email, digest: 'off' as const };
    },
  });
}

async function settingsOf(deps: AppDeps, userId: string, email: string): Promise<TNotificationSettings> {
  const settings = await ensureSettings(deps.db, userId);
  return { digest: settings.digest, email_enabled: Boolean(deps.config.SMTP_URL), email };
}

function openStream(res: Response) {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
}
