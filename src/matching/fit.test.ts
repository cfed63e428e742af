import { describe, expect, it } from 'vitest';
import { fitOf } from './fit';
import { TrackRecords } from './model/track-records';
import { type MatchAsk, readMatchRound } from './read-round';
import { testInvestor } from './test-investor';

const track = new TrackRecords(
  [
    {
      funded_at: '2012-05-01',
      round: 'angel',
      source_round_type: 'angel',
      investor_ids: ['us-angel'],
      amount_usd: 800_000,
      company_name: 'Acme',
      company: {
        category_code: 'software',
        sectors: ['b2b-saas', 'software'],
        country: 'US',
        city: 'Boston',
        state: 'MA',
        region: 'Boston',
      },
    },
  ],
  '2013-06-30',
);
const round = (ask: Partial<MatchAsk>) =>
  readMatchRound({ idea: 'B2B SaaS for dental clinics', limit: 10, ...ask }, track);
const london = round({
  stage: 'pre-seed',
  check_size: 650,
  location: 'London, GB',
  focus: ['b2b-saas', 'healthtech'],
});

const seedcamp = testInvestor({
  id: 'seedcamp',
  location: 'London, GB',
  country: 'GB',
  stages: ['pre-seed', 'seed', 'series-a'],
  stated_stages: ['pre-seed', 'seed', 'series-a'],
  focus_areas: ['b2b-saas', 'fintech', 'healthtech'],
  stated_focus: ['b2b-saas', 'fintech', 'healthtech'],
  check_size_min: 378,
  check_size_max: 1080,
  check_size_source: 'stated',
  leads_rounds: true,
  firm_type: 'vc',
});

describe('fitOf', () => {
  it('fits a London pre-seed fund to a London pre-seed round on every dimension, with plain reasons', () => {
    const fit = fitOf(seedcamp, undefined, london);
    expect(fit.misfit).toBeNull();
    expect(fit.geography).toEqual({ score: 1, reason: 'Based in London, GB' });
    expect(fit.stage).toEqual({ score: 1, reason: 'Invests at pre-seed (2026 directory)' });
    expect(fit.check_size.score).toBe(1);
    expect(fit.check_size.reason).toBe(
      'Writes $378K–$1.1M cheques (stated): a fitting part of a $650K round',
    );
    expect(fit.sector).toEqual({ score: 1, reason: 'States B2B SaaS in its focus (2026 directory)' });
  });

  it('keeps an investor that never invested outside another continent out of a local round', () => {
    const usOnly = testInvestor({ id: 'us-angel', location: 'Boston, US', country: 'US', stages: ['angel'] });
    const fit = fitOf(usOnly, track.byInvestor.get('us-angel'), london);
    expect(fit.geography.score).toBe(0.1);
    expect(fit.misfit).toMatch(/^Based in Boston, US, with no stated interest or deals in United Kingdom/);
  });

  it('counts a stated interest in the founder’s country, and the region, below being based there', () => {
    const paris = testInvestor({ id: 'p', location: 'Paris, FR', country: 'FR' });
    const global = testInvestor({
      id: 'g',
      location: 'New York, US',
      country: 'US',
      invests_in: ['GB', 'DE'],
    });
    expect(fitOf(global, undefined, london).geography.score).toBe(0.75);
    const near = testInvestor({ id: 'n', location: 'Paris, FR', country: 'FR', invests_in: ['GB'] });
    expect(fitOf(near, undefined, london).geography.score).toBe(0.85);
    expect(fitOf(paris, undefined, london).geography).toEqual({
      score: 0.7,
      reason: 'Based in Paris, FR, in Europe',
    });
  });

  it('asks a priced round for a lead: a cheque of a good share of it, and not an accelerator', () => {
    const seriesA = round({
      stage: 'Series A',
      check_size: 12_000,
      location: 'Boston, MA',
      focus: ['biotech'],
    });
    const small = testInvestor({
      id: 's',
      country: 'US',
      stages: ['series-a'],
      check_size_min: 25,
      check_size_max: 500,
      check_size_source: 'stated',
    });
    const lead = testInvestor({
      id: 'l',
      country: 'US',
      stages: ['series-a'],
      check_size_min: 2000,
      check_size_max: 8000,
      check_size_source: 'stated',
      leads_rounds: true,
    });
    const accel = testInvestor({
      id: 'a',
      country: 'US',
      location: 'Boston, US',
      firm_type: 'accelerator',
      stages: ['seed', 'series-a'],
    });
    expect(fitOf(small, undefined, seriesA).check_size.score).toBe(0.15);
    expect(fitOf(lead, undefined, seriesA).check_size).toEqual({
      score: 1,
      reason: 'Writes $2M–$8M cheques (stated): can lead a $12M round; leads rounds',
    });
    expect(fitOf(accel, undefined, seriesA).misfit).toBe(
      'An accelerator, not an investor in Series A rounds',
    );
  });

  it('says what is not known rather than guessing', () => {
    const bare = testInvestor({ id: 'x' });
    const fit = fitOf(bare, undefined, round({}));
    expect(fit.geography).toEqual({ score: 0.5, reason: 'No place given for the round' });
    expect(fit.stage.score).toBe(0.5);
    expect(fit.check_size).toEqual({ score: 0.5, reason: 'No amount given for the round' });
    expect(fit.misfit).toBeNull();
  });

  it('rules out a stated minimum cheque above the round, but only discounts an estimated one', () => {
    const big = { check_size_min: 5000, check_size_max: 20_000, stages: ['pre-seed'], country: 'GB' };
    expect(
      fitOf(testInvestor({ id: 'a', ...big, check_size_source: 'stated' }), undefined, london).misfit,
    ).toMatch(/above a \$650K round/);
    expect(
      fitOf(testInvestor({ id: 'b', ...big, check_size_source: 'estimated' }), undefined, london).misfit,
    ).toBeNull();
  });
});
