import { describe, expect, it } from 'vitest';
import type { TDataSource, TInvestor } from '../../core/contracts/investors';
import { dataSources } from '../investors/data-sources';
import { dataDatesLine, investorLine, matchText, searchText, thousandsOfDollars } from './format-investors';

const SOURCES: TDataSource[] = dataSources('2013-06-30');

const investor = (over: Partial<TInvestor> = {}): TInvestor => ({
  id: 'kaleo-ventures',
  name: 'Kaleo Ventures',
  description: null,
  location: 'Lagos, NG',
  country: 'NG',
  website: null,
  status: 'warm',
  status_as_of: '2013-06-30',
  stages: ['seed'],
  focus_areas: ['fintech'],
  check_size_min: 100,
  check_size_max: 1500,
  check_size_source: 'stated',
  recent_investments: [],
  investment_count: 4,
  last_investment_date: '2012-11-02',
  firm_type: 'vc',
  leads_rounds: true,
  invests_in: [],
  portfolio_count: null,
  stated_stages: [],
  stated_focus: [],
  ...over,
});

describe('the investor tools’ text', () => {
  it('says how old each part of the data is, from the sources', () => {
    const line = dataDatesLine('2013-06-30', SOURCES);
    expect(line).toContain('deal history (deals, last known deal, hot/warm/cold status) ends 2013-06-30');
    expect(line).toContain('firm directory (descriptions, stages, cheques, sectors, places) is of 2026-08');
    expect(line).toContain('Deals are not current');
    expect(dataDatesLine('2013-06-30', [])).not.toContain('firm directory');
  });

  it('writes thousands of dollars as people do', () => {
    expect(thousandsOfDollars(250)).toBe('$250K');
    expect(thousandsOfDollars(1000)).toBe('$1M');
    expect(thousandsOfDollars(1500)).toBe('$1.5M');
    expect(thousandsOfDollars(70_000)).toBe('$70M');
  });

  it('puts an investor on one line with its id, cheque, deals and status, each dated', () => {
    expect(investorLine(investor())).toBe(
      'Kaleo Ventures [id: kaleo-ventures] · Lagos, NG · vc · stages: seed · focus: fintech · cheque $100K–$1.5M (stated) · leads rounds · 4 deals in the deal history, last known deal 2012-11-02 · warm as of 2013-06-30',
    );
    const bare = investorLine(
      investor({
        location: null,
        check_size_min: null,
        check_size_max: null,
        investment_count: 0,
        leads_rounds: null,
      }),
    );
    expect(bare).toContain('[id: kaleo-ventures] · NG · vc');
    expect(bare).toContain('no deals in the deal history');
    expect(bare).not.toContain('cheque');
    expect(investorLine(investor({ location: 'Austin, TX', country: 'US' }))).toContain('Austin, TX, US');
  });

  it('tells how to get the next page of a search', () => {
    const text = searchText({
      investors: [investor()],
      location: null,
      total: 1234,
      next_cursor: 'abc',
      as_of: '2013-06-30',
      sources: SOURCES,
    });
    expect(text.split('\n')[0]).toBe('1,234 investors match; showing 1.');
    expect(text).toContain('1. Kaleo Ventures [id: kaleo-ventures]');
    expect(text).toContain('cursor "abc"');
  });

  it('gives each match its score and a reason per dimension, and says so when none fits', () => {
    const round = {
      location: {
        input: 'Lagos',
        reading: 'Lagos → Lagos, NG',
        city: 'Lagos',
        country: 'NG',
        region: 'africa' as const,
        alternatives: [],
        from: 'request' as const,
      },
      stage: 'seed' as const,
      stage_from: 'request' as const,
      check_size: 1500,
      check_size_from: 'idea' as const,
      focus: ['fintech'],
      focus_from: 'idea' as const,
      notes: [],
    };
    const text = matchText({
      round,
      matches: [
        {
          investor: investor(),
          score: 0.734,
          dimensions: [{ dimension: 'geography', score: 1, reason: 'Based in Lagos, NG' }],
        },
      ],
      fitting: 12,
      as_of: '2013-06-30',
      sources: SOURCES,
    });
    expect(text).toContain('12 investors fit this round; the best 1');
    expect(text).toContain('Read the round as: Lagos → Lagos, NG; seed; $1,500K; fintech.');
    expect(text).toContain('1. 73% fit: Kaleo Ventures');
    expect(text).toContain('   - geography: Based in Lagos, NG');
    const none = matchText({ round, matches: [], fitting: 0, as_of: '2013-06-30', sources: SOURCES });
    expect(none).toMatch(/^No investor in the data fits this round/);
    expect(none).toContain('2013-06-30');
  });
});
