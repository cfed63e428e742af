import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { sql } from 'kysely';
import type { StaffRole, UserType } from '../../core/contracts/vocabulary';
import type { Db } from '../db/connect';
import type { Caller } from '../domain/caller';
import type { Auth } from './auth';

/**
 * The caller of a signed-in request in one round trip to Postgres: the session cookie's signature checked here (an
 * HMAC, as better-auth signs it), then the session, its user and their roles in one query.
 *
 * better-auth's own `getSession` checks the signature with WebCrypto (two turns through libuv's thread pool) and
 * reads the session and user in one query; the roles took another. Under `npm run bench:load` each of those turns
 * waited behind every other request on the event loop, and signed-in searches took twice as long as signed-out ones.
 *
 * Nothing is cached: a signed-out or deleted session, an expired one and a changed role count from the next request,
 * as with better-auth. A session due for its daily refresh answers `'refresh'`, and the caller goes through
 * better-auth, which moves the expiry on.
 */
export interface SessionLookup {
  callerOf(cookieHeader: string | undefined): Promise<Caller | 'refresh' | null>;
}

export interface SessionLookupConfig {
  /** The session cookie's name as better-auth sets it (with its `__Secure-` prefix over https). */
  cookieName: string;
  secret: string;
  /** better-auth's `session.expiresIn` and `session.updateAge`, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/** The lookup for an app's better-auth instance: its cookie name, secret and session ages. */
export async function sessionLookupFor(db: Db, auth: Auth): Promise<SessionLookup> {
  const ctx = await auth.$context;
  return createSessionLookup(db, {
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresIn: ctx.sessionConfig.expiresIn,
    updateAge: ctx.sessionConfig.updateAge,
  });
}

export function createSessionLookup(db: Db, config: SessionLookupConfig): SessionLookup {
  return {
    async callerOf(cookieHeader) {
      const token = cookieHeader
        ? verifiedToken(parseCookies(cookieHeader).get(config.cookieName), config.secret)
        : null;
      if (!token) return null;
      const { rows } = await sql<{
        id: string;
        email: string;
        name: string;
        expires_at: Date;
        user_type: UserType | null;
        staff: StaffRole[];
      }>`
        select u.id, u.email, u.name, s."expiresAt" as expires_at,
          (select p.user_type from profiles p where p.id = u.id) as user_type,
          coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id), '{}') as staff
        from session s join "user" u on u.id = s."userId"
        where s.token = ${token}`.execute(db);
      const row = rows[0];
      if (!row || row.expires_at.getTime() < Date.now()) return null;
      // As better-auth decides it: a session whose expiry was last moved more than updateAge ago is moved again.
      if (row.expires_at.getTime() - config.expiresIn * 1000 + config.updateAge * 1000 <= Date.now())
        return 'refresh';
      return { id: row.id, email: row.email, name: row.name, role: row.user_type, staffRoles: row.staff };
    },
  };
}

/**
 * The token a signed session cookie carries, when the signature is ours: better-call signs `token` as
 * `token.base64(HMAC-SHA256(secret, token))` (its `getSignedCookie` reads it the same way).
 */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
