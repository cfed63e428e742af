import { describe, expect, it } from 'vitest';
import { numbersIn, presentsAsCurrent, repeatedSentence, tagIn, ungroundedNumbers } from './grounding';

describe('grounding checks', () => {
  it('reads numbers, not digits inside words, and finds those no source holds', () => {
    expect(numbersIn('$1.2M over 18 months for 3,000 clinics, CO2e and B2B')).toEqual(['1.2', '18', '3000']);
    expect(ungroundedNumbers(['Raise $2M in 2026, 37 clinics'], ['$2M', 'to September 2026'])).toEqual([
      '37',
    ]);
  });

  it('finds a sentence of the description repeated word for word, however it is cased or punctuated', () => {
    const description = 'Online booking, reminders and no-show prediction for dental clinics. Raising now.';
    expect(
      repeatedSentence(
        'Flowdesk: online booking reminders and no-show prediction for dental clinics!',
        description,
      ),
    ).toBe('Online booking, reminders and no-show prediction for dental clinics.');
    expect(
      repeatedSentence(
        'Flowdesk gives dental clinics online booking, reminders and no-show prediction.',
        description,
      ),
    ).toBeNull();
    // Short sentences are too common to count as copied.
    expect(repeatedSentence('We are raising now.', description)).toBeNull();
  });

  it('catches 2013 activity presented as current, and data tags', () => {
    expect(presentsAsCurrent('Start with Accel (actively deploying).')).toBe('actively deploying');
    expect(presentsAsCurrent('A hot investor')).toBe('hot');
    expect(presentsAsCurrent('You backed Natera (healthcare, a 2013 round).')).toBeNull();
    expect(tagIn('works in the same space (b2b-saas, b2b, saas)')).toBe('b2b-saas');
    expect(tagIn('a pre-seed round for e-commerce merchants')).toBeNull();
  });
});
