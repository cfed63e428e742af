import { describe, expect, it } from 'vitest';
import { cosine } from '../../core/vectors/embedder';
import { dequantize, quantize, VectorBlock } from './vector-block';

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (v) => v / norm);
}

describe('VectorBlock', () => {
  const a = unit(Array.from({ length: 384 }, (_, i) => Math.sin(i * 1.7)));
  const b = unit(Array.from({ length: 384 }, (_, i) => Math.cos(i * 0.3) + 0.2));

  it('keeps cosines of int8 vectors within 0.001 of the float ones', () => {
    const block = VectorBlock.of([a, b], 384);
    expect(block.dot(a, 1)).toBeCloseTo(cosine(a, b), 3);
    expect(block.dot(a, 0)).toBeCloseTo(1, 3);
    expect(cosine(dequantize(quantize(b)), b)).toBeGreaterThan(0.9999);
  });

  it('gives a document without a vector a similarity of 0 to anything', () => {
    const block = VectorBlock.of([a, null], 384);
    expect(block.has(1)).toBe(false);
    expect(block.dot(a, 1)).toBe(0);
  });

  it('refuses a vector of another length', () => {
    expect(() => VectorBlock.of([unit([1, 2, 3])], 384)).toThrow(/a vector of 3 numbers in a block of 384/);
  });
});
