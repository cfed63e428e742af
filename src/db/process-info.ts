import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Whether a process with this pid exists (it may belong to another user: EPERM still means it is there). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line, its arguments joined by spaces (Linux /proc, else `ps`); null when it is gone. */
export function commandLineOf(pid: number): string | null {
  if (!isAlive(pid)) return null;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  }
}

/**
 * When a process started, as clock ticks since boot (Linux /proc/<pid>/stat field 22), so a pid reused by a later
 * process is told apart from the one recorded; null where /proc has no such field.
 */
export function startTicksOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** This boot of the machine (Linux); a record written before a reboot names no live process. */
export function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Resolves once the process is gone, or false after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
