import { describe, expect, it } from 'vitest';
import { specKeywords, specRank, specRerank } from './spec-rerank';

describe('specKeywords', () => {
  it('keeps distinct words longer than 3 characters of industry and description', () => {
    expect(specKeywords('Logistics', 'Freight brokerage, FREIGHT tracking for truckers')).toEqual([
      'logistics',
      'freight',
      'brokerage',
      'tracking',
      'truckers',
    ]);
    expect(specKeywords(null, undefined)).toEqual([]);
  });

  it('leaves out common words, which matched anything ("general" of "Mass General", "last", "free")', () => {
    const words = specKeywords(
      'healthcare',
      'Used at Mass General. Free for the last mile of care, with the platform',
    );
    expect(words).toEqual(['healthcare', 'used', 'mass', 'mile', 'care']);
  });
});

describe('specRank', () => {
  it('is score x 100, +2 per keyword in the focus and +3 per keyword in recent investments, whole words only', () => {
    const k = ['logistics', 'freight'];
    expect(specRank({ score: 0.7, focus: [], recent: [] }, k).rank).toBeCloseTo(70);
    expect(specRank({ score: 0.7, focus: ['logistics'], recent: [] }, k).rank).toBeCloseTo(72);
    expect(specRank({ score: 0.7, focus: ['logistics'], recent: ['Freight Labs'] }, k).rank).toBeCloseTo(75);
    // "freighthub" is not the word "freight".
    expect(specRank({ score: 0.7, focus: [], recent: ['FreightHub'] }, k).rank).toBeCloseTo(70);
  });

  it('shows the rank as the percentage, capped at 100%', () => {
    expect(specRank({ score: 0.7, focus: ['logistics'], recent: [] }, ['logistics']).display).toBe(0.72);
    expect(
      specRank({ score: 0.99, focus: ['a-logistics'], recent: ['Logistics Co'] }, ['logistics']).display,
    ).toBe(1);
  });
});

describe('specRerank', () => {
  it('orders by rank, keeps ties in their order, and the percentages never rise down the list', () => {
    const items = [
      { name: 'A', score: 0.75, focus: [], recent: [] },
      { name: 'B', score: 0.7, focus: ['logistics'], recent: [] },
      { name: 'C', score: 0.74, focus: [], recent: ['Freight Co'] },
      { name: 'D', score: 0.75, focus: [], recent: [] },
    ];
    const ranked = specRerank(items, (i) => i, ['logistics', 'freight']);
    expect(ranked.map((i) => i.name)).toEqual(['C', 'A', 'D', 'B']);
    const shown = ranked.map((r) => r.spec.display);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});
