import pg from 'pg';
import type { TNotification } from '../../core/contracts/notifications';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { countUnread, findNotification, toNotification } from './notification.repository';
import { NOTIFICATION_CHANNEL, type NotificationSignal } from './notify';

const RECONNECT_MS = 2_000;

export interface NotificationStream {
  notification: (n: TNotification, unread: number) => void;
  unread: (unread: number) => void;
  /** The hub lost Postgres for a while: the browser should fetch the list again. */
  resync: () => void;
}

/**
 * One per server process: LISTENs on the notification channel over a connection of its own and hands each signal
 * to the streams (browser tabs) of that user connected to this process. Whichever process recorded it (another
 * server, an analysis worker), every open tab of the user hears of it.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<NotificationStream>>();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  start(): this {
    void this.connect();
    return this;
  }

  /** Adds a user's stream; returns the function that removes it. */
  subscribe(userId: string, stream: NotificationStream): () => void {
    const set = this.streams.get(userId) ?? new Set();
    set.add(stream);
    this.streams.set(userId, set);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(userId);
    };
  }

  /** How many browser tabs are connected to this process (for tests and health). */
  get connections(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const c = new pg.Client({ connectionString: this.databaseUrl });
    this.client = c;
    const lost = (err: unknown) => {
      if (this.closed) return;
      this.logger.debug({ err }, 'Notification listener connection lost; reconnecting');
      void c.end().catch(() => {});
      this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    c.on('notification', (msg) => void this.deliver(msg.payload ?? ''));
    c.on('error', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      // Signals sent while the connection was down were missed: every open tab reloads its list.
      for (const set of this.streams.values()) for (const s of set) s.resync();
    } catch (err) {
      lost(err);
    }
  }

  private async deliver(payload: string): Promise<void> {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload) as NotificationSignal;
    } catch {
      return;
    }
    const streams = this.streams.get(signal.user);
    if (!streams?.size) return;
    try {
      const unread = await countUnread(this.db, signal.user);
      const row = signal.id ? await findNotification(this.db, signal.user, signal.id) : undefined;
      for (const s of streams) {
        if (row) s.notification(toNotification(row), unread);
        else s.unread(unread);
      }
    } catch (err) {
      this.logger.warn({ err }, 'Could not deliver a notification');
    }
  }
}
