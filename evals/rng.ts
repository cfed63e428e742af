/**
 * Seeded randomness for the evals, so every resample and every random baseline is reproducible.
 */

/**
 * Mulberry32: a small, fast 32-bit PRNG. Returns a function giving floats in [0, 1); the same seed
 * (taken modulo 2^32) always gives the same sequence.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * k distinct integers drawn uniformly from [0, n), in random order (every ordered k-subset equally
 * likely, so the result can be used as a random ranking). A partial Fisher–Yates shuffle over a virtual
 * array: O(k) time and memory, whatever n is. `rand` must return floats in [0, 1), like mulberry32.
 */
export function sampleWithoutReplacement(n: number, k: number, rand: () => number): number[] {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  if (!Number.isSafeInteger(k) || k < 0 || k > n) {
    throw new RangeError(`k must be an integer in [0, ${n}], got ${k}`);
  }
  // Positions of the virtual array [0, 1, ..., n-1] that have been swapped away from their own value.
  const moved = new Map<number, number>();
  const out = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rand() * (n - i));
    const atJ = moved.get(j) ?? j;
    out[i] = atJ;
    if (j !== i) moved.set(j, moved.get(i) ?? i);
  }
  return out;
}
