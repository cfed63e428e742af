import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE, readLock } from './data-dir-lock';
import { recoverPostgresDir } from './postgres-recovery';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A pid that certainly names no process any more: a child that has exited and been reaped. */
function deadPid(): number {
  return spawnSync('true').pid!;
}

describe('the data dir lock', () => {
  it('names this process, refuses a second claim while it lives, and is gone once released', async () => {
    const lock = await acquireDataDirLock(dir);
    expect(lock.stale).toBeNull();
    expect(readLock(dir)).toMatchObject({ pid: process.pid, command: expect.stringContaining('node') });
    const second = acquireDataDirLock(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(`Roundwise is already running on ${dir} (pid ${process.pid}`);
    lock.release();
    expect(readLock(dir)).toBeNull();
  });

  it('takes over a lock whose process is gone, and reports it as stale', async () => {
    const pid = deadPid();
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, command: 'node src/main.ts', bootId: null, startTicks: null }),
    );
    const lock = await acquireDataDirLock(dir);
    expect(lock.stale).toMatchObject({ pid });
    expect(readLock(dir)?.pid).toBe(process.pid);
  });

  it('takes over a lock whose pid now names another program (the pid was reused after a reboot)', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const owner = { pid: other.pid, command: 'node src/main.ts', bootId: null, startTicks: null };
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(owner));
      const lock = await acquireDataDirLock(dir);
      expect(lock.stale?.pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a half-written lock file', async () => {
    await writeFile(path.join(dir, LOCK_FILE), '{"pid": 12');
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});

describe('recovering a Postgres data dir', () => {
  const pidFile = (pid: number) =>
    `${pid}\n${dir}\n1700000000\n54321\n/tmp\n127.0.0.1\n  1234  5678\nready\n`;

  it('does nothing when no postmaster.pid is there', async () => {
    expect(await recoverPostgresDir(dir)).toBeNull();
  });

  it('removes a postmaster.pid whose process is gone, or is not Postgres on this dir', async () => {
    await writeFile(path.join(dir, 'postmaster.pid'), pidFile(deadPid()));
    expect(await recoverPostgresDir(dir)).toMatch(/^Removed a stale postmaster.pid from /);
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, 'postmaster.pid'), pidFile(other.pid!));
      expect(await recoverPostgresDir(dir)).toContain(`its process ${other.pid} is gone`);
      await expect(readFile(path.join(dir, 'postmaster.pid'))).rejects.toThrow();
      // The unrelated process is left alone.
      expect(other.exitCode).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
