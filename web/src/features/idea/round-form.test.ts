import { EMPTY_ROUND, type TRound } from '@core/contracts/round';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, parseAmount, roundDraftOf, roundEditOf, usdPreview } from './round-form';

const round: TRound = {
  ...EMPTY_ROUND,
  amount: { value: 500_000, currency: 'GBP', usd_k: 675, text: '£500K', rate: 1.35, rate_date: '2025-06' },
  stage: 'pre-seed',
  sectors: ['healthtech', 'b2b-saas'],
  city: 'London',
  country: 'GB',
  region: 'europe',
  sources: { amount: 'text', stage: 'text', sectors: 'text', city: 'text', country: 'text' },
};

describe('the round fields of the Edit Idea dialog', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const before = roundDraftOf(round);
    expect(roundEditOf(before, { ...before })).toBeUndefined();
    expect(roundEditOf(before, { ...before, stage: 'seed' })).toEqual({ stage: 'seed' });
    expect(roundEditOf(before, { ...before, amount: '750,000' })).toEqual({
      amount: { value: 750_000, currency: 'GBP' },
    });
    expect(roundEditOf(before, { ...before, currency: 'EUR' })).toEqual({
      amount: { value: 500_000, currency: 'EUR' },
    });
    expect(roundEditOf(before, { ...before, amount: '' })).toEqual({ amount: null });
    expect(roundEditOf(before, { ...before, city: ' Manchester ', country: 'GB' })).toEqual({
      city: 'Manchester',
    });
  });

  it('refuses an amount that is not a positive number', () => {
    const before = roundDraftOf(round);
    expect(roundEditOf(before, { ...before, amount: '1.5M' })).toBe('invalid-amount');
    expect(parseAmount('-3')).toBe('invalid');
    expect(parseAmount('')).toBeNull();
  });

  it('previews a raise in dollars with the server’s rate table, and offers the common currencies first', () => {
    expect(usdPreview('500000', 'GBP')).toBe('≈ $675K');
    expect(usdPreview('2000000', 'EUR')).toBe('≈ $2.3M');
    expect(usdPreview('1000', 'USD')).toBeNull();
    expect(CURRENCIES.slice(0, 3)).toEqual(['USD', 'EUR', 'GBP']);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
  });
});
