import { describe, expect, it } from 'vitest';
import { ideaKeywords, investorScore, matchLabel, matchTone, rankInvestors } from './rank-investors';

const inv = (name: string, similarity: number, focus = '', recent: string[] = []) => ({
  name,
  similarity,
  focus,
  recentInvestments: recent.map((company) => ({ company, round: null })),
});

describe('ideaKeywords', () => {
  it('takes distinct lower-case words longer than 3 characters from industry and description', () => {
    expect(ideaKeywords('Logistics', 'AI for the freight, FREIGHT and ship')).toEqual(
      ['logistics', 'freight', 'ship'].filter((w) => w.length > 3),
    );
    expect(ideaKeywords(null, undefined)).toEqual([]);
  });
});

describe('investorScore', () => {
  it('is similarity × 100, +2 per keyword in the focus, +3 per keyword in recent investments', () => {
    const keywords = ['logistics', 'freight'];
    expect(investorScore(inv('A', 0.7), keywords)).toBeCloseTo(70);
    expect(investorScore(inv('A', 0.7, 'b2b-saas, logistics'), keywords)).toBeCloseTo(72);
    expect(investorScore(inv('A', 0.7, 'Logistics, freight'), keywords)).toBeCloseTo(74);
    expect(investorScore(inv('A', 0.7, '', ['FreightHub']), keywords)).toBeCloseTo(73);
    expect(investorScore(inv('A', 0.7, 'freight', ['Freight Co', 'Logistics Inc']), keywords)).toBeCloseTo(
      78,
    );
  });

  it('treats a missing similarity as 0', () => {
    expect(investorScore(inv('A', Number.NaN, 'freight'), ['freight'])).toBe(2);
  });
});

describe('rankInvestors', () => {
  it('re-ranks by score, keeps ties in order, and does not mutate the input', () => {
    const list = [
      inv('A', 0.75),
      inv('B', 0.7, 'logistics'),
      inv('C', 0.74, '', ['Freight Labs']),
      inv('D', 0.75),
    ];
    const ranked = rankInvestors(list, { industry: 'logistics', description: 'freight app' });
    expect(ranked.map((i) => i.name)).toEqual(['C', 'A', 'D', 'B']);
    expect(ranked[0]!.score).toBeCloseTo(77);
    expect(list[0]!.name).toBe('A');
    expect('index' in ranked[0]!).toBe(false);
  });

  it('ignores short keywords', () => {
    const ranked = rankInvestors([inv('A', 0.5), inv('B', 0.49, 'ai')], {
      industry: 'ai',
      description: 'an ai app',
    });
    expect(ranked.map((i) => i.name)).toEqual(['A', 'B']);
  });
});

describe('match badge', () => {
  it('is green from 0.8, blue from 0.7, grey below', () => {
    expect(matchTone(0.8)).toBe('success');
    expect(matchTone(0.95)).toBe('success');
    expect(matchTone(0.7)).toBe('info');
    expect(matchTone(0.799)).toBe('info');
    expect(matchTone(0.69)).toBe('muted');
  });

  it('shows a whole percent', () => {
    expect(matchLabel(0.702)).toBe('70% match');
    expect(matchLabel(0.876)).toBe('88% match');
    expect(matchLabel(Number.NaN)).toBe('0% match');
  });
});
