import { sql } from 'kysely';
import { type AccountPlan, RATE_LIMITS } from '../../core/contracts/plans';
import type { Db } from '../db/connect';
import { accountPlan } from '../plans/account-plan';
import { type ApiKeyPlan, type ApiKeyUse, authenticateApiKey, hashApiKey, usageFor } from './api-keys';

const HOUR_MS = 3_600_000;
// How long a process trusts that a key it has seen is still valid, and its account's plan. Revoking takes effect at
// once in the process that revoked it (it forgets the key) and within this time in every other process.
const KEY_TTL_MS = 5_000;
// How often batched counts reach Postgres; other processes see a key's use this late at most.
const FLUSH_INTERVAL_MS = 100;
// Within this many requests of the limit every request is counted in Postgres at once, so no batch can
// carry a key past its limit unseen.
const exactHeadroom = (limit: number) => Math.max(10, Math.ceil(limit * 0.05));

interface KnownKey {
  keyId: string;
  userId: string;
  plan: ApiKeyPlan;
  seenAt: number;
}

interface Counter {
  /** The hour window, as hours since the epoch. */
  window: number;
  /** The count Postgres last reported for the window, from every process. */
  base: number;
  /** Requests this process counted and has not written yet. */
  pending: number;
  /**
   * Requests this process is writing to Postgres now: no longer pending, not yet in `base`. Without them a request
   * answered while a batch was on its way was told one request more remained than did (`tests/api/v1.test.ts`).
   */
  inflight: number;
  /** The account's keys used since the last write: their `last_used_at` is refreshed with it. */
  keys: Set<string>;
}

/**
 * Authenticates API keys and counts their use against the account's hourly limit (all its keys together, issue 32)
 * in Postgres, without a database round
 * trip per request while a key is far from its limit: a process remembers keys it has seen for a few seconds,
 * counts locally and adds its counts to Postgres every 100 ms. Near the limit it counts every request in
 * Postgres at once, which is exact across processes.
 */
export class ApiKeyMeter {
  private readonly keys = new Map<string, KnownKey>();
  private readonly counters = new Map<string, Counter>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    /** The plan of an account an operator gave none (PLAN_DEFAULT). */
    private readonly planDefault: AccountPlan = 'starter',
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async use(key: string): Promise<ApiKeyUse | null> {
    const hash = hashApiKey(key);
    const now = this.now();
    const window = Math.floor(now / HOUR_MS);
    const known = this.keys.get(hash);
    // Counters are the account's: every key of one account draws on the same hour.
    const counter = known ? this.counters.get(known.userId) : undefined;
    if (!known || now - known.seenAt > KEY_TTL_MS || !counter || counter.window !== window) {
      const use = await authenticateApiKey(this.db, key, this.planDefault);
      if (!use) {
        this.keys.delete(hash);
        return null;
      }
      this.keys.set(hash, { keyId: use.keyId, userId: use.userId, plan: use.plan, seenAt: now });
      // Other requests may have counted on this key while this one waited: keep what they counted.
      const current = this.counters.get(use.userId);
      if (current && current.window === window) current.base = Math.max(current.base, use.used);
      else
        this.counters.set(use.userId, { window, base: use.used, pending: 0, inflight: 0, keys: new Set() });
      const pending = this.counters.get(use.userId)!.pending;
      return this.verdict(use.plan, use.used + pending, use.keyId, use.userId, window, now);
    }
    const limit = RATE_LIMITS[known.plan];
    if (limit - (counter.base + counter.inflight + counter.pending + 1) <= exactHeadroom(limit)) {
      const increment = counter.pending + 1;
      counter.pending = 0;
      counter.inflight += increment;
      let used: number;
      try {
        used = await this.add(known.userId, window, increment, [known.keyId]);
      } finally {
        counter.inflight -= increment;
      }
      // Counts only grow within a window, so the highest one seen is the freshest.
      counter.base = Math.max(counter.base, used);
      return this.verdict(known.plan, used, known.keyId, known.userId, window, now);
    }
    counter.pending += 1;
    counter.keys.add(known.keyId);
    const used = counter.base + counter.inflight + counter.pending;
    return this.verdict(known.plan, used, known.keyId, known.userId, window, now);
  }

  /** The plan of an account (the one granted it, or PLAN_DEFAULT): what its tools' answers may include. */
  planOf(userId: string): Promise<AccountPlan> {
    return accountPlan(this.db, userId, this.planDefault);
  }

  /** Forget a key at once, e.g. because it was just revoked. */
  forgetKey(keyId: string): void {
    for (const [hash, known] of this.keys) if (known.keyId === keyId) this.keys.delete(hash);
  }

  /** Writes every pending count; called on a timer and before shutting down. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      for (const [userId, counter] of this.counters) {
        if (counter.pending === 0) continue;
        const increment = counter.pending;
        const keys = [...counter.keys];
        counter.keys.clear();
        counter.pending -= increment;
        counter.inflight += increment;
        try {
          counter.base = Math.max(counter.base, await this.add(userId, counter.window, increment, keys));
        } catch {
          counter.pending += increment;
        } finally {
          counter.inflight -= increment;
        }
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async add(userId: string, window: number, increment: number, keyIds: string[]): Promise<number> {
    const windowStart = new Date(window * HOUR_MS);
    const { rows } = await sql<{ count: number }>`
      with counted as (
        insert into api_account_usage as u (user_id, window_start, count) values (${userId}, ${windowStart}, ${increment})
        on conflict (user_id, window_start) do update set count = u.count + ${increment}
        returning u.count
      ),
      touched as (
        update api_keys set last_used_at = now()
        where id = any(${keyIds}::uuid[]) and (last_used_at is null or last_used_at < now() - interval '1 minute')
      )
      select count from counted`.execute(this.db);
    return rows[0]!.count;
  }

  private verdict(
    plan: ApiKeyPlan,
    used: number,
    keyId: string,
    userId: string,
    window: number,
    now: number,
  ): ApiKeyUse {
    const resetAt = ((window + 1) * HOUR_MS) / 1000;
    return usageFor(plan, used, {
      keyId,
      userId,
      resetAt,
      retryAfter: Math.max(1, Math.ceil(resetAt - now / 1000)),
    });
  }
}
