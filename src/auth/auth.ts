import { betterAuth } from 'better-auth';
import { customSession } from 'better-auth/plugins';
import type pg from 'pg';
import type { Db } from '../db/connect';
import { ensureProfile } from '../profiles/profile.repository';

const MIN_PASSWORD_LENGTH = 6;
/** Set by the API on every auth request from Express's trusted client address (see api/app.ts). */
export const CLIENT_IP_HEADER = 'x-roundwise-client-ip';
/** Sign-in attempts a client address may make in a minute (password guessing). */
export const SIGN_IN_PER_MINUTE = 10;
/** Accounts a client address may create in a minute (an office signing its team up is well under it). */
export const SIGN_UP_PER_MINUTE = 30;
/** Password changes and reset requests a client address may make in a minute. */
export const PASSWORD_PER_MINUTE = 5;
/**
 * Session reads: every page load and window focus asks for the session. A limit per address would sign busy
 * users (and everyone behind one office address) out, and a read can guess nothing, so they are never limited.
 */
const UNLIMITED_AUTH_PATHS = ['/get-session', '/list-sessions', '/ok'] as const;
// Sessions last a month and slide forward daily, so a returning founder stays signed in.
const SESSION_DAYS = 30;

export function createAuth(options: {
  pool: pg.Pool;
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** Off only for load benchmarks that sign many users up from one address. */
  rateLimit?: boolean;
}) {
  return betterAuth({
    appName: 'Roundwise',
    database: options.pool,
    secret: options.secret,
    baseURL: options.baseUrl,
    trustedOrigins: options.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
    telemetry: { enabled: false },
    // Always on (better-auth turns it on only in production): per client address, strict limits where passwords
    // are guessed or accounts made, 100 calls a minute on the other auth routes, none on session reads. Counted in
    // Postgres (the rateLimit table, with atomic conditional updates), so every server process on the database
    // agrees: two processes behind a balancer do not double an attacker's attempts.
    rateLimit: {
      enabled: options.rateLimit ?? true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: SIGN_IN_PER_MINUTE },
        '/sign-up/*': { window: 60, max: SIGN_UP_PER_MINUTE },
        '/change-password': { window: 60, max: PASSWORD_PER_MINUTE },
        '/change-email': { window: 60, max: PASSWORD_PER_MINUTE },
        '/set-password': { window: 60, max: PASSWORD_PER_MINUTE },
        '/request-password-reset': { window: 60, max: PASSWORD_PER_MINUTE },
        '/forget-password': { window: 60, max: PASSWORD_PER_MINUTE },
        '/reset-password': { window: 60, max: PASSWORD_PER_MINUTE },
        '/reset-password/*': { window: 60, max: PASSWORD_PER_MINUTE },
        ...Object.fromEntries(UNLIMITED_AUTH_PATHS.map((p) => [p, false as const])),
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    // get-session answers without the session's token (issue 32): the token lives in the HttpOnly cookie alone, and
    // a copy in a JSON body would hand it to any script that ever ran on the page.
    plugins: [
      customSession(async ({ user, session }) => {
        const { token: _token, ...withoutToken } = session;
        return { user, session: withoutToken };
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // Sign-up registers every new user as a founder (spec §4); onboarding may change the role.
          after: async (user) => {
            await ensureProfile(options.db, { id: user.id, email: user.email, fullName: user.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
