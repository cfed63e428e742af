import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { bootId, commandLineOf, isAlive, startTicksOf } from './process-info';

/** Who runs Roundwise on a data dir (and so owns its embedded Postgres), as written in its lock file. */
export interface LockOwner {
  pid: number;
  command: string;
  /** The machine's boot and the process's start time, where the OS tells them (Linux). */
  bootId: string | null;
  startTicks: string | null;
}

export const LOCK_FILE = 'roundwise.pid';

export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Roundwise is already running on ${dir} (pid ${owner.pid}: ${owner.command}); stop it first, or use another DATA_DIR`,
    );
    this.name = 'DataDirBusyError';
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    command: commandLineOf(process.pid) ?? process.argv.join(' '),
    bootId: bootId(),
    startTicks: startTicksOf(process.pid),
  };
}

/**
 * Whether the process a lock file names still runs: the same pid, in the same boot, started at the same moment,
 * with the same command line. A pid alone is not enough: after a reboot or a long uptime the number is reused.
 */
function isLiveOwner(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (owner.bootId && bootId() && owner.bootId !== bootId()) return false;
  if (owner.startTicks && startTicksOf(owner.pid) && owner.startTicks !== startTicksOf(owner.pid))
    return false;
  return commandLineOf(owner.pid) === owner.command;
}

export function readLock(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.command === 'string' ? owner : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  /** The previous owner, when it had stopped without releasing the lock (killed, or the machine restarted). */
  stale: LockOwner | null;
  release: () => void;
}

/**
 * Claims the data dir for this process: its lock file (created exclusively) names us. A lock held by a live
 * Roundwise refuses (DataDirBusyError); one left by a process that is gone is taken over and reported as stale.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = currentOwner();
  let stale: LockOwner | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const owner = readLock(dataDir);
      if (owner && isLiveOwner(owner)) throw new DataDirBusyError(dataDir, owner);
      stale = owner ?? stale;
      // Gone (or unreadable, half written by a process killed mid-write): take it over.
      rmSync(file, { force: true });
    }
  }
  return {
    stale,
    release: () => {
      if (readLock(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
