import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LogLevel } from '@temporalio/worker';
import { installWorkerLogging, runWorker } from '../workflows/run-temporal-worker';
import { TASK_QUEUE } from '../workflows/shared';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { clusterUrl, runningClusterPort } from './db/embedded-postgres';
import { DATABASE_NAME } from './db/open-database';
import { createLogger } from './logger';
import { loadOrCreateSecrets } from './secrets';
import { composeInvestorDirectory } from './workflows-wiring/compose-directory';
import { createActivities, warmWriters } from './workflows-wiring/create-engine';

/** The SDK's log levels for ours: it has no "silent" or "fatal", so those keep only its errors. */
const TEMPORAL_LOG_LEVEL: Record<string, LogLevel> = {
  trace: 'TRACE',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARN',
  error: 'ERROR',
  fatal: 'ERROR',
  silent: 'ERROR',
};
const PINO_LEVEL = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/**
 * Without DATABASE_URL, the database of the app that `npm start` runs in the same DATA_DIR: its embedded Postgres
 * (port from its pid file, password from the data directory's secrets).
 */
async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const port = runningClusterPort(path.join(dataDir, 'postgres'));
  const secrets = path.join(dataDir, 'secrets.json');
  if (port === null || !existsSync(secrets))
    throw new Error(
      `npm run worker needs the app's database: set DATABASE_URL, or start the app (npm start) in this folder first (no Postgres is running in ${path.join(dataDir, 'postgres')}).`,
    );
  const { postgresPassword } = await loadOrCreateSecrets(dataDir);
  return clusterUrl(postgresPassword, port, DATABASE_NAME);
}

/** npm run worker: a Temporal worker running every workflow (analyses and crawls) and their activities. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  installWorkerLogging(TEMPORAL_LOG_LEVEL[config.LOG_LEVEL] ?? 'INFO', (level, message, meta) =>
    logger[PINO_LEVEL[level]](meta ?? {}, message),
  );
  if (!config.TEMPORAL_ADDRESS)
    throw new Error('npm run worker needs TEMPORAL_ADDRESS (e.g. localhost:7233).');
  const databaseUrl = config.DATABASE_URL ?? (await embeddedDatabaseUrl(config.dataDir));
  const handle = connect(databaseUrl);
  const { investors, embedder } = await composeInvestorDirectory({ config, db: handle.db, logger });
  // As the analysis worker of npm start: the writers' data loaded before the first analysis, not during it.
  await Promise.all([investors.warm(), warmWriters()]);
  let stop: () => void = () => {};
  const shutdownSignal = new Promise<void>((resolve) => {
    stop = resolve;
  });
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  logger.info(
    `Temporal worker connecting to ${config.TEMPORAL_ADDRESS} (namespace ${config.TEMPORAL_NAMESPACE})`,
  );
  try {
    const activities = createActivities({ config, db: handle.db, investors, embedder, logger });
    // One flat object: Temporal finds an activity by its name, and the names are unique across workflows.
    await runWorker(
      {
        ...activities.analyzeIdea,
        ...activities.importVcs,
        ...activities.scrapePortfolio,
        ...activities.scrapeLinkedin,
      },
      {
        address: config.TEMPORAL_ADDRESS,
        namespace: config.TEMPORAL_NAMESPACE,
        shutdownSignal,
        onRunning: () => logger.info(`Temporal worker polling task queue ${TASK_QUEUE}`),
      },
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
