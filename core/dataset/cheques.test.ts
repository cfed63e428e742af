import { describe, expect, it } from 'vitest';
import {
  estimateCheckSize,
  implausibleCheque,
  parseChequeRange,
  percentile,
  statedRange,
} from './cheques.ts';

describe('parseChequeRange', () => {
  it('parses ranges into thousands of USD', () => {
    expect(parseChequeRange('$250K - $2M')).toEqual({ min: 250, max: 2000 });
    expect(parseChequeRange('$500K - $1M\n\n')).toEqual({ min: 500, max: 1000 });
    expect(parseChequeRange('$1KK - 5M')).toEqual({ min: 1000, max: 5000 });
    expect(parseChequeRange('$ 5m - 10 m')).toEqual({ min: 5000, max: 10000 });
    expect(parseChequeRange('$1.5M - $2.5M')).toEqual({ min: 1500, max: 2500 });
  });

  it('reads a single amount as both ends and borrows a missing unit from the other end', () => {
    expect(parseChequeRange('$50K')).toEqual({ min: 50, max: 50 });
    expect(parseChequeRange('$1 - $5M')).toEqual({ min: 1000, max: 5000 });
    expect(parseChequeRange('$50000 - $100000')).toEqual({ min: 50, max: 100 });
  });

  it('gives null for other currencies and text without amounts', () => {
    expect(parseChequeRange('$INR 20-25 lacs')).toBeNull();
    expect(parseChequeRange('Cheque_Size')).toBeNull();
    expect(parseChequeRange('')).toBeNull();
  });
});

describe('statedRange', () => {
  it('converts USD to thousands and treats a zero minimum as unknown', () => {
    expect(statedRange(1_000_000, 10_000_000)).toEqual({ min: 1000, max: 10000 });
    expect(statedRange(0, 500_000)).toEqual({ min: null, max: 500 });
    expect(statedRange(null, null)).toBeNull();
  });

  it('rejects implausible or inverted ranges', () => {
    expect(statedRange(4_000_000_000, 14_000_000_000)).toBeNull();
    expect(statedRange(5_000_000, 1_000_000)).toBeNull();
  });
});

describe('estimateCheckSize', () => {
  it('takes the 25th–75th percentile of each round divided by its syndicate', () => {
    const rounds = [
      { amount: 1_000_000, syndicate: 1 },
      { amount: 4_000_000, syndicate: 2 },
      { amount: 9_000_000, syndicate: 3 },
      { amount: 20_000_000, syndicate: 4 },
    ];
    // Shares 1M, 2M, 3M, 5M → p25 1.75M, p75 3.5M.
    expect(estimateCheckSize(rounds)).toEqual({ min: 1750, max: 3500 });
  });

  it('needs at least two rounds with an amount', () => {
    expect(estimateCheckSize([{ amount: 1_000_000, syndicate: 1 }])).toBeNull();
  });

  it('interpolates percentiles linearly', () => {
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([10, 20], 0.25)).toBe(12.5);
  });
});

describe('implausibleCheque', () => {
  it('refuses a minimum above the median round of the earliest stage stated', () => {
    expect(implausibleCheque({ min: 3000, max: 10000 }, ['pre-seed', 'seed', 'series-a'])).toMatch(
      /above the median pre-seed round/,
    );
    expect(implausibleCheque({ min: 10000, max: 10000 }, ['seed', 'series-a'])).toMatch(/median seed round/);
  });

  it('accepts what can be true, and what it cannot judge', () => {
    expect(implausibleCheque({ min: 2000, max: 2000 }, ['seed'])).toBeNull();
    expect(implausibleCheque({ min: 15000, max: 75000 }, ['series-b', 'growth'])).toBeNull();
    expect(implausibleCheque({ min: null, max: 500 }, ['pre-seed'])).toBeNull();
    expect(implausibleCheque({ min: 5000, max: 9000 }, [])).toBeNull();
  });
});
