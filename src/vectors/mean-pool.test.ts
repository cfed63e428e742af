import { describe, expect, it } from 'vitest';
import { meanPoolNormalized } from './mean-pool';

describe('meanPoolNormalized', () => {
  // Two texts of width 3 and 2 dimensions: the second row has one real token, then padding.
  const hidden = Float32Array.from([1, 0, 3, 4, 9, 9, /* row 2 */ 0, 2, 100, 100, 100, 100]);

  it('averages the real tokens of its row and scales the mean to unit length', () => {
    expect(Array.from(meanPoolNormalized(hidden, 0, 3, 2, 2))).toEqual([
      expect.closeTo(4 / Math.hypot(4, 4), 6),
      expect.closeTo(4 / Math.hypot(4, 4), 6),
    ]);
  });

  it('leaves the padding after the real tokens out', () => {
    expect(Array.from(meanPoolNormalized(hidden, 1, 3, 1, 2))).toEqual([0, 1]);
  });

  it('gives zeros, not NaN, when every token is zero', () => {
    expect(Array.from(meanPoolNormalized(new Float32Array(4), 0, 2, 2, 2))).toEqual([0, 0]);
  });
});
