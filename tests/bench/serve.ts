import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterUrl, freePort, runningClusterPort } from '../../src/db/embedded-postgres';
import { loadOrCreateSecrets } from '../../src/secrets';

export interface ServedApp {
  url: string;
  /** The app's own embedded Postgres, for setting up and for comparisons. */
  databaseUrl: string;
  startSeconds: number;
  /** The pid of npm start's primary process; the server processes and analysis workers are its children. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The product as `npm start` serves it, in a process of its own on a fresh data directory, so the bench's
 * load generator never shares the server's event loop.
 */
export async function serveApp(processes = 1): Promise<ServedApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-bench-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(processes),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production takes its session secret from the environment only (a throwaway one for the bench).
      BETTER_AUTH_SECRET:
        process.env.BETTER_AUTH_SECRET ?? `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with code ${child.exitCode} before it served`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const secrets = await loadOrCreateSecrets(dir);
  const pgPort = runningClusterPort(path.join(dir, 'postgres'));
  if (pgPort === null) throw new Error('the app runs, but its embedded Postgres was not found');
  return {
    url,
    databaseUrl: clusterUrl(secrets.postgresPassword, pgPort, 'roundwise'),
    startSeconds: (performance.now() - started) / 1000,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
