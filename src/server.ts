import type { Server } from 'node:http';
import { createApp } from './api/app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Logger } from './logger';
import { findRoles } from './profiles/profile.repository';

export interface RunningServer {
  url: string;
  db: DbHandle;
  routes: ReturnType<typeof createApp>['routes'];
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
}): Promise<RunningServer> {
  const { config, logger } = options;
  let closing = false;
  const handle = connect(options.databaseUrl, 10, (err) => {
    if (!closing) logger.warn({ err }, 'Postgres connection lost');
  });
  await migrateToLatest(handle.db);
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
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await handle.close();
    },
  };
}
