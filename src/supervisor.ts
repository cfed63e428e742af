import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import path from 'node:path';
import { expireAllLeases } from '../workflows/engine/run-queue';
import { serveAcceptHandleCopies } from './accept-handles';
import type { Config } from './config';
import { connect } from './db/connect';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { type EmbeddedCluster, ensureDatabase, startEmbeddedCluster } from './db/embedded-postgres';
import { DATABASE_NAME } from './db/open-database';
import { recoverPostgresDir } from './db/postgres-recovery';
import type { Logger } from './logger';
import { heapLimitMb } from './memory/memory-guard';
import { loadOrCreateSecrets, productionSecret } from './secrets';
import { dropLibrarySignalHandlers } from './signals';
import { ensureWebBuild } from './web-build';

/**
 * What a child process of npm start is (read from ROUNDWISE_ROLE): a server, an analysis worker, or the one-off
 * process that migrates and loads the data before them.
 */
export type ChildRole = 'server' | 'analysis' | 'prepare';

/** A child that dies this soon after it started is not restarted in a loop: the start itself is broken. */
const CRASH_LOOP_MS = 5_000;
const MAX_QUICK_CRASHES = 5;

/**
 * npm start's primary process: it owns the data dir (a lock file naming it) and the embedded Postgres, migrates and
 * loads the data, builds the web app, then forks WEB_CONCURRENCY server processes and ANALYSIS_WORKERS analysis
 * workers with a heap limit fitted to the machine, restarts any that dies, and on SIGINT/SIGTERM stops them first
 * and Postgres last.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  // Workers accept connections themselves (the kernel spreads them). Round-robin made the primary hand each new
  // connection to a worker and wait for that worker's busy event loop: under load, new connections waited more
  // than 15 s while kept-alive ones were answered in 0.4 s (npm run bench:load). Set before the first fork.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Each server process listens on several handles of the socket, to accept more than one connection a turn.
  serveAcceptHandleCopies();
  const secrets = await loadOrCreateSecrets(config.dataDir);
  let pg: EmbeddedCluster | null = null;
  let lock: DataDirLock | null = null;
  let databaseUrl = config.DATABASE_URL;
  process.on('exit', () => lock?.release());
  if (!databaseUrl) {
    lock = await acquireDataDirLock(config.dataDir);
    const dir = path.join(config.dataDir, 'postgres');
    const recovered = await recoverPostgresDir(dir);
    if (recovered) logger.warn(recovered);
    else if (lock.stale)
      logger.warn(
        `Roundwise (pid ${lock.stale.pid}) stopped without cleaning up; taking over ${config.dataDir}`,
      );
    logger.info(`Starting embedded Postgres in ${dir}`);
    pg = await startEmbeddedCluster({
      dir,
      password: secrets.postgresPassword,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    await ensureDatabase(pg.urlFor('postgres'), DATABASE_NAME);
    databaseUrl = pg.urlFor(DATABASE_NAME);
  }
  const authSecret = productionSecret(config) ?? secrets.authSecret;
  // In a process of its own: loading 30K investors into Postgres and LanceDB leaves ~150 MB behind in the process
  // that did it, which the supervisor would then hold for as long as the app runs.
  await prepareInChild(databaseUrl);
  // The embedded database is this installation's alone and none of its processes runs yet: runs a killed process
  // left are taken over at once instead of when their leases lapse.
  if (pg) await expireLeases(databaseUrl, logger);
  if (config.SERVE_WEB) await ensureWebBuild(logger);

  const analysisWorkers = config.TEMPORAL_ADDRESS ? 0 : config.ANALYSIS_WORKERS;
  const heapMb = heapLimitMb(config.HEAP_LIMIT_MB, config.WEB_CONCURRENCY + analysisWorkers);
  // --expose-gc: one full collection once a child has warmed up, before it serves (collectStartupGarbage).
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${heapMb}`, '--expose-gc'] });
  const env = (role: ChildRole) => ({
    ROUNDWISE_ROLE: role,
    ROUNDWISE_DATABASE_URL: databaseUrl,
    ROUNDWISE_AUTH_SECRET: authSecret,
    // Node's native parts (LanceDB's threads) each got a malloc arena of their own that kept what they freed:
    // RSS grew to 1.5 GB after 120 analyses. Two arenas keep it bounded at no measurable cost.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  });
  const roles = new Map<Worker, { role: ChildRole; started: number }>();
  const fork = (role: ChildRole) => roles.set(cluster.fork(env(role)), { role, started: Date.now() });
  cluster.once('listening', () => logger.info(`Roundwise is running at ${config.baseUrl}`));
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork('server');
  for (let i = 0; i < analysisWorkers; i++) fork('analysis');
  logger.info(
    `${config.WEB_CONCURRENCY} server process(es) and ${analysisWorkers} analysis worker(s), heap limit ${heapMb} MB each`,
  );

  let stopping = false;
  let quickCrashes = 0;
  const stopPostgres = async () => {
    await pg?.stop();
    lock?.release();
    logger.info('Stopped cleanly');
    process.exit(0);
  };
  cluster.on('exit', (worker, code, signal) => {
    const child = roles.get(worker);
    roles.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void stopPostgres();
      return;
    }
    const role = child?.role ?? 'server';
    quickCrashes = child && Date.now() - child.started < CRASH_LOOP_MS ? quickCrashes + 1 : 0;
    if (quickCrashes >= MAX_QUICK_CRASHES) {
      logger.fatal(`The ${role} process keeps exiting at start (${code ?? signal}); stopping`);
      stop('crash loop');
      return;
    }
    logger.error(`The ${role} process ${worker.process.pid} exited (${code ?? signal}); starting another`);
    fork(role);
  });
  function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping the server processes, then Postgres`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) void stopPostgres();
    for (const worker of workers) worker?.process.kill('SIGTERM');
  }
  dropLibrarySignalHandlers();
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Migrates and loads the data in a child process (main.ts, ROUNDWISE_ROLE=prepare); throws if it fails. */
async function prepareInChild(databaseUrl: string): Promise<void> {
  const child = cluster.fork({ ROUNDWISE_ROLE: 'prepare', ROUNDWISE_DATABASE_URL: databaseUrl });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`Preparing the data failed (${code ?? signal}); see the lines above`);
}

async function expireLeases(databaseUrl: string, logger: Logger) {
  const handle = connect(databaseUrl, 1);
  try {
    const n = await expireAllLeases(handle.db);
    if (n > 0) logger.info(`${n} run(s) a stopped process left unfinished will be resumed now`);
  } finally {
    await handle.close();
  }
}
