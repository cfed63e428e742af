import { describe, expect, it } from 'vitest';
import { type DealRound, regionOf, TrackRecords, trackPlace } from './track-records';

const company = (sectors: string[], country = 'US', state: string | null = 'CA', city = 'San Francisco') => ({
  category_code: sectors[0] ?? null,
  sectors,
  country,
  state,
  city,
});
const round = (investors: string[], over: Partial<DealRound> = {}): DealRound => ({
  funded_at: '2012-06-01',
  round: 'series-a',
  source_round_type: 'a',
  investor_ids: investors,
  company: company(['biotech']),
  ...over,
});

describe('trackPlace', () => {
  it('reads city, US state and country, in the forms founders type them', () => {
    expect(trackPlace('Boston, MA, USA')).toEqual({ city: 'boston', country: 'US', region: 'US-MA' });
    expect(trackPlace('Boston, MA')).toEqual({ city: 'boston', country: 'US', region: 'US-MA' });
    expect(trackPlace('London, United Kingdom')).toEqual({ city: 'london', country: 'GB', region: 'GB' });
    expect(trackPlace('Germany')).toEqual({ city: null, country: 'DE', region: 'DE' });
    expect(trackPlace('')).toEqual({ city: null, country: null, region: null });
  });

  it('takes the region as the US state only for the US', () => {
    expect(regionOf('US', 'NY')).toBe('US-NY');
    expect(regionOf('CA', 'ON')).toBe('CA');
    expect(regionOf('US', null)).toBe('US');
  });
});

describe('TrackRecords', () => {
  it('has no score for an investor without deals', () => {
    const t = new TrackRecords([round(['a'])], '2013-01-01');
    expect(
      t.score('nobody', { stage: null, sectors: [], city: null, country: null, region: null }),
    ).toBeNull();
  });

  it('ranks the investor whose deals are like the round above a busier one whose deals are not', () => {
    const rounds = [
      ...Array.from({ length: 6 }, () => round(['bio'])),
      ...Array.from({ length: 12 }, () =>
        round(['generalist'], { round: 'angel', company: company(['ecommerce'], 'US', 'NY', 'New York') }),
      ),
    ];
    const t = new TrackRecords(rounds, '2013-01-01');
    const query = {
      stage: 'series-a',
      sectors: ['biotech'],
      city: 'san francisco',
      country: 'US',
      region: 'US-CA',
    };
    expect(t.score('bio', query)!).toBeGreaterThan(t.score('generalist', query)!);
    // With nothing asked but activity, the busier one leads.
    const none = { stage: null, sectors: [], city: null, country: null, region: null };
    expect(t.score('generalist', none)!).toBeGreaterThan(t.score('bio', none)!);
  });

  it('weighs a recent deal more than an old one', () => {
    const t = new TrackRecords(
      [round(['recent'], { funded_at: '2012-12-01' }), round(['old'], { funded_at: '2006-12-01' })],
      '2013-01-01',
    );
    const none = { stage: null, sectors: [], city: null, country: null, region: null };
    expect(t.score('recent', none)!).toBeGreaterThan(t.score('old', none)!);
  });

  it("counts an untyped round by Crunchbase's own type, and one with none as venture", () => {
    const t = new TrackRecords(
      [
        round(['x'], { round: null, source_round_type: 'other' }),
        round(['x'], { round: null, source_round_type: null }),
      ],
      '2013-01-01',
    );
    expect([...t.byInvestor.get('x')!.byStage.keys()].sort()).toEqual(['other', 'venture']);
  });
});

