import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topK } from './top-k';

describe('topK', () => {
  it('equals sorting and slicing, for any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 })),
        fc.integer({ min: 0, max: 30 }),
        (values, k) => {
          const idx = values.map((_, i) => i);
          const better = (a: number, b: number) =>
            values[a]! > values[b]! || (values[a] === values[b] && a < b);
          const expected = [...idx].sort((a, b) => (better(a, b) ? -1 : 1)).slice(0, k);
          expect(topK(idx, k, better)).toEqual(expected);
        },
      ),
    );
  });
});
