import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ITEMS, filterFaq, groupFaq, searchTerms } from './faq-content';

describe('the help centre FAQ', () => {
  it('has the four categories of the spec, each with questions', () => {
    expect(FAQ_CATEGORIES).toEqual([
      'Getting Started',
      'Investor Matching',
      'Using the Platform',
      'Pricing & Billing',
    ]);
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_ITEMS.filter((item) => item.category === category).length).toBeGreaterThan(0);
    }
  });

  it('states the billing constants of spec §9', () => {
    const billing = FAQ_ITEMS.filter((item) => item.category === 'Pricing & Billing')
      .map((item) => item.answer)
      .join(' ');
    for (const fact of [
      'Visa',
      'Mastercard',
      'Amex',
      '14-day money-back',
      'annual',
      'end of your current billing period',
    ]) {
      expect(billing).toContain(fact);
    }
  });
});

describe('searchTerms', () => {
  it('lower-cases and splits on punctuation and spaces', () => {
    expect(searchTerms('  Hot,  WARM & cold? ')).toEqual(['hot', 'warm', 'cold']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('filterFaq', () => {
  it('keeps every item for a blank query', () => {
    expect(filterFaq('')).toEqual(FAQ_ITEMS);
    expect(filterFaq('  ')).toHaveLength(FAQ_ITEMS.length);
  });

  it('matches questions and answers case-insensitively', () => {
    expect(filterFaq('MASTERCARD').map((item) => item.question)).toEqual([
      'Which payment methods do you accept?',
    ]);
    expect(filterFaq('refund').map((item) => item.question)).toEqual(['Can I cancel or get a refund?']);
  });

  it('needs every word of the query, in any order', () => {
    const both = filterFaq('onboarding linkedin');
    expect(both.map((item) => item.question)).toContain('What happens during onboarding?');
    expect(both.every((item) => /linkedin/i.test(item.answer + item.question))).toBe(true);
    expect(filterFaq('onboarding zebra')).toEqual([]);
  });

  it('matches a category name', () => {
    expect(filterFaq('billing').length).toBeGreaterThanOrEqual(
      FAQ_ITEMS.filter((item) => item.category === 'Pricing & Billing').length,
    );
  });

  it('finds nothing for an unrelated query', () => {
    expect(filterFaq('quantum teleportation')).toEqual([]);
  });
});

describe('groupFaq', () => {
  it('keeps the display order and drops empty categories', () => {
    expect(groupFaq(FAQ_ITEMS).map((group) => group.category)).toEqual([...FAQ_CATEGORIES]);
    const groups = groupFaq(filterFaq('refund'));
    expect(groups).toEqual([{ category: 'Pricing & Billing', items: filterFaq('refund') }]);
    expect(groupFaq([])).toEqual([]);
  });
});
