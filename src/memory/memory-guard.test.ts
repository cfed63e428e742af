import { describe, expect, it } from 'vitest';
import { collectStartupGarbage, createMemoryGuard, heapLimitMb, machineMemory } from './memory-guard';

describe('heapLimitMb', () => {
  it('takes HEAP_LIMIT_MB as given', () => {
    expect(heapLimitMb(700, 3)).toBe(700);
  });

  it('shares half the machine among the processes, between 512 and 1024 MB each', () => {
    const totalMb = machineMemory().total / 2 ** 20;
    expect(heapLimitMb(undefined, 2)).toBe(Math.round(Math.min(1024, Math.max(512, totalMb / 2 / 2))));
    expect(heapLimitMb(undefined, 10_000)).toBe(512);
  });
});

describe('createMemoryGuard', () => {
  it('reports pressure once the heap passes the threshold, and not below it', () => {
    const tight = createMemoryGuard({ pressurePercent: 0.01 });
    const loose = createMemoryGuard({ pressurePercent: 99 });
    try {
      expect(tight.state()).toMatchObject({ pressure: true, heapUsedPercent: expect.any(Number) });
      const state = loose.state();
      expect(state.heapUsedPercent).toBeLessThan(99);
      // Unless the machine itself is nearly out of memory.
      expect(state.pressure).toBe(state.machineAvailablePercent < 5);
    } finally {
      tight.stop();
      loose.stop();
    }
  });
});

describe('collectStartupGarbage', () => {
  it('runs one full collection where the process exposes gc, and does nothing where it does not', () => {
    const g = globalThis as { gc?: () => void };
    const saved = g.gc;
    let calls = 0;
    try {
      g.gc = () => {
        calls++;
      };
      collectStartupGarbage();
      expect(calls).toBe(1);
      delete g.gc;
      expect(() => collectStartupGarbage()).not.toThrow();
    } finally {
      if (saved) g.gc = saved;
    }
  });
});
