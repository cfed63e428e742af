import type { Server } from 'node:http';
import { findNetworkLeads } from '../agents/design-partner-finder/network-leads';
import { forwardableRequest } from '../agents/intro-drafter/forwardable-request';
import type { Embedder } from '../core/vectors/embedder';
import type { WorkflowEngine } from '../workflows/engine/engine';
import { notifyQueued } from '../workflows/engine/run-queue';
import { addAcceptHandles, closeAcceptHandles } from './accept-handles';
import { createApp } from './api/app';
import { AuditLog } from './audit/audit-log';
import { ApiKeyMeter } from './auth/api-key-meter';
import { createAuth } from './auth/auth';
import { sessionLookupFor } from './auth/session-lookup';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { readDocumentTexts } from './documents/document-storage';
import type { LoadedDirectory } from './investors/investor-directory';
import type { Logger } from './logger';
import { collectStartupGarbage, createMemoryGuard } from './memory/memory-guard';
import { createSmtpMailer, defaultFrom } from './notifications/mailer';
import { NotificationHub } from './notifications/notification-hub';
import { startNotificationJobs } from './notifications/notification-jobs';
import { recordPlanDefault } from './plans/plan-default-audit';
import { findRoles } from './profiles/profile.repository';
import { Embeddings } from './vectors/embeddings';
import { AGENTS } from './workflows-wiring/agent-graphs';
import { type AnalysisPool, startAnalysisPool } from './workflows-wiring/analysis-pool';
import { createAnalysisQueue, POOLED_WORKFLOWS } from './workflows-wiring/analysis-queue';
import { composeInvestorDirectory } from './workflows-wiring/compose-directory';
import { createEngine } from './workflows-wiring/create-engine';

export interface RunningServer {
  url: string;
  db: DbHandle;
  routes: ReturnType<typeof createApp>['routes'];
  investors: LoadedDirectory;
  engine: WorkflowEngine;
  close: () => Promise<void>;
}

