import path from 'node:path';
import type { Config } from '../config';
import { loadOrCreateSecrets } from '../secrets';
import { clusterUrl, ensureDatabase, runningClusterPort, startEmbeddedCluster } from './embedded-postgres';

export const DATABASE_NAME = 'roundwise';

/**
 * The app's database for a command-line tool: DATABASE_URL, or the embedded cluster of a running Roundwise,
 * or the embedded cluster started just for this command (and stopped by `stop`).
 */
export async function openDatabase(
  config: Config,
): Promise<{ databaseUrl: string; stop: (() => Promise<void>) | null }> {
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL, stop: null };
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const dir = path.join(config.dataDir, 'postgres');
  const running = runningClusterPort(dir);
  if (running !== null)
    return { databaseUrl: clusterUrl(secrets.postgresPassword, running, DATABASE_NAME), stop: null };
  const cluster = await startEmbeddedCluster({ dir, password: secrets.postgresPassword });
  await ensureDatabase(cluster.urlFor('postgres'), DATABASE_NAME);
  return { databaseUrl: cluster.urlFor(DATABASE_NAME), stop: cluster.stop };
}
