import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TApiKey } from '../../core/contracts/api-keys';
import { type AccountPlan, API_KEY_LIMITS, RATE_LIMITS } from '../../core/contracts/plans';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { ApiKeyRow } from './auth.table';

/**
 * API keys for the public API (/api/v1). A key is `rw_live_` followed by 32 random bytes in base64url
 * (43 characters). The database keeps only its SHA-256 hash and a short display prefix; the key itself is
 * shown once, when it is created.
 *
 * Why a fast, unsalted hash and not bcrypt/argon2: slow, salted hashes protect low-entropy secrets
 * (passwords) from offline guessing. A key carries 256 random bits, so even a leaked hash cannot be brute
 * forced, however fast the hash. A slow hash would instead cost tens of milliseconds of CPU on every API
 * request, and a salt would make the hash impossible to look up: being deterministic, the SHA-256 is the
 * unique, indexed column a request is authenticated by, in one query.
 */
export const API_KEY_PREFIX = 'rw_live_';
const KEY_BYTES = 32;
const KEY_PATTERN = /^rw_live_[A-Za-z0-9_-]{43}$/;
/** `rw_live_` and four characters of the key: enough to tell keys apart in a list, useless to an attacker. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;
export type ApiKeyPlan = AccountPlan;

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  return { key, prefix: key.slice(0, DISPLAY_PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** True when the string has the shape of one of our keys (checked before any database work). */
export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key from an `Authorization: Bearer <key>` header, or null when the header is missing or malformed. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const key = match?.[1];
  return key && isWellFormedApiKey(key) ? key : null;
}

function toApiKey(row: ApiKeyRow, plan: AccountPlan): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    plan,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * Creates a key for the user; the answer is the only place the full key ever appears. Keys are limited (at most
 * API_KEY_LIMITS.maxActive at once, maxCreatedPerDay made in 24 hours, revoked ones included), so revoking and
 * making keys in a loop buys nothing; and the hourly limit is the account's anyway, whatever its keys.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  name: string,
  plan: AccountPlan,
): Promise<TApiKey & { key: string }> {
  return db.transaction().execute(async (trx) => {
    // One creation at a time per user: two racing requests cannot both pass the counts.
    await sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`.execute(trx);
    const counts = await trx
      .selectFrom('api_keys')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('revoked_at', 'is', null).as('active'),
        eb.fn
          .countAll<number>()
          .filterWhere('created_at', '>', sql<Date>`now() - interval '1 day'`)
          .as('today'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(counts.active) >= API_KEY_LIMITS.maxActive)
      throw new AppError(
        'conflict',
        `You already have ${API_KEY_LIMITS.maxActive} active API keys. Revoke one before creating another.`,
      );
    if (Number(counts.today) >= API_KEY_LIMITS.maxCreatedPerDay)
      throw new AppError(
        'rate_limited',
        `You made ${API_KEY_LIMITS.maxCreatedPerDay} API keys in the last 24 hours, the most there may be. Try again tomorrow, or use a key you have.`,
      );
    const { key, prefix, hash } = generateApiKey();
    const row = await trx
      .insertInto('api_keys')
      .values({ user_id: userId, name, prefix, key_hash: hash })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toApiKey(row, plan), key };
  });
}

/** The user's keys, newest first, revoked ones included (they show when they were revoked). */
export async function listApiKeys(db: Db, userId: string, plan: AccountPlan): Promise<TApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => toApiKey(r, plan));
}

/**
 * Revokes one of the user's keys (revoking twice keeps the first time). Null when the user has no such key,
 * whether it does not exist or belongs to someone else: the caller cannot tell the two apart.
 */
export async function revokeApiKey(
  db: Db,
  userId: string,
  id: string,
  plan: AccountPlan,
): Promise<TApiKey | null> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row ? toApiKey(row, plan) : null;
}

/** Start of the current one-hour rate-limit window, in UTC whatever the session's time zone. */
export const CURRENT_USAGE_WINDOW = sql<Date>`to_timestamp(floor(extract(epoch from now()) / 3600) * 3600)`;

export interface ApiKeyUse {
  keyId: string;
  userId: string;
  plan: ApiKeyPlan;
  /** Requests an hour the plan allows. */
  limit: number;
  /** Requests made with all the account's keys in the current window, this one included. */
  used: number;
  /** Requests left in the window after this one (0 once over the limit). */
  remaining: number;
  /** When the window ends, in Unix seconds. */
  resetAt: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
  /** True when this request is past the plan's limit and must be refused. */
  limited: boolean;
}

/**
 * Authenticates a key and counts the request in one round trip: the CTE finds the non-revoked key by its
 * hash with its account's plan, upserts the account's usage row for this hour (issue 32: the limit is the
 * account's, shared by all its keys) (count + 1; the row lock serialises concurrent requests, so the count
 * holds across processes), and refreshes `last_used_at` only when it is more than a minute old, so a busy key
 * does not rewrite its row on every request. Null for an unknown or revoked key, which is not counted.
 *
 * Requests refused for the limit are counted too: they cannot extend the window (it is the clock hour), and
 * the count then shows how hard a client pushed. Usage rows are kept, one per key per active hour, as a
 * history of use (they go with their key, on delete cascade).
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  planDefault: AccountPlan,
): Promise<ApiKeyUse | null> {
  const { rows } = await sql<{
    id: string;
    user_id: string;
    plan: ApiKeyPlan;
    count: number;
    reset_at: number;
    retry_after: number;
  }>`
    with found as (
      select k.id, k.user_id, coalesce(p.plan, ${planDefault}) as plan
      from api_keys k left join profiles p on p.id = k.user_id
      where k.key_hash = ${hashApiKey(key)} and k.revoked_at is null
    ),
    counted as (
      insert into api_account_usage as u (user_id, window_start, count)
      select user_id, ${CURRENT_USAGE_WINDOW}, 1 from found
      on conflict (user_id, window_start) do update set count = u.count + 1
      returning u.user_id, u.window_start, u.count
    ),
    touched as (
      update api_keys set last_used_at = now()
      where id in (select id from found)
        and (last_used_at is null or last_used_at < now() - interval '1 minute')
      returning id
    )
    select found.id, found.user_id, found.plan, counted.count,
      extract(epoch from counted.window_start + interval '1 hour')::bigint as reset_at,
      greatest(1, ceil(extract(epoch from counted.window_start + interval '1 hour' - now())))::int as retry_after
    from found join counted on counted.user_id = found.user_id
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return usageFor(row.plan, row.count, {
    keyId: row.id,
    userId: row.user_id,
    resetAt: Number(row.reset_at),
    retryAfter: row.retry_after,
  });
}

/** The rate-limit verdict for a plan and this window's count (pure, so it is unit-tested). */
export function usageFor(
  plan: ApiKeyPlan,
  used: number,
  rest: Pick<ApiKeyUse, 'keyId' | 'userId' | 'resetAt' | 'retryAfter'>,
): ApiKeyUse {
  const limit = RATE_LIMITS[plan];
  return { ...rest, plan, limit, used, remaining: Math.max(0, limit - used), limited: used > limit };
}
