import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { commandLineOf, waitForExit } from './process-info';

/** What postmaster.pid says: the postmaster's pid and port (its lines 1 and 4). */
function readPostmasterPid(dir: string): { pid: number; port: number } | null {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/**
 * Whether `pid` is a Postgres server on this data dir. A pid that merely exists is not enough: after a reboot the
 * number in a stale postmaster.pid may belong to any process.
 */
export function isPostmasterOf(pid: number, dir: string): boolean {
  const command = commandLineOf(pid);
  if (!command) return false;
  const [program, ...args] = command.split(' ');
  return /postgres$/.test(program ?? '') && args.join(' ').includes(path.resolve(dir));
}

/** How long a left-behind Postgres gets for each way of stopping it: fast shutdown, then immediate. */
const FAST_STOP_MS = 20_000;
const IMMEDIATE_STOP_MS = 10_000;

/**
 * Makes the Postgres data dir startable when no live Roundwise holds it (the caller holds the data dir's lock):
 * a Postgres left running by a process that was killed is stopped cleanly (SIGINT: fast shutdown, which
 * checkpoints; SIGQUIT if it will not), and a postmaster.pid whose process is gone (the machine restarted,
 * Postgres was killed) is removed, since Postgres refuses to start while its pid names any live process.
 * Returns what was done, in one line, or null when there was nothing to do.
 */
export async function recoverPostgresDir(dir: string): Promise<string | null> {
  const recorded = readPostmasterPid(dir);
  if (!recorded) return null;
  const { pid } = recorded;
  if (!isPostmasterOf(pid, dir)) {
    rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return `Removed a stale postmaster.pid from ${dir}: its process ${pid} is gone (the machine restarted or Postgres was killed)`;
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, FAST_STOP_MS))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, IMMEDIATE_STOP_MS)))
      throw new Error(`Postgres (pid ${pid}) in ${dir} would not stop; stop it by hand and start again`);
  }
  return `Stopped the embedded Postgres (pid ${pid}) that a stopped Roundwise left running in ${dir}; starting it again`;
}
