import { describe, expect, it } from 'vitest';
import { cosine } from '../../core/vectors/embedder';
import { HashingEmbedder } from './hashing-embedder';

const e = new HashingEmbedder();

describe('HashingEmbedder', () => {
  it('gives unit vectors of the configured size, the same for the same text', () => {
    const [a, b] = [
      e.embedOne('Seed fund for fintech startups'),
      e.embedOne('Seed fund for fintech startups'),
    ];
    expect(a).toHaveLength(256);
    expect(cosine(a, a)).toBeCloseTo(1, 5);
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('puts texts about the same concept closer than unrelated ones', () => {
    const payments = e.embedOne('payments infrastructure for small banks');
    const fintech = e.embedOne('we back fintech and lending companies');
    const biotech = e.embedOne('oncology drug discovery and therapeutics');
    expect(cosine(payments, fintech)).toBeGreaterThan(cosine(payments, biotech) + 0.1);
  });

  it('gives an empty text a zero vector rather than NaN', () => {
    expect(Array.from(e.embedOne('')).every((v) => v === 0)).toBe(true);
  });
});
