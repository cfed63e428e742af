import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { brokenAnswers } from '../../src/api/access';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/connect';
import { ensureDatabase, freePort } from '../../src/db/embedded-postgres';
import { createLogger, type Logger } from '../../src/logger';
import { type RunningServer, startServer } from '../../src/server';
import { WEB_DIST } from '../../src/web-build';

export interface TestApp {
  url: string;
  db: Db;
  routes: RunningServer['routes'];
  investors: RunningServer['investors'];
  /** The name of this app's own database. */
  database: string;
  /** The LanceDB directory it reads investor vectors from (shared by the tests unless `env` gives its own). */
  lanceDir: string;
  /** Its DATA_DIR (uploads, secrets), a temporary folder of its own. */
  dataDir: string;
  close: () => Promise<void>;
}

/** A real server on a free port, with a database of its own cloned from the migrated template. */
export async function startTestApp(
  options: {
    web?: boolean;
    database?: string;
    /** A database of the test's own making (another cluster, say), used as is: nothing is cloned. */
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Whether it runs the analyses queued on its database itself (as a server started on its own does). */
    runAnalyses?: boolean;
    /** The server's logger (a test that reads the log lines passes its own); silent by default. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const pg = inject('pg');
  // A second app on the same database (options.database) shows what holds across processes.
  const database = options.databaseUrl
    ? decodeURIComponent(new URL(options.databaseUrl).pathname.slice(1))
    : (options.database ?? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`);
  if (!options.database && !options.databaseUrl) await ensureDatabase(pg.adminUrl, database, pg.template);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logger?.level ?? 'silent',
    BASE_URL: `http://127.0.0.1:${port}`,
    LANCEDB_URI: pg.lanceDir,
    ...options.env,
  });
  const server = await startServer({
    config,
    databaseUrl: options.databaseUrl ?? pg.urlTemplate.replace('{db}', database),
    authSecret: 'test-secret-at-least-32-characters-long!!',
    logger: options.logger ?? createLogger('silent', false),
    webDist: options.web ? WEB_DIST : null,
    runAnalyses: options.runAnalyses,
  });
  return {
    url: config.baseUrl,
    db: server.db.db,
    routes: server.routes,
    investors: server.investors,
    database,
    lanceDir: config.lanceUri,
    dataDir: config.dataDir,
    close: async () => {
      await server.close();
      // Under CHECK_RESPONSES an answer outside its route's schema is a 500, which a page may show and move past.
      if (brokenAnswers.length)
        throw new Error(`Answers outside their response schema:\n${brokenAnswers.join('\n')}`);
    },
  };
}
