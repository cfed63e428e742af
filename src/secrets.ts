import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export interface LocalSecrets {
  authSecret: string;
  postgresPassword: string;
}

/**
 * Secrets a single-machine install needs but nobody should have to invent: made once, kept in the data
 * directory (mode 600), and reused by every later start so sessions and the database survive restarts.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  await mkdir(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    authSecret: randomBytes(32).toString('base64url'),
    postgresPassword: randomBytes(18).toString('base64url'),
  };
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * In production the session secret comes from the environment only: at least 32 characters and not a
 * placeholder. Elsewhere (npm start on a laptop) one is made once and kept in the data directory.
 */
export function productionSecret(
  config: Pick<Config, 'NODE_ENV' | 'BETTER_AUTH_SECRET'>,
): string | undefined {
  const secret = config.BETTER_AUTH_SECRET;
  if (config.NODE_ENV !== 'production') return secret;
  if (!secret || secret.length < 32 || /change-me/i.test(secret))
    throw new Error(
      'In production BETTER_AUTH_SECRET must be set in the environment: at least 32 random characters, e.g. the output of `openssl rand -base64 32`.',
    );
  return secret;
}
