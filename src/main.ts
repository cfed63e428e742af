import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { type EmbeddedCluster, ensureDatabase, startEmbeddedCluster } from './db/embedded-postgres';
import { createLoadProgress } from './investors/load-progress';
import { createLogger } from './logger';
import { loadOrCreateSecrets } from './secrets';
import { startServer } from './server';
import { ensureWebBuild } from './web-build';

const DATABASE_NAME = 'roundwise';

async function main() {
  // A local .env, when there is one, is read first; the real environment wins over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const secrets = await loadOrCreateSecrets(config.dataDir);

  let cluster: EmbeddedCluster | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info(`Starting embedded Postgres in ${path.join(config.dataDir, 'postgres')}`);
    cluster = await startEmbeddedCluster({
      dir: path.join(config.dataDir, 'postgres'),
      password: secrets.postgresPassword,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    await ensureDatabase(cluster.urlFor('postgres'), DATABASE_NAME);
    databaseUrl = cluster.urlFor(DATABASE_NAME);
  }

  const webDist = config.SERVE_WEB ? await ensureWebBuild(logger) : null;
  const progress = createLoadProgress();
  const server = await startServer({
    config,
    databaseUrl,
    authSecret: config.BETTER_AUTH_SECRET ?? secrets.authSecret,
    logger,
    webDist,
    loadData: { onProgress: progress.update },
    warm: true,
  });
  progress.stop();
  logger.info(`Roundwise is running at ${config.baseUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping`);
    await server.close();
    await cluster?.stop();
    logger.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