/** Connects, migrates and serves the API (and the built web app when `webDist` is given). */
export async function startServer(options: {
  config: Config;
  databaseUrl: string;
  authSecret: string;
  logger: Logger;
  webDist: string | null;
  extraOrigins?: string[];
  /**
   * Before serving rather than on the first requests: build the search index, run the matcher once, open the
   * database connections.
   */
  warm?: boolean;
  /**
   * Whether this process runs queued analyses itself (ANALYSIS_CONCURRENCY at a time). npm start leaves them to its
   * analysis worker processes (ANALYSIS_WORKERS) unless that is 0; a server started on its own runs them.
   */
  runAnalyses?: boolean;
  /** The embedder; by default the one the configuration names (EMBEDDINGS), the shipped model unless told. */
  embedder?: Embedder;
}): Promise<RunningServer> {
  const { config, logger } = options;
  let closing = false;
  // Connections are held for as long as a busy event loop takes to hand results back, not only for the query:
  // 30 (and 12 for the counters) keep requests from queueing on the pool under load, while two processes stay
  // well under Postgres's 100 connections.
  const handle = connect(options.databaseUrl, config.DB_POOL_SIZE, (err) => {
    if (!closing) logger.warn({ err }, 'Postgres connection lost');
  });
  await migrateToLatest(handle.db);
  // A plan for every account is a grant like any other: on the audit log when it changes (not on each restart).
  if (await recordPlanDefault(handle.db, config.PLAN_DEFAULT))
    logger.info({ plan: config.PLAN_DEFAULT }, 'PLAN_DEFAULT changed: recorded in the audit log');
  // API request counts are written all the time. Committing them without waiting for the WAL flush keeps them
  // from queueing on fsync; a crash can lose the last moment of counts, never consistency, and every other
  // write keeps full durability on the main pool.
  const counters = connect(
    options.databaseUrl,
    Math.max(2, Math.round(config.DB_POOL_SIZE / 2.5)),
    (err) => {
      if (!closing) logger.warn({ err }, 'Postgres connection lost');
    },
    { synchronous_commit: 'off' },
  );
  const apiKeys = new ApiKeyMeter(counters.db, config.PLAN_DEFAULT);
  const { investors, embedder } = await composeInvestorDirectory({
    config,
    db: handle.db,
    logger,
    embedder: options.embedder,
  });
  // Ready before serving: the search index and matcher built and run once, and the database connections open.
  if (options.warm) {
    await Promise.all([investors.warm(), handle.openAll(), counters.openAll()]);
    collectStartupGarbage();
  }
  const memory = createMemoryGuard({ pressurePercent: config.MEMORY_PRESSURE_PERCENT });
  let analysisPool: AnalysisPool | null = null;
  // Analyses are queued in Postgres, never run on the request's process unless it is also a pool.
  const engine = await createEngine(
    { config, db: handle.db, investors, embedder, logger },
    {
      queued: POOLED_WORKFLOWS,
      onQueued: (_runId, workflow) => {
        analysisPool?.pool.wake();
        notifyQueued(handle.db, workflow).catch((err) =>
          logger.warn({ err }, 'Could not announce an analysis'),
        );
      },
    },
  );
  if (options.runAnalyses ?? true)
    analysisPool = startAnalysisPool({
      engine,
      databaseUrl: options.databaseUrl,
      concurrency: config.ANALYSIS_CONCURRENCY,
      memory,
      logger,
    });
  const analyses = createAnalysisQueue({
    db: handle.db,
    memory,
    limit: config.ANALYSIS_QUEUE_LIMIT,
    capacity: (config.ANALYSIS_WORKERS || config.WEB_CONCURRENCY) * config.ANALYSIS_CONCURRENCY,
  });
  const trustedOrigins = [config.baseUrl, ...(options.extraOrigins ?? [])];
  const auth = createAuth({
    pool: handle.pool,
    db: handle.db,
    secret: options.authSecret,
    baseUrl: config.baseUrl,
    trustedOrigins,
  });
  const notifications = new NotificationHub(handle.db, options.databaseUrl, logger).start();
  const stopNotificationJobs = startNotificationJobs({
    db: handle.db,
    mailer: config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.SMTP_FROM ?? defaultFrom(config.baseUrl))
      : null,
    baseUrl: config.baseUrl,
    logger,
    intervalMs: config.NOTIFICATION_CHECK_SECONDS * 1000,
  });
  const { app, routes } = createApp({
    config,
    notifications,
    trustedOrigins,
    audit: new AuditLog(handle.db, logger),
    db: handle.db,
    auth,
    logger,
    sessions: await sessionLookupFor(handle.db, auth),
    roles: { rolesOf: (id) => findRoles(handle.db, id) },
    investors,
    apiKeys,
    engine,
    agents: AGENTS,
    analyses,
    memory,
    embeddings: new Embeddings(handle.db, embedder, logger, (idea) =>
      readDocumentTexts(config.dataDir, idea),
    ),
    // The founder's network (issue 33) asks the writers for its forwardable intros and design-partner leads.
    network: { forwardableRequest, networkLeads: findNetworkLeads },
    webDist: options.webDist,
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = config.HOST
      ? app.listen(config.PORT, config.HOST, () => resolve(s))
      : app.listen(config.PORT, () => resolve(s));
    s.on('error', reject);
  });
  // Idle keep-alive connections are closed by the client (undici keeps them 4 s, browsers and proxies about a
  // minute) rather than by us: a server that closes first races the client's next request on that socket, which
  // then fails with ECONNRESET, most often right after a long pause of the event loop (an index rebuild).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const acceptHandles = await addAcceptHandles(server, config.ACCEPT_HANDLES);
  // Runs a stopped process left unfinished are taken over in the background, never before serving.
  const resuming = engine.resumeUnfinished().then(
    (ids) => {
      if (ids.length) logger.info({ runs: ids }, 'Resumed unfinished runs');
      return ids;
    },
    (err) => {
      if (!closing) logger.warn({ err }, 'Could not resume unfinished runs');
      return [] as string[];
    },
  );
  // A process that died leaves its runs leased for a while (30 s): they are taken over once the lease has run out,
  // by whichever process looks next, not only at start-up.
  const rescue = setInterval(() => {
    engine.resumeUnfinished().then(
      (ids) => {
        if (ids.length) logger.info({ runs: ids }, 'Took over runs a stopped process left unfinished');
      },
      (err) => {
        if (!closing) logger.warn({ err }, 'Could not resume unfinished runs');
      },
    );
  }, RESCUE_INTERVAL_MS);
  rescue.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    url: `http://localhost:${port}`,
    db: handle,
    routes,
    investors,
    engine,
    close: async () => {
      closing = true;
      clearInterval(rescue);
      stopNotificationJobs();
      await Promise.all([
        closeAcceptHandles(acceptHandles),
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
      ]);
      await Promise.all([analysisPool?.close(RUN_DRAIN_MS), resuming.then(() => engine.drain(RUN_DRAIN_MS))]);
      memory.stop();
      await notifications.close();
      await apiKeys.stop();
      await counters.close();
      await handle.close();
    },
  };
}

/** How long closing waits for this process's runs to finish before leaving them to be resumed elsewhere. */
const RUN_DRAIN_MS = 10_000;

/** How often a server looks for runs whose process stopped (their lease ran out). */
const RESCUE_INTERVAL_MS = 10_000;
