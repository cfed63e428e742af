import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** What the process is: the primary, a server process, an analysis worker. */
  role: string;
  rssMb: number;
}

interface ProcInfo {
  ppid: number;
  comm: string;
  cmdline: string;
}

function readProc(): Map<number, ProcInfo> {
  const procs = new Map<number, ProcInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return procs;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * Resident memory of the node processes of an app started as `npm start` starts it (pid: the primary): the primary,
 * its server processes and its analysis workers (Postgres and esbuild are left out). Linux /proc only; empty
 * elsewhere.
 */
export function appProcessMemory(primaryPid: number): ProcessMemory[] {
  let procs: Map<number, ProcInfo>;
  try {
    procs = readProc();
  } catch {
    return [];
  }
  const out: ProcessMemory[] = [];
  const visit = (pid: number) => {
    const info = procs.get(pid);
    if (!info) return;
    if (/(^|\/)node$/.test(info.cmdline.split(' ')[0] ?? '')) {
      const role = pid === primaryPid ? 'primary' : isAnalysisWorker(pid) ? 'analysis worker' : 'server';
      out.push({ pid, role, rssMb: rssMb(pid) });
    }
    for (const [child, c] of procs) if (c.ppid === pid && !c.comm.includes('postgres')) visit(child);
  };
  visit(primaryPid);
  return out;
}

export function describeMemory(list: ProcessMemory[]): string {
  return list.map((p) => `${p.role} ${p.pid}: ${p.rssMb.toFixed(0)} MB`).join(', ');
}

/** npm start marks its analysis workers in their environment (ROUNDWISE_ROLE=analysis). */
function isAnalysisWorker(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes('ROUNDWISE_ROLE=analysis');
  } catch {
    return false;
  }
}
