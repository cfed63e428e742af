import { describe, expect, it } from 'vitest';
import { matchLabel, matchTone, rankInvestors } from './rank-investors';
import type { InvestorRec } from './recommendations';

const inv = (
  name: string,
  score: number | null,
  similarity: number,
  focus = '',
  recent: string[] = [],
): InvestorRec => ({
  id: null,
  name,
  website: null,
  focus,
  reasoning: '',
  checkSize: '',
  portfolioSize: null,
  supportedRounds: [],
  recentInvestments: recent.map((company) => ({ company, round: null, amount: null, year: null })),
  contacts: [],
  similarity,
  score,
  location: null,
  country: null,
  region: null,
  checkSizeMin: null,
  checkSizeMax: null,
  leadsRounds: null,
  firmType: null,
  lastDealDate: null,
  dimensions: [],
});

describe('rankInvestors', () => {
  it("orders by the spec's rank on the matcher's score, and shows that rank as the percentage", () => {
    const list = [
      inv('A', 0.75, 0.75),
      inv('B', 0.7, 0.72, 'logistics'),
      inv('C', 0.74, 0.77, '', ['Freight Labs']),
    ];
    const ranked = rankInvestors(list, { industry: 'logistics', description: 'freight app' });
    expect(ranked.map((i) => i.name)).toEqual(['C', 'A', 'B']);
    expect(ranked.map((i) => i.score)).toEqual([0.77, 0.75, 0.72]);
    expect(list[0]!.name).toBe('A');
  });

  it('ranks analyses saved before the matcher kept its score by their percentage', () => {
    const ranked = rankInvestors([inv('A', null, 0.6), inv('B', null, 0.8)], {
      industry: '',
      description: 'x',
    });
    expect(ranked.map((i) => i.name)).toEqual(['B', 'A']);
  });

  it('never shows a lower percentage above a higher one', () => {
    const list = [0.93, 0.5, 0.92, 0.91, 0.7].map((s, i) =>
      inv(`I${i}`, s, s, i % 2 ? 'fintech' : 'b2b-saas', ['Payments Co']),
    );
    const shown = rankInvestors(list, {
      industry: 'fintech',
      description: 'payments for small business',
    }).map((i) => i.score);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});

describe('matchTone and matchLabel', () => {
  it('colours 0.8 and up green, 0.7 blue, else grey; and prints the percent', () => {
    expect([matchTone(0.8), matchTone(0.79), matchTone(0.7), matchTone(0.69)]).toEqual([
      'success',
      'info',
      'info',
      'muted',
    ]);
    expect(matchLabel(0.702)).toBe('70% match');
    expect(matchLabel(Number.NaN)).toBe('0% match');
  });
});
