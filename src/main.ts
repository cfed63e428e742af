import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from './config';
import { type EmbeddedCluster, ensureDatabase, startEmbeddedCluster } from './db/embedded-postgres';
import { DATABASE_NAME } from './db/open-database';
import { prepareData } from './investors/prepare-data';
import { createLogger, type Logger } from './logger';
import { loadOrCreateSecrets, productionSecret } from './secrets';
import { startServer } from './server';
import { ensureWebBuild, WEB_DIST } from './web-build';

/**
 * npm start. The primary process starts embedded Postgres (unless DATABASE_URL is set), migrates, loads the
 * data once and builds the web app; then it serves, itself or (WEB_CONCURRENCY > 1) through worker processes
 * that share the port. SIGINT/SIGTERM stop the servers first, then Postgres.
 */
async function main() {
  // A local .env, when there is one, is read first; the real environment wins over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isWorker)
    return serve(config, logger, process.env.ROUNDWISE_DATABASE_URL!, process.env.ROUNDWISE_AUTH_SECRET!);

  const secrets = await loadOrCreateSecrets(config.dataDir);
  let pg: EmbeddedCluster | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info(`Starting embedded Postgres in ${path.join(config.dataDir, 'postgres')}`);
    pg = await startEmbeddedCluster({
      dir: path.join(config.dataDir, 'postgres'),
      password: secrets.postgresPassword,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    await ensureDatabase(pg.urlFor('postgres'), DATABASE_NAME);
    databaseUrl = pg.urlFor(DATABASE_NAME);
  }
  const authSecret = productionSecret(config) ?? secrets.authSecret;
  await prepareData(config, databaseUrl, { log: (line) => logger.info(line) });
  if (config.SERVE_WEB) await ensureWebBuild(logger);

  // embedded-postgres stops Postgres on SIGINT/SIGTERM by itself, racing the servers' shutdown and cutting
  // their connections; the handlers below stop the servers first and then Postgres.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const stopPostgres = async () => {
    await pg?.stop();
    logger.info('Stopped cleanly');
    process.exit(0);
  };
  if (config.WEB_CONCURRENCY === 1) {
    const server = await serve(config, logger, databaseUrl, authSecret);
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info(`${signal}: stopping`);
      await server.close();
      await stopPostgres();
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    return;
  }

  const env = { ROUNDWISE_DATABASE_URL: databaseUrl, ROUNDWISE_AUTH_SECRET: authSecret };
  // Workers accept connections themselves (the kernel spreads them). Round-robin made the primary hand each new
  // connection to a worker and wait for that worker's busy event loop: under load, new connections waited more
  // than 15 s while kept-alive ones were answered in 0.4 s (npm run bench:load).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) cluster.fork(env);
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void stopPostgres();
      return;
    }
    logger.error(`Server process ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork(env);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping ${config.WEB_CONCURRENCY} server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function serve(config: Config, logger: Logger, databaseUrl: string, authSecret: string) {
  const server = await startServer({
    config,
    databaseUrl,
    authSecret,
    logger,
    webDist: config.SERVE_WEB ? WEB_DIST : null,
    warm: true,
  });
  if (cluster.isWorker) {
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop());
    // The terminal's Ctrl-C reaches every process; the primary decides when each stops.
    process.on('SIGINT', () => {});
  } else {
    logger.info(`Roundwise is running at ${config.baseUrl}`);
  }
  if (cluster.isWorker && cluster.worker?.id === 1)
    logger.info(`Roundwise is running at ${config.baseUrl} (${config.WEB_CONCURRENCY} processes)`);
  return server;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
