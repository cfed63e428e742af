import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { type Config, loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import { dropLibrarySignalHandlers } from './signals';
import type { ChildRole } from './supervisor';

/**
 * npm start. The primary process (src/supervisor.ts) owns the data dir and its embedded Postgres, prepares the data,
 * and runs the server processes and analysis workers as its children; SIGINT/SIGTERM stop them, then Postgres.
 */
async function main() {
  // A local .env, when there is one, is read first; the real environment wins over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Each kind of process loads only its own code: the primary stays small (no web server, agents or engine).
  if (!cluster.isWorker) return (await import('./supervisor')).runPrimary(config, logger);
  const role = (process.env.ROUNDWISE_ROLE ?? 'server') as ChildRole;
  if (role === 'prepare') return prepare(config, logger);
  const stop = role === 'analysis' ? await analysisWorker(config, logger) : await serve(config, logger);
  dropLibrarySignalHandlers();
  let stopping = false;
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    void stop().then(() => process.exit(0));
  });
  // The terminal's Ctrl-C reaches every process; the primary decides when each stops.
  process.on('SIGINT', () => {});
}

async function serve(config: Config, logger: Logger) {
  const { startServer } = await import('./server');
  const { WEB_DIST } = await import('./web-build');
  const server = await startServer({
    config,
    databaseUrl: process.env.ROUNDWISE_DATABASE_URL!,
    authSecret: process.env.ROUNDWISE_AUTH_SECRET!,
    logger,
    webDist: config.SERVE_WEB ? WEB_DIST : null,
    warm: true,
    // With analysis workers beside them, the servers only queue analyses.
    runAnalyses: config.ANALYSIS_WORKERS === 0,
  });
  return server.close;
}

async function prepare(config: Config, logger: Logger) {
  const { prepareData } = await import('./investors/prepare-data');
  await prepareData(config, process.env.ROUNDWISE_DATABASE_URL!, { log: (line) => logger.info(line) });
  process.exit(0);
}

async function analysisWorker(config: Config, logger: Logger) {
  const { runAnalysisWorker } = await import('./workflows-wiring/analysis-worker');
  return runAnalysisWorker(config, logger, process.env.ROUNDWISE_DATABASE_URL!);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
