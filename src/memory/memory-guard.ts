import { readFileSync } from 'node:fs';
import os from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/** Below this share of the machine's memory available, every process counts as under pressure. */
const MACHINE_AVAILABLE_FLOOR = 0.05;
const SAMPLE_MS = 1_000;

interface MemoryState {
  /** This process is short of memory: it takes no new analyses. */
  pressure: boolean;
  /** Heap in use (after the last full collection, when that is less), as a share of the heap limit (percent). */
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
  // The heap in use right after a full collection is what the process really holds; in between, garbage makes it
  // look larger (an analysis worker at 250 MB live showed 580 MB used before its next collection).
  let live: number | null = null;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        live = v8.getHeapStatistics().used_heap_size;
  });
  gc.observe({ entryTypes: ['gc'] });
  let current = sample(options.pressurePercent, live);
  const timer = setInterval(() => {
    current = sample(options.pressurePercent, live);
  }, SAMPLE_MS);
  timer.unref();
  return {
    state: () => current,
    stop: () => {
      clearInterval(timer);
      gc.disconnect();
    },
  };
}

function sample(pressurePercent: number, live: number | null): MemoryState {
  const heap = v8.getHeapStatistics();
  const used = Math.min(heap.used_heap_size, live ?? heap.used_heap_size);
  const heapUsedPercent = (100 * used) / heap.heap_size_limit;
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
  // This process's own cgroup (/proc/self/cgroup): v2's single line "0::/path", or v1's "N:memory:/path".
  const lines = (read('/proc/self/cgroup') ?? '').split('\n');
  const v2 = lines.find((l) => l.startsWith('0::'))?.slice(3);
  const v1 = lines.find((l) => /^\d+:memory:/.test(l))?.replace(/^\d+:memory:/, '');
  const files =
    v1 !== undefined
      ? {
          limit: `/sys/fs/cgroup/memory${v1}/memory.limit_in_bytes`,
          used: `/sys/fs/cgroup/memory${v1}/memory.usage_in_bytes`,
        }
      : { limit: `/sys/fs/cgroup${v2 ?? ''}/memory.max`, used: `/sys/fs/cgroup${v2 ?? ''}/memory.current` };
  const limit = read(files.limit);
  const used = read(files.used);
  // "max" (v2) or a huge number (v1, which the caller's `< total` check discards) mean no limit.
  if (!limit || limit === 'max' || !used) return null;
  return { limit: Number(limit), used: Number(used) };
}

/** Share of the machine's memory the node processes' heaps may take together; the rest is Postgres, LanceDB, buffers. */
const HEAP_SHARE = 0.5;
const MIN_HEAP_MB = 512;
/**
 * A process holds ~260 MB of live heap (the investor snapshot); V8 lets garbage pile up to a multiple of that before
 * a full collection when its limit is far away (580 MB in use at 4 GB), so a limit nearer keeps RSS near the live
 * size. Raise HEAP_LIMIT_MB for much more data.
 */
const MAX_HEAP_MB = 1024;

/** The V8 heap limit for each of `processes` node processes: HEAP_LIMIT_MB, or a share of the machine's memory. */
export function heapLimitMb(configured: number | undefined, processes: number): number {
  if (configured) return configured;
  const totalMb = machineMemory().total / 2 ** 20;
  return Math.round(Math.min(MAX_HEAP_MB, Math.max(MIN_HEAP_MB, (totalMb * HEAP_SHARE) / processes)));
}

/**
 * One full garbage collection, in a process started with `--expose-gc` (npm start's children are; elsewhere it
 * does nothing). Called once a process has warmed up and before it serves: the warm-up's garbage (ranking a few
 * rounds, loading the data) otherwise stays in the heap until the first collection under load, and a server's
 * RSS after start varied from 561 to 609 MB between starts of the same build; with it, 533 to 569 MB (8 starts).
 */
export function collectStartupGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
