import { betterAuth } from 'better-auth';
import type pg from 'pg';
import type { Db } from '../db/connect';
import { ensureProfile } from '../profiles/profile.repository';

export const MIN_PASSWORD_LENGTH = 6;
/** Set by the API on every auth request from Express's trusted client address (see api/app.ts). */
export const CLIENT_IP_HEADER = 'x-roundwise-client-ip';
/** Sign-in attempts a client address may make in a minute (password guessing). */
export const SIGN_IN_PER_MINUTE = 10;
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
    // Always on (better-auth turns it on only in production): per client address, 100 auth calls a minute, and
    // stricter limits where passwords are guessed. Kept in memory: each server process counts its own.
    rateLimit: {
      enabled: options.rateLimit ?? true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_PER_MINUTE },
        '/sign-up/email': { window: 60, max: 30 },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
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
