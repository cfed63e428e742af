import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on every Linux this runs on). */
const TICKS = 100;

export interface CpuSample {
  at: number;
  /** CPU seconds of each process under the load generator (the server's node processes and Postgres). */
  processes: Map<number, { name: string; seconds: number }>;
  /** This process, the load generator. */
  self: number;
  /** Busy and total CPU seconds of the whole machine, other users' work included. */
  machineBusy: number;
  machineTotal: number;
}

/** CPU used so far, per process of this one's tree and for the whole machine (Linux /proc; empty elsewhere). */
export function sampleCpu(): CpuSample {
  const usage = process.cpuUsage();
  const sample: CpuSample = {
    at: performance.now(),
    processes: new Map(),
    self: (usage.user + usage.system) / 1e6,
    machineBusy: 0,
    machineTotal: 0,
  };
  try {
    const stats = new Map<number, { ppid: number; name: string; seconds: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (comm) state ppid ... utime(14) stime(15): comm may hold spaces, so split after its ')'.
        const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(entry), {
          ppid: Number(fields[1]),
          name,
          seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
        });
      } catch {
        // the process ended meanwhile
      }
    }
    const mine = new Set([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, s] of stats)
        if (!mine.has(pid) && mine.has(s.ppid)) {
          mine.add(pid);
          grew = true;
        }
    }
    for (const pid of mine) {
      const s = stats.get(pid);
      if (pid !== process.pid && s) sample.processes.set(pid, { name: s.name, seconds: s.seconds });
    }
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    sample.machineTotal = cpu.slice(0, 8).reduce((a, b) => a + b, 0) / TICKS;
    sample.machineBusy = sample.machineTotal - idle / TICKS;
  } catch {
    // not Linux: the figures stay at zero
  }
  return sample;
}

/** Where the CPU went between two samples, as a line of the report. */
export function describeCpu(from: CpuSample, to: CpuSample, cores: number): string {
  const wall = (to.at - from.at) / 1000;
  const byName = new Map<string, number>();
  for (const [pid, p] of to.processes) {
    const before = from.processes.get(pid);
    const used = p.seconds - (before && before.name === p.name ? before.seconds : 0);
    const name = p.name.startsWith('postgres') ? 'postgres' : p.name;
    byName.set(name, (byName.get(name) ?? 0) + used);
  }
  const server = [...byName].map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ');
  const ours = [...byName.values()].reduce((a, b) => a + b, 0) + (to.self - from.self);
  const busy = to.machineBusy - from.machineBusy;
  const capacity = wall * cores;
  return (
    `CPU over ${wall.toFixed(1)} s × ${cores} cores = ${capacity.toFixed(0)} core-s: server ${server}; ` +
    `load generator ${(to.self - from.self).toFixed(1)} s; machine busy ${busy.toFixed(1)} s ` +
    `(${((busy / capacity) * 100).toFixed(0)}%), of which other work on the machine ${Math.max(0, busy - ours).toFixed(1)} s`
  );
}
