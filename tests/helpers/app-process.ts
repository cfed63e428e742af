import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** `npm start` in a process group of its own: tsx's wrapper, the primary, its children and embedded Postgres. */
export interface AppProcess {
  /** tsx's wrapper; its pid is the process group's id. */
  wrapper: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output: () => string;
  /** Lines of stdout that parse as JSON objects (the log, and the fixtures' markers). */
  json: () => Record<string, unknown>[];
  /** Resolves once GET /api/health answers 200; throws if the app exits first. */
  serving: (timeoutMs?: number) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the app as `npm start` does (`tsx src/main.ts`, so the wrapper's signal relay is in the picture), on the
 * given data dir and port; `preload` modules are imported first into every one of its node processes.
 */
export function startAppProcess(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  preload?: string[];
}): AppProcess {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const args = [tsx, ...(options.preload ?? []).flatMap((m) => ['--import', m]), 'src/main.ts'];
  const wrapper = spawn(process.execPath, args, {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${options.port}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      LANCEDB_URI: '',
      OPENAI_API_KEY: '',
      TEMPORAL_ADDRESS: '',
      WEB_CONCURRENCY: '1',
      ANALYSIS_WORKERS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  wrapper.stdout!.setEncoding('utf8').on('data', (d: string) => (output += d));
  wrapper.stderr!.setEncoding('utf8').on('data', (d: string) => (output += d));
  const exited = once(wrapper, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const json = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  return {
    wrapper,
    output: () => output,
    json,
    exited,
    serving: async (timeoutMs = 180_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (wrapper.exitCode !== null || wrapper.signalCode !== null)
          throw new Error(`the app exited before it served:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`the app did not serve in time:\n${output}`);
        await sleep(250);
      }
    },
  };
}

/** The pid in DATA_DIR's lock file (the app's primary) and in its Postgres' postmaster.pid. */
export function appPids(dataDir: string): { primary: number | null; postgres: number | null } {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  const lock = read(path.join(dataDir, 'roundwise.pid'));
  const postmaster = read(path.join(dataDir, 'postgres', 'postmaster.pid'));
  return {
    primary: lock ? (JSON.parse(lock) as { pid: number }).pid : null,
    postgres: postmaster ? Number(postmaster.split('\n')[0]) : null,
  };
}

export function isRunning(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process of the group, for a test's clean-up: SIGKILL, then wait until none is left. */
export async function killGroup(app: AppProcess): Promise<void> {
  try {
    process.kill(-app.wrapper.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
  await app.exited;
}
