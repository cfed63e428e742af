import { describe, expect, it } from 'vitest';
import { EMPTY_ROUND, type TRound } from '../../core/contracts/round';
import { thesisFit } from './thesis-fit';

const round = (r: Partial<TRound>): TRound => ({ ...EMPTY_ROUND, ...r });
const usd = (usd_k: number) => ({
  value: usd_k * 1000,
  currency: 'USD',
  usd_k,
  text: null,
  rate: 1,
  rate_date: null,
});

const freight = {
  title: 'Freight copilot',
  description: 'An AI assistant that quotes and books loads for freight brokers.',
  industry: null,
  stage: 'seed',
  target_check_size: 1500,
  round: round({
    amount: usd(1500),
    stage: 'seed',
    sectors: ['logistics', 'ai-ml'],
    city: 'New York',
    country: 'US',
    region: 'north-america',
  }),
};

const thesis = {
  focus_areas: ['ai-ml'],
  preferred_stages: ['seed'],
  check_size_min: 100,
  check_size_max: 500,
  cities: ['New York, US'],
};

describe("an idea for an investor's thesis", () => {
  it('fits on sector, stage, place and cheque, and says why', () => {
    expect(thesisFit(thesis, freight)).toEqual({
      score: 1,
      reasons: [
        'Invests in AI/ML',
        'Invests at seed',
        'Invests in New York, United States',
        'Writes $100K–$500K cheques: can lead or join a $1.5M round',
      ],
      concerns: [],
    });
  });

  it('reads the place against countries, regions and cities, however the city was typed', () => {
    const berlin = {
      ...freight,
      round: round({ ...freight.round, city: 'Berlin', country: 'DE', region: 'europe' }),
    };
    expect(thesisFit({ ...thesis, cities: [], regions: ['europe'] }, berlin).reasons).toContain(
      'Invests in Europe, which includes Berlin, Germany',
    );
    expect(thesisFit({ ...thesis, cities: [], countries: ['DE'] }, berlin).reasons).toContain(
      'Invests in Berlin, Germany',
    );
    expect(thesisFit({ ...thesis, cities: ['NYC'] }, freight).reasons).toContain(
      'Invests in New York, United States',
    );
    const boston = { ...freight, round: round({ ...freight.round, city: 'Boston' }) };
    expect(thesisFit(thesis, boston).concerns).toEqual([
      'In Boston, United States, not one of the investor’s cities',
    ]);
    const outside = thesisFit({ ...thesis, cities: [], regions: ['europe'] }, freight);
    expect(outside.concerns).toEqual(['In New York, United States, outside the investor’s geography']);
    expect(outside.score).toBeCloseTo(0.8, 5);
  });

  it("weighs the founder's raise against the cheque and whether the investor leads", () => {
    const lead = thesisFit({ ...thesis, check_size_max: 400, round_leadership: 'lead' }, freight);
    expect(lead.concerns).toEqual(['Writes $100K–$400K cheques: small to lead a $1.5M round']);
    expect(lead.score).toBeCloseTo(0.88, 5);
    expect(
      thesisFit({ ...thesis, check_size_max: 300, round_leadership: 'follow' }, freight).reasons,
    ).toContain('Writes $100K–$300K cheques: a fitting part of a $1.5M round');
    expect(thesisFit({ ...thesis, check_size_min: 2000, check_size_max: 5000 }, freight).concerns).toEqual([
      'Its smallest cheque, $2M, is above a $1.5M round',
    ]);
    expect(thesisFit({ ...thesis, check_size_max: 100 }, freight).concerns).toEqual([
      'Writes $100K–$100K cheques: small beside a $1.5M round',
    ]);
  });

  it('says what is against it: a stage or sector outside the thesis', () => {
    const fit = thesisFit(
      { ...thesis, focus_areas: ['healthcare'], preferred_stages: ['series-b+'] },
      freight,
    );
    expect(fit.concerns).toEqual([
      'logistics, AI/ML: outside the investor’s focus',
      'Raising at seed, not a stage the investor backs',
    ]);
    expect(fit.score).toBeCloseTo(0.4, 5);
    const nextStage = thesisFit({ ...thesis, preferred_stages: ['series-a'] }, freight);
    expect(nextStage.concerns).toEqual(['Raising at seed, next to the stages the investor backs']);
  });

  it('uses the idea itself when its round was never read, and counts what nobody said as half', () => {
    const legacy = { ...freight, round: null, stage: 'series-b', target_check_size: 10_000 };
    const fit = thesisFit({ ...thesis, cities: [], preferred_stages: ['series-b+'] }, legacy);
    expect(fit.reasons).toEqual(['Invests in AI/ML', 'Invests at Series B']);
    expect(fit.concerns).toEqual(['Writes $100K–$500K cheques: small beside a $10M round']);
    expect(thesisFit({}, { ...freight, round: null, stage: null, target_check_size: null })).toEqual({
      score: 0.5,
      reasons: [],
      concerns: [],
    });
  });
});
