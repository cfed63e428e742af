import { readFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';

/** Below this share of the machine's memory available, every process counts as under pressure. */
const MACHINE_AVAILABLE_FLOOR = 0.05;
const SAMPLE_MS = 1_000;

export interface MemoryState {
  /** This process is short of memory: it takes no new analyses. */
  pressure: boolean;
  /** Heap in use, as a share of the heap limit (percent). */
  heapUsedPercent: number;
  /** Memory the machine (or its cgroup) still has available, as a share of its total (percent). */
  machineAvailablePercent: number;
}

export interface MemoryGuard {
  state(): MemoryState;
  stop(): void;
}

/**
 * Watches this process's heap against its limit (HEAP_LIMIT_MB) and the machine's available memory, once a
 * second. Under pressure the process refuses new analyses (503) and stops taking queued ones, so it slows down
 * instead of growing until the kernel's out-of-memory killer ends it.
 */
export function createMemoryGuard(options: { pressurePercent: number }): MemoryGuard {
  let current = sample(options.pressurePercent);
  const timer = setInterval(() => {
    current = sample(options.pressurePercent);
  }, SAMPLE_MS);
  timer.unref();
  return { state: () => current, stop: () => clearInterval(timer) };
}

function sample(pressurePercent: number): MemoryState {
  const heap = v8.getHeapStatistics();
  const heapUsedPercent = (100 * heap.used_heap_size) / heap.heap_size_limit;
  const machine = machineMemory();
  const machineAvailablePercent = (100 * machine.available) / machine.total;
  return {
    pressure: heapUsedPercent >= pressurePercent || machineAvailablePercent < 100 * MACHINE_AVAILABLE_FLOOR,
    heapUsedPercent: Math.round(heapUsedPercent),
    machineAvailablePercent: Math.round(machineAvailablePercent),
  };
}

/**
 * The memory this process may count on, in bytes: its cgroup's limit and what the cgroup has left when one is set
 * (a container, a systemd unit), else the machine's total and MemAvailable (Linux; os.freemem elsewhere).
 */
export function machineMemory(): { total: number; available: number } {
  const total = os.totalmem();
  const available = memAvailable() ?? os.freemem();
  const cgroup = cgroupMemory();
  if (cgroup && cgroup.limit < total)
    return { total: cgroup.limit, available: Math.min(available, cgroup.limit - cgroup.used) };
  return { total, available };
}

function memAvailable(): number | null {
  try {
    const kb = /MemAvailable:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function cgroupMemory(): { limit: number; used: number } | null {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return null;
    }
  };
  // cgroup v2, then v1 (whose "no limit" is a huge number, which the caller's `< total` check discards).
  const limit = read('/sys/fs/cgroup/memory.max') ?? read('/sys/fs/cgroup/memory/memory.limit_in_bytes');
  const used = read('/sys/fs/cgroup/memory.current') ?? read('/sys/fs/cgroup/memory/memory.usage_in_bytes');
  if (!limit || limit === 'max' || !used) return null;
  return { limit: Number(limit), used: Number(used) };
}

/** Share of the machine's memory the node processes' heaps may take together; the rest is Postgres, LanceDB, buffers. */
const HEAP_SHARE = 0.7;
const MIN_HEAP_MB = 512;
const MAX_HEAP_MB = 4096;

/** The V8 heap limit for each of `processes` node processes: HEAP_LIMIT_MB, or a share of the machine's memory. */
export function heapLimitMb(configured: number | undefined, processes: number): number {
  if (configured) return configured;
  const totalMb = machineMemory().total / 2 ** 20;
  return Math.round(Math.min(MAX_HEAP_MB, Math.max(MIN_HEAP_MB, (totalMb * HEAP_SHARE) / processes)));
}
