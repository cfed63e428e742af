import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyShort,
  formatPercent,
  inRaiseCurrency,
  moneyInputValue,
  parseMoney,
} from './money';

describe('money formatting', () => {
  it('writes whole dollars in full', () => {
    expect(formatMoney(1_250_000)).toBe('$1,250,000');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('shortens amounts for cards and column totals', () => {
    expect(formatMoneyShort(0)).toBe('$0');
    expect(formatMoneyShort(950)).toBe('$950');
    expect(formatMoneyShort(25_000)).toBe('$25K');
    expect(formatMoneyShort(12_500)).toBe('$12.5K');
    expect(formatMoneyShort(250_000)).toBe('$250K');
    expect(formatMoneyShort(999_999)).toBe('$1M');
    expect(formatMoneyShort(1_000_000)).toBe('$1M');
    expect(formatMoneyShort(1_250_000)).toBe('$1.25M');
    expect(formatMoneyShort(2_000_000_000)).toBe('$2B');
    expect(formatMoneyShort(null)).toBe('—');
  });

  it('writes shares as whole percents', () => {
    expect(formatPercent(0.254)).toBe('25%');
    expect(formatPercent(1.5)).toBe('150%');
    expect(formatPercent(null)).toBe('—');
  });

  it('reads what a founder types in a dollars field', () => {
    expect(parseMoney('1,000,000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseMoney(' $250000 ')).toEqual({ ok: true, value: 250_000 });
    expect(parseMoney('1.5M')).toEqual({ ok: true, value: 1_500_000 });
    expect(parseMoney('250k')).toEqual({ ok: true, value: 250_000 });
    expect(parseMoney('2b')).toEqual({ ok: true, value: 2_000_000_000 });
    expect(parseMoney('')).toEqual({ ok: true, value: null });
    expect(parseMoney('12.5', 'Expected amount')).toEqual({
      ok: false,
      message: 'Expected amount must be whole dollars',
    });
    expect(parseMoney('lots', 'Target amount')).toEqual({
      ok: false,
      message: 'Target amount must be a number of dollars',
    });
    expect(parseMoney('-5')).toEqual({ ok: false, message: 'Amount must be a number of dollars' });
  });

  it('fills a dollars input from an amount', () => {
    expect(moneyInputValue(1_000_000)).toBe('1,000,000');
    expect(moneyInputValue(null)).toBe('');
  });
});

describe('inRaiseCurrency', () => {
  it("writes the founder's currency first with the dollars beside it", () => {
    const eur = { code: 'EUR', rate: 1.08 };
    expect(inRaiseCurrency(270_000, eur, formatMoneyShort(270_000))).toBe('€250K ($270K)');
    expect(inRaiseCurrency(270_000, null, '$270K')).toBe('$270K');
    expect(inRaiseCurrency(270_000, { code: 'USD', rate: 1 }, '$270K')).toBe('$270K');
    expect(inRaiseCurrency(null, eur, '—')).toBe('—');
    expect(inRaiseCurrency(0, eur, '$0')).toBe('€0');
  });
});
