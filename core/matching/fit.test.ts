import { describe, expect, it } from 'vitest';
import { fitOf } from './fit';
import { type MatchAsk, readMatchRound } from './match-round';
import { TrackRecords } from './model/track-records';
import { testInvestor } from './test-investor';

const DEAL = {
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
};
const track = new TrackRecords([DEAL], '2013-06-30');
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
    expect(fit.stage).toEqual({ score: 1, reason: 'Invests at pre-seed (2026 directory)', stated: true });
    expect(fit.check_size.score).toBe(1);
    expect(fit.check_size.reason).toBe(
      'Writes $378K–$1.1M cheques (stated): a fitting part of a $650K round',
    );
    expect(fit.sector).toEqual({
      score: 1,
      reason: 'Invests in B2B SaaS (its stated focus, 2026)',
      stated: true,
    });
  });

  it('keeps an investor that never invested outside another continent out of a local round', () => {
    const usOnly = testInvestor({ id: 'us-angel', location: 'Boston, US', country: 'US', stages: ['angel'] });
    const fit = fitOf(usOnly, track.byInvestor.get('us-angel'), london);
    expect(fit.geography.score).toBe(0.1);
    expect(fit.misfit).toMatch(/^Based in Boston, US, with no stated interest or deals in United Kingdom/);
  });

  it('says an investor with a deal there long ago has a thin record there, not none, and keeps it in', () => {
    const old = new TrackRecords([{ ...DEAL, funded_at: '2007-05-01' }], '2013-06-30');
    const londoner = testInvestor({
      id: 'us-angel',
      location: 'London, GB',
      country: 'GB',
      stages: ['angel'],
    });
    const boston = readMatchRound(
      { idea: 'B2B SaaS', stage: 'seed', location: 'Boston, MA', limit: 10 },
      old,
    );
    const fit = fitOf(londoner, old.byInvestor.get('us-angel'), boston);
    expect(fit.geography).toEqual({
      score: 0.3,
      reason: 'Based in London, GB; few and old deals in MA (to 2013)',
    });
    expect(fit.misfit).toBeNull();
  });

  it('counts a thesis about the founder’s country, and the region, below being based there', () => {
    const paris = testInvestor({ id: 'p', location: 'Paris, FR', country: 'FR' });
    const few = testInvestor({ id: 'g', location: 'New York, US', country: 'US', invests_in: ['GB', 'DE'] });
    expect(fitOf(few, undefined, london).geography).toEqual({
      score: 0.75,
      reason: 'Invests in United Kingdom and 1 more; based in New York, US',
    });
    expect(fitOf(paris, undefined, london).geography).toEqual({
      score: 0.6,
      reason: 'Based in Paris, FR, in Europe',
    });
  });

  it('counts a country named among dozens across the world as weak evidence, and says so', () => {
    const everywhere = testInvestor({
      id: 'e',
      location: 'Jupiter, US',
      country: 'US',
      invests_in: ['AE', 'BR', 'CA', 'CO', 'EG', 'GB', 'IN', 'KE', 'MX', 'NG', 'PK', 'US', 'ZA'],
      stated_stages: ['pre-seed', 'seed', 'series-a', 'series-b+', 'late-stage'],
      stated_focus: Array.from({ length: 30 }, (_, i) => `sector-${i}`).concat('b2b-saas'),
    });
    const fit = fitOf(everywhere, undefined, london);
    expect(fit.geography).toEqual({
      score: 0.45,
      reason: 'Lists United Kingdom among 13 countries; based in Jupiter, US',
    });
    expect(fit.sector).toMatchObject({
      score: 0.65,
      reason: 'Lists B2B SaaS among 31 sectors it names (2026 directory)',
    });
    // A regional list is a thesis about the region: a pan-African fund for a Lagos founder.
    const lagos = round({ stage: 'seed', location: 'Lagos', focus: ['fintech'] });
    const african = testInvestor({
      id: 'a',
      location: 'Nairobi, KE',
      country: 'KE',
      invests_in: ['NG', 'KE', 'GH', 'EG', 'ZA', 'RW', 'UG', 'TZ', 'CI', 'SN', 'MA'],
    });
    expect(fitOf(african, undefined, lagos).geography.score).toBe(0.75);
    expect(fitOf(african, undefined, lagos).geography.reason).toBe(
      'Invests across Africa, Nigeria among them; based in Nairobi, KE',
    );
  });

  it("writes amounts in the founder's currency, with the dollars an investor's figures were stated in", () => {
    // $650K is €565K at the table's rate (2025-06): the round as the founder wrote it, Seedcamp's dollars converted.
    const eur = round({ stage: 'pre-seed', check_size: 650, currency: 'eur', location: 'London, GB' });
    expect(eur.currency).toBe('EUR');
    const reason = fitOf(seedcamp, undefined, eur).check_size.reason;
    expect(reason).toBe(
      'Writes €329K–€939K cheques (stated as $378K–$1.1M): a fitting part of a €565K round',
    );
    // The idea's words say the currency when the request gives no amount ...
    const read = round({
      idea: 'Seed B2B SaaS for dental clinics in Paris, raising €1.5M',
      location: 'Paris',
    });
    expect(read.currency).toBe('EUR');
    expect(fitOf(seedcamp, undefined, read).check_size.reason).toContain('of a €1.5M round');
    // ... and a currency without a rate is written in dollars, never guessed.
    expect(round({ check_size: 650, currency: 'XYZ' }).currency).toBe('USD');
  });

  it('reads a single stated figure as a typical cheque, not a minimum', () => {
    const typical = (k: number) =>
      testInvestor({ id: `t${k}`, check_size_min: k, check_size_max: k, check_size_source: 'stated' });
    expect(fitOf(typical(220), undefined, round({ check_size: 118 })).check_size).toEqual({
      score: 0.3,
      reason: 'Typical cheque $220K (stated): more than a $118K round',
    });
    expect(fitOf(typical(220), undefined, round({ check_size: 118 })).misfit).toBeNull();
    expect(fitOf(typical(100), undefined, london).check_size.score).toBe(1);
  });

  it('rules a stage out by the investor’s own statement or by deals that never reached it, not by its usual stages', () => {
    const growth = round({ stage: 'Series C' });
    const rounds = (type: string) => ({
      funded_at: '2012-05-01',
      round: type,
      source_round_type: type,
      investor_ids: ['fund'],
      amount_usd: 30_000_000,
      company_name: `Co ${type}`,
      company: null,
    });
    const deals = new TrackRecords(
      [rounds('series-a'), rounds('series-a'), rounds('series-a'), rounds('series-c+')],
      '2013-06-30',
    );
    const fund = testInvestor({ id: 'fund', stages: ['series-a'] });
    expect(fitOf(fund, deals.byInvestor.get('fund'), growth).stage).toEqual({
      score: 0.95,
      reason: 'Has invested at Series C and later (deals to 2013)',
    });
    const statesSeed = testInvestor({
      id: 's',
      stated_stages: ['pre-seed', 'seed'],
      stages: ['pre-seed', 'seed'],
    });
    expect(fitOf(statesSeed, undefined, growth).misfit).toBe(
      'Invests at pre-seed, seed (it states), not Series C and later',
    );
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
