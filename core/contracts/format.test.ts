import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCheckSize,
  formatDay,
  formatMoney,
  formatMoneyWithUsd,
  formatMonth,
  formatSource,
  formatUsd,
  formatUsdRange,
} from './format';

describe('money, in one style', () => {
  it('writes dollars short, with a decimal only when it says something', () => {
    expect(formatUsd(950)).toBe('$950');
    expect(formatUsd(25_000)).toBe('$25K');
    expect(formatUsd(500_000)).toBe('$500K');
    expect(formatUsd(5_000_000)).toBe('$5M');
    expect(formatUsd(1_500_000)).toBe('$1.5M');
    expect(formatUsd(999_600)).toBe('$1M');
    expect(formatUsd(2_100_000_000)).toBe('$2.1B');
    expect(formatUsd(-250_000)).toBe('-$250K');
    expect(formatUsd(1_050_000, { exact: true })).toBe('$1.05M');
    expect(formatUsd(12_500, { exact: true })).toBe('$12.5K');
    expect(formatAmount(1500)).toBe('$1.5M');
    expect(formatAmount(0)).toBe('$0');
  });

  it('writes a range with an en dash, and one value when both ends read the same', () => {
    expect(formatUsdRange(500_000, 5_000_000)).toBe('$500K–$5M');
    expect(formatUsdRange(5_000_000, 500_000)).toBe('$500K–$5M');
    expect(formatUsdRange(500_000, 500_000)).toBe('$500K');
    expect(formatCheckSize(500, 5000)).toBe('$500K–$5M');
    expect(formatCheckSize(500, 500)).toBe('$500K');
    expect(formatCheckSize(250, null)).toBe('From $250K');
    expect(formatCheckSize(null, 1000)).toBe('Up to $1M');
    expect(formatCheckSize(-1, Number.NaN)).toBe('Not specified');
  });

  it("writes a founder's amount in their currency with dollars beside it", () => {
    expect(formatMoney(2_000_000, 'EUR')).toBe('€2M');
    expect(formatMoney(217_391, 'EUR')).toBe('€217K');
    expect(formatMoney(1_250_000, 'GBP')).toBe('£1.3M');
    expect(formatMoney(2_000_000, 'USD')).toBe('$2M');
    expect(formatMoney(80_000_000, 'INR')).toBe('₹8 crore');
    expect(formatMoneyWithUsd(2_000_000, 'EUR', 2_160_000)).toBe('€2M (about $2.2M)');
    expect(formatMoneyWithUsd(1_000_000, 'USD', 1_000_000)).toBe('$1M');
  });
});

describe('dates, one style per kind', () => {
  it("a deal's month", () => {
    expect(formatMonth('2013-06-30')).toBe('Jun 2013');
    expect(formatMonth('2026-09')).toBe('Sep 2026');
    expect(formatMonth('June 2013')).toBeNull();
  });

  it("an event's day: a calendar date as that day, an instant as the local day", () => {
    expect(formatDay('2026-11-27')).toBe('27 Nov 2026');
    expect(formatDay('2026-13-01')).toBeNull();
    expect(formatDay(new Date(2026, 10, 27, 23, 30))).toBe('27 Nov 2026');
    expect(formatDay(new Date(2026, 0, 5, 9).toISOString())).toBe('5 Jan 2026');
    expect(formatDay('not a date')).toBeNull();
    expect(formatDay(null)).toBeNull();
  });

  it("a data source's as-of, named for people", () => {
    expect(formatSource('FundraisingFox', '2026-09')).toBe('FundraisingFox, Sep 2026');
    expect(formatSource('Crunchbase', '2013-06-30')).toBe('Crunchbase, Jun 2013');
    expect(formatSource('Crunchbase', null)).toBe('Crunchbase');
  });
});
