import { describe, expect, it } from 'vitest';
import { describeDeals, describeProfile } from './describe-investor.ts';

describe('describeDeals', () => {
  const view = (
    company: string,
    date: string,
    round: 'seed' | 'series-a' | 'series-b' | null,
    category: string,
  ) => ({
    round_id: `${company}-${date}`,
    company,
    round,
    amount: null,
    date,
    syndicate: 1,
    category,
    sectors: [],
  });

  it('summarises count, years, main categories and stages, and the latest deal', () => {
    const deals = [
      view('Foo', '2013-02-01', 'series-b', 'software'),
      view('Bar', '2005-03-01', 'seed', 'web'),
      view('Baz', '2010-01-01', 'series-a', 'software'),
      view('Qux', '2011-01-01', 'series-a', 'web'),
    ];
    expect(describeDeals(deals)).toBe(
      'Made 4 investments recorded in Crunchbase between 2005 and 2013, mostly software and web at Series A and ' +
        'Seed; latest: Foo (Series B, 2013).',
    );
    expect(describeDeals([view('Foo', '2012-01-01', null, 'games_video')])).toBe(
      'Made 1 investment recorded in Crunchbase: Foo (games & video, 2012).',
    );
    expect(describeDeals([])).toBeNull();
  });
});

describe('describeProfile', () => {
  it('quotes only stated facts', () => {
    const facts = { kind: 'Venture capital firm', founded_year: 2018, portfolio_count: 28, exit_count: 1 };
    expect(
      describeProfile({ ...facts, stage_labels: ['Series A', 'Series B'] }, 'San Francisco, US', {
        min: 1000,
        max: 10000,
      }),
    ).toBe(
      'Venture capital firm based in San Francisco, US, founded in 2018. Invests at Series A and Series B; ' +
        'cheques of $1M–$10M. 28 portfolio companies and 1 exit according to FundraisingFox.',
    );
    expect(describeProfile({ kind: 'Angel investor' }, 'Germany', { min: 50, max: 50 })).toBe(
      'Angel investor based in Germany. Cheques of $50K.',
    );
    expect(describeProfile({ kind: 'Investor' }, null, null)).toBeNull();
  });
});
