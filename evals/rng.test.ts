import { describe, expect, it } from 'vitest';
import { mulberry32, sampleWithoutReplacement } from './rng';

describe('mulberry32', () => {
  it('matches published reference outputs', () => {
    // Raw 32-bit outputs for seed 1985 from a reference implementation, and the first float for 12345.
    const r = mulberry32(1985);
    expect(r() * 2 ** 32).toBe(3527837133);
    expect(r() * 2 ** 32).toBe(3112574143);
    expect(mulberry32(12345)()).toBe(0.9797282677609473);
  });

  it('is reproducible for a seed and differs between seeds', () => {
    const take = (seed: number) => {
      const r = mulberry32(seed);
      return Array.from({ length: 20 }, () => r());
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    // The seed is taken modulo 2^32.
    expect(take(2 ** 32 + 7)).toEqual(take(7));
  });

  it('gives floats in [0, 1) spread evenly', () => {
    const r = mulberry32(7);
    const buckets = new Array<number>(10).fill(0);
    const n = 100_000;
    let sum = 0;
    let outOfRange = 0;
    for (let i = 0; i < n; i++) {
      const x = r();
      if (!(x >= 0 && x < 1)) outOfRange++;
      sum += x;
      buckets[Math.floor(x * 10)]!++;
    }
    expect(outOfRange).toBe(0);
    expect(sum / n).toBeCloseTo(0.5, 2);
    // Each decile expects 10,000 draws; the standard deviation is about 95.
    for (const count of buckets) expect(Math.abs(count - n / 10)).toBeLessThan(500);
  });
});

describe('sampleWithoutReplacement', () => {
  it('returns k distinct integers in [0, n)', () => {
    const rand = mulberry32(1);
    for (const [n, k] of [
      [10, 3],
      [10, 10],
      [1000, 100],
      [5, 0],
      [0, 0],
      [1, 1],
    ] as const) {
      const sample = sampleWithoutReplacement(n, k, rand);
      expect(sample).toHaveLength(k);
      expect(new Set(sample).size).toBe(k);
      for (const x of sample) {
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
      }
    }
  });

  it('with k = n gives a permutation', () => {
    const sample = sampleWithoutReplacement(50, 50, mulberry32(3));
    expect([...sample].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(sample).not.toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('is reproducible with a seeded generator', () => {
    expect(sampleWithoutReplacement(1000, 20, mulberry32(9))).toEqual(
      sampleWithoutReplacement(1000, 20, mulberry32(9)),
    );
    expect(sampleWithoutReplacement(1000, 20, mulberry32(9))).not.toEqual(
      sampleWithoutReplacement(1000, 20, mulberry32(10)),
    );
  });

  it('follows a deterministic generator exactly (partial Fisher–Yates)', () => {
    // rand() = 0 always picks the first remaining position, so the virtual array is read in order.
    expect(sampleWithoutReplacement(5, 3, () => 0)).toEqual([0, 1, 2]);
    // rand() just below 1 always picks the last position: 4 first, and the value at position 0 is swapped
    // into position 4, which is picked next; and so on.
    expect(sampleWithoutReplacement(5, 5, () => 0.999999)).toEqual([4, 0, 1, 2, 3]);
  });

  it('chooses every element and every position uniformly', () => {
    const rand = mulberry32(11);
    const n = 10;
    const k = 3;
    const trials = 30_000;
    const chosen = new Array<number>(n).fill(0);
    const first = new Array<number>(n).fill(0);
    for (let t = 0; t < trials; t++) {
      const sample = sampleWithoutReplacement(n, k, rand);
      for (const x of sample) chosen[x]!++;
      first[sample[0]!]!++;
    }
    // Each element is in a sample with probability k/n = 0.3 (expected 9,000, sd ≈ 79) and comes first
    // with probability 1/n (expected 3,000, sd ≈ 52).
    for (const count of chosen) expect(Math.abs(count - 9000)).toBeLessThan(400);
    for (const count of first) expect(Math.abs(count - 3000)).toBeLessThan(260);
  });

  it('takes O(k) work, so a few ids out of a huge range is instant', () => {
    const sample = sampleWithoutReplacement(1_000_000_000, 100, mulberry32(5));
    expect(new Set(sample).size).toBe(100);
  });

  it('refuses impossible arguments', () => {
    const rand = mulberry32(1);
    expect(() => sampleWithoutReplacement(5, 6, rand)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(5, -1, rand)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(-1, 0, rand)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(5.5, 2, rand)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(5, 1.5, rand)).toThrow(RangeError);
  });
});
