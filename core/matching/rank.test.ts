import { describe, expect, it } from 'vitest';
import type { Evidence } from './evidence';
import type { Fit } from './fit';
import { rank } from './rank';
import { testInvestor } from './test-investor';

const dim = (score: number) => ({ score, reason: '' });
const fitted = (g: number, misfit: string | null = null): Fit => ({
  geography: dim(g),
  stage: dim(1),
  check_size: dim(1),
  sector: dim(1),
  misfit,
  pastBatches: false,
});
const ev = (score: number): Evidence => ({
  track: score,
  trackRank: 0,
  existing: false,
  coInvested: 0,
  directory: 0,
  similarity: 0,
  thesis: 0,
  score,
});

describe('rank', () => {
  const investors = [
    testInvestor({ id: 'far', name: 'Far Capital' }),
    testInvestor({ id: 'ken', name: 'Ken Lerer' }),
    testInvestor({ id: 'kenneth', name: 'Kenneth Lerer' }),
    testInvestor({ id: 'local', name: 'Local Ventures' }),
    testInvestor({ id: 'busy', name: 'Busy Partners' }),
  ];
  const fits = new Map<string, Fit>([
    ['far', fitted(0.1, 'Based elsewhere')],
    ['ken', fitted(0.9)],
    ['kenneth', fitted(0.9)],
    ['local', fitted(1)],
    ['busy', fitted(0.7)],
  ]);
  const evidence = new Map<string, Evidence>([
    ['far', ev(1)],
    ['ken', ev(0.6)],
    ['kenneth', ev(0.5)],
    ['local', ev(0.4)],
    ['busy', ev(0.9)],
  ]);

  it('leaves out who cannot take part however strong its record, and lists one person once', () => {
    const { ranked, fitting } = rank(investors, fits, evidence, 10);
    expect(ranked.map((r) => r.investor.id)).not.toContain('far');
    expect(ranked.filter((r) => r.investor.name.endsWith('Lerer'))).toHaveLength(1);
    expect(fitting).toBe(3);
  });

  it('orders by the score it shows, and cuts at the limit', () => {
    const { ranked } = rank(investors, fits, evidence, 2);
    expect(ranked).toHaveLength(2);
    const all = rank(investors, fits, evidence, 10).ranked.map((r) => r.score);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });
});
