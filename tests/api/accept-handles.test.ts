import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A busy server process accepts up to ACCEPT_HANDLES new connections per turn of its event loop (src/accept-handles.ts),
 * in a real Node cluster (tests/fixtures/accept-cluster.ts): 20 connections opened while the worker's event loop is
 * held wait in the kernel's queue; once it is free they are taken that many a turn, and every one is answered.
 */
let cluster: ChildProcess | null = null;
afterEach(() => {
  cluster?.kill('SIGTERM');
  cluster = null;
});

async function startCluster(handles: number): Promise<string> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  cluster = spawn(process.execPath, [tsx, 'tests/fixtures/accept-cluster.ts'], {
    env: { ...process.env, ACCEPT_HANDLES: String(handles) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    cluster!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    cluster!.once('exit', (code) => reject(new Error(`the cluster exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** One GET on a connection of its own; resolves with the body. */
function getOnNewConnection(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

async function burstWhileBusy(url: string) {
  // Holds the worker's event loop; the connections below are made meanwhile, and queue in the kernel.
  const blocked = fetch(`${url}/block?ms=700`);
  await new Promise((r) => setTimeout(r, 200));
  const answers = await Promise.all(Array.from({ length: 20 }, () => getOnNewConnection(url)));
  await blocked;
  const stats = (await (await fetch(`${url}/stats`)).json()) as { busiestTurn: number; listeners: number };
  return { answers, stats };
}

describe('accept handles', () => {
  it('with 8 handles, a freed worker takes 8 queued connections a turn, and answers all of them', async () => {
    const url = await startCluster(8);
    const { answers, stats } = await burstWhileBusy(url);
    expect(stats.listeners).toBe(8);
    expect(stats.busiestTurn).toBe(8);
    expect(answers.every((a) => a.startsWith('HTTP/1.1 200') && a.endsWith('ok'))).toBe(true);
  });

  it('with 1 handle (ACCEPT_HANDLES=1, Node as it is), one a turn', async () => {
    const url = await startCluster(1);
    const { answers, stats } = await burstWhileBusy(url);
    expect(stats.listeners).toBe(1);
    expect(stats.busiestTurn).toBe(1);
    expect(answers).toHaveLength(20);
  });
});
