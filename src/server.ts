import type { Server } from 'node:http';
import { createApp } from './api/app';
import { ApiKeyMeter } from './auth/api-key-meter';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createInvestorDirectory, type LoadedDirectory } from './investors/investor-directory';
import type { Logger } from './logger';
import { findRoles } from './profiles/profile.repository';
import { HashingEmbedder } from './vectors/embedder';
import { InvestorVectors } from './vectors/lance-store';

export interface RunningServer {
  url: string;
  db: DbHandle;
  routes: ReturnType<typeof createApp>['routes'];
  investors: LoadedDirectory;
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
  /** Build the search index before serving rather than on the first search. */
  warm?: boolean;
}): Promise<RunningServer> {
  const { config, logger } = options;
  let closing = false;
  const handle = connect(options.databaseUrl, 10, (err) => {
    if (!closing) logger.warn({ err }, 'Postgres connection lost');
  });
  await migrateToLatest(handle.db);
  // API request counts are written all the time. Committing them without waiting for the WAL flush keeps them
  // from queueing on fsync; a crash can lose the last moment of counts, never consistency, and every other
  // write keeps full durability on the main pool.
  const counters = connect(
    options.databaseUrl,
    4,
    (err) => {
      if (!closing) logger.warn({ err }, 'Postgres connection lost');
    },
    { synchronous_commit: 'off' },
  );
  const apiKeys = new ApiKeyMeter(counters.db);
  const embedder = new HashingEmbedder();
  const investors = createInvestorDirectory({
    db: handle.db,
    vectors: new InvestorVectors(config.lanceUri),
    embedder,
  });
  if (options.warm) await investors.warm();
  const auth = createAuth({
    pool: handle.pool,
    db: handle.db,
    secret: options.authSecret,
    baseUrl: config.baseUrl,
    trustedOrigins: [config.baseUrl, ...(options.extraOrigins ?? [])],
  });
  const { app, routes } = createApp({
    config,
    db: handle.db,
    auth,
    logger,
    roles: { rolesOf: (id) => findRoles(handle.db, id) },
    investors,
    apiKeys,
    webDist: options.webDist,
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = config.HOST
      ? app.listen(config.PORT, config.HOST, () => resolve(s))
      : app.listen(config.PORT, () => resolve(s));
    s.on('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    url: `http://localhost:${port}`,
    db: handle,
    routes,
    investors,
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await apiKeys.stop();
      await counters.close();
      await handle.close();
    },
  };
}