describe('scoreAll', () => {
  it('gives every investor the same score as `score`, for rounds with and without each part', () => {
    const t = new TrackRecords(
      [
        round(['a', 'b']),
        round(['b', 'c'], { round: 'seed', company: company(['fintech', 'software'], 'GB', null, 'London') }),
        round(['c', 'd'], {
          funded_at: '2009-02-01',
          company: company(['software'], 'US', 'NY', 'New York'),
        }),
        round(['a'], { round: 'angel', funded_at: null, company: null }),
        round(['e'], { company: company(['biotech'], 'DE', null, 'Berlin') }),
      ],
      '2013-01-01',
    );
    const queries = [
      { stage: null, sectors: [], city: null, country: null, region: null },
      { stage: 'series-a', sectors: ['biotech'], city: 'san francisco', country: 'US', region: 'US-CA' },
      { stage: 'seed', sectors: ['fintech', 'biotech'], city: 'london', country: 'GB', region: 'GB' },
      // Keys the data never saw: a stage, a sector, a city, a region, and a country without its region.
      { stage: 'growth', sectors: ['quantum'], city: 'lagos', country: 'NG', region: 'NG' },
      { stage: 'angel', sectors: ['software'], city: null, country: 'DE', region: null },
    ];
    for (const q of queries) {
      const { ids, scores } = t.scoreAll(q);
      expect([...ids].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
      const again = t.scoreAll(q);
      again.ids.forEach((id, i) => {
        expect(again.scores[i]).toBe(t.score(id, q));
      });
      expect(scores.length).toBe(5);
    }
  });
});

describe("a company's investor network", () => {
  const records = new TrackRecords(
    [
      round(['a', 'b'], { company_name: 'Acme, Inc.', funded_at: '2011-01-01' }),
      round(['a', 'c'], { company_name: 'Other', funded_at: '2011-06-01' }),
      round(['b', 'c', 'd'], { company_name: 'Third', funded_at: '2012-01-01' }),
      round(['e'], { company_name: 'acme inc', funded_at: '2012-09-01' }),
    ],
    '2013-01-01',
  );

  it('finds the earlier investors by the company name, case and punctuation aside, and their co-investors', () => {
    const net = records.network('ACME Inc');
    expect([...net.existing].sort()).toEqual(['a', 'b', 'e']);
    // c co-invested with a and with b; d with b only: c weighs more.
    expect([...net.coInvestors.keys()].sort()).toEqual(['c', 'd']);
    expect(net.coInvestors.get('c')!).toBeGreaterThan(net.coInvestors.get('d')!);
  });

  it('counts only rounds before a date, when given one', () => {
    const net = records.network('Acme Inc', '2012-01-01');
    expect([...net.existing].sort()).toEqual(['a', 'b']);
    expect([...net.coInvestors.keys()]).toEqual(['c']);
    expect(records.network('Nobody').existing.size).toBe(0);
  });
});

describe('what the matcher model reads of a track record', () => {
  const at = (funded_at: string, investors: string[], over: Partial<DealRound> = {}) =>
    round(investors, { funded_at, ...over });
  const bay = { ...company(['software'], 'US', 'CA', 'Palo Alto'), region: 'SF Bay' };

  it('places a city in its metro area as the companies there are placed', () => {
    const t = new TrackRecords([at('2012-01-01', ['a'], { company: bay })], '2013-01-01');
    expect(t.metroOf('palo alto', 'US-CA')).toBe('SF Bay');
    expect(t.metroOf('Palo Alto', 'US-CA')).toBe('SF Bay');
    // The same name in another state is another town.
    expect(t.metroOf('palo alto', 'US-TX')).toBeNull();
    expect(t.metroOf(null, 'US-CA')).toBeNull();
    expect(t.byInvestor.get('a')!.byMetro.get('SF Bay')).toBeGreaterThan(0);
  });

  it('counts recent deals, the last one, round sizes and follow-ons, whatever order the rounds come in', () => {
    const t = new TrackRecords(
      [
        at('2012-12-01', ['a', 'b'], { company_name: 'Acme', amount_usd: 10_000_000 }),
        at('2011-01-01', ['a'], { company_name: 'Acme', amount_usd: 100_000 }),
        at('2012-06-01', ['a'], { company_name: 'Other', amount_usd: null }),
      ],
      '2013-01-01',
    );
    const a = t.byInvestor.get('a')!;
    expect([a.deals, a.last90, a.last365]).toEqual([3, 1, 2]);
    expect(a.daysSinceLast).toBe(31);
    expect(a.sized).toBe(2);
    expect(a.logAmountSum / a.sized).toBeCloseTo(6, 6);
    // a backed Acme in 2011 and again in 2012; b came new to it.
    expect(a.followOns).toBe(1);
    expect(t.byInvestor.get('b')!.followOns).toBe(0);
  });

  it("counts how many of the company's investors each co-investor has invested beside", () => {
    const t = new TrackRecords(
      [
        at('2011-01-01', ['a', 'b'], { company_name: 'Acme' }),
        at('2011-06-01', ['a', 'c'], { company_name: 'One' }),
        at('2011-07-01', ['b', 'c'], { company_name: 'Two' }),
        at('2011-08-01', ['b', 'd'], { company_name: 'Three' }),
      ],
      '2013-01-01',
    );
    const net = t.network('Acme');
    expect(Object.fromEntries(net.partners)).toEqual({ c: 2, d: 1 });
  });

  it("counts, for each investor, how many of a round's likeliest investors it has invested beside", () => {
    const t = new TrackRecords(
      [
        at('2011-01-01', ['lead', 'x', 'y']),
        at('2011-02-01', ['lead', 'x']),
        at('2011-03-01', ['other', 'x']),
      ],
      '2013-01-01',
    );
    expect(Object.fromEntries(t.syndicates(['lead', 'other']))).toEqual({ x: 2, y: 1 });
  });
});
