import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
