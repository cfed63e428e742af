import { describe, expect, it } from 'vitest';
import { featuresOf, MATCH_FEATURES, POOL, retrieve } from './features';
import { PRIOR_MODEL, scoreRows } from './model';
import { trackQueryOf } from './track-query';
import { type DealRound, TrackRecords } from './track-records';
import { trainMatchModel, windowsBefore } from './train';

const place = (city: string, state: string, region: string) => ({
  category_code: 'software',
  sectors: ['b2b-saas'],
  country: 'US',
  state,
  city,
  region,
});
const SF = place('San Francisco', 'CA', 'SF Bay');
const BOSTON = place('Boston', 'MA', 'Boston');
let seq = 0;
const deal = (funded_at: string, ids: string[], over: Partial<DealRound> = {}): DealRound => ({
  funded_at,
  round: 'series-a',
  source_round_type: 'a',
  investor_ids: ids,
  amount_usd: 1_000_000,
  company_name: `Company ${++seq}`,
  company: SF,
  ...over,
});
/** A software series A in San Francisco, of `check_size` thousand dollars, as the deals count it. */
const seriesAInSanFrancisco = (track: TrackRecords, check_size: number) =>
  trackQueryOf(track, {
    idea: 'software startup',
    stage: 'series-a',
    check_size,
    location: 'San Francisco, CA, US',
  });
const value = (X: Float32Array, row: number, feature: string) =>
  X[row * MATCH_FEATURES.length + MATCH_FEATURES.indexOf(feature)]!;

/**
 * A market where the round's size decides who joins, which the prior does not read: ten small investors, busy
 * with $500K rounds, and ten big ones, with fewer $20M rounds. From 2011 on, each month has one round of each
 * size, joined by every investor of its kind.
 */
function sizedMarket(): DealRound[] {
  const rounds: DealRound[] = [];
  for (let i = 0; i < 10; i++) {
    for (let k = 0; k < 6; k++)
      rounds.push(deal(`2010-0${1 + k}-1${i % 10}`, [`small${i}`], { amount_usd: 500_000 }));
    for (let k = 0; k < 2; k++)
      rounds.push(deal(`2010-0${1 + k}-1${i % 10}`, [`big${i}`], { amount_usd: 20_000_000 }));
  }
  for (let m = 0; m < 24; m++) {
    const day = `${2011 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-15`;
    const all = (kind: string) => Array.from({ length: 10 }, (_, i) => `${kind}${i}`);
    rounds.push(deal(day, all('small'), { amount_usd: 500_000 }));
    rounds.push(deal(day, all('big'), { amount_usd: 20_000_000 }));
  }
  return rounds;
}

describe('the features of an investor against a round', () => {
  const rounds = [
    deal('2012-11-01', ['local', 'national'], { company_name: 'Acme', amount_usd: 2_000_000 }),
    deal('2012-06-01', ['local']),
    deal('2012-05-01', ['national', 'partner'], { company: BOSTON, amount_usd: 30_000_000 }),
    deal('2011-05-01', ['national'], { company: BOSTON, round: 'series-b' }),
  ];
  const track = new TrackRecords(rounds, '2013-01-01');
  const q = seriesAInSanFrancisco(track, 2000);
  const ids = ['local', 'national', 'partner'];

  it('reads the round as the deals count it: stage, sector, city, metro area and size', () => {
    expect(q).toMatchObject({
      stage: 'series-a',
      city: 'san francisco',
      region: 'US-CA',
      metro: 'SF Bay',
      amount: 2_000_000,
    });
    expect(q.sectors).toContain('category:software');
  });

  it("sets the local investor's place above the national one's, and names the company's own investors", () => {
    const net = track.network('Acme', '2013-01-01');
    const X = featuresOf(track, ids, q, net, ['local']);
    expect(value(X, 0, 'metro_share')).toBeGreaterThan(value(X, 1, 'metro_share'));
    expect(value(X, 0, 'city_share')).toBeGreaterThan(value(X, 1, 'city_share'));
    expect([value(X, 0, 'existing'), value(X, 1, 'existing'), value(X, 2, 'existing')]).toEqual([1, 1, 0]);
    // partner co-invested with national, one of Acme's investors.
    expect(value(X, 2, 'co_partners')).toBeCloseTo(Math.log1p(1), 6);
    // A $2M round: local's rounds were $2M and $1M, national's $2M and $30M.
    expect(value(X, 0, 'amount_gap')).toBeLessThan(value(X, 1, 'amount_gap'));
    expect(value(X, 0, 'amount_known')).toBe(1);
  });

  it('repeats the stage-group features for a series A round only, in its own group', () => {
    const X = featuresOf(track, ids, q, null, []);
    expect(value(X, 0, 'a:activity')).toBe(value(X, 0, 'activity'));
    expect(value(X, 0, 'a:metro_share')).toBe(value(X, 0, 'metro_share'));
    expect(value(X, 0, 'early:activity')).toBe(0);
    expect(value(X, 0, 'late:activity')).toBe(0);
    const noStage = featuresOf(track, ids, { ...q, stage: null }, null, []);
    const staged = MATCH_FEATURES.filter((f) => f.includes(':') && !f.startsWith('first:'));
    expect(staged.every((f) => value(noStage, 0, f) === 0)).toBe(true);
  });

  it('repeats the first-round features when the company has no earlier investors, and only then', () => {
    const first = featuresOf(track, ids, q, null, []);
    expect(value(first, 0, 'first:city_share')).toBe(value(first, 0, 'city_share'));
    expect(value(first, 0, 'first:first_round_rate')).toBe(value(first, 0, 'first_round_rate'));
    const backed = { existing: new Set(['someone']), coInvestors: new Map(), partners: new Map() };
    const later = featuresOf(track, ids, q, backed, []);
    expect(MATCH_FEATURES.filter((f) => f.startsWith('first:')).every((f) => value(later, 0, f) === 0)).toBe(
      true,
    );
  });

  it('refuses an investor without a track record, which the model cannot score', () => {
    expect(() => featuresOf(track, ['nobody'], q, null, [])).toThrow('nobody has no track record');
  });
});

describe('the candidates the model ranks', () => {
  it("takes the prior's best POOL, then the company's own investors however far down they are", () => {
    const rounds = Array.from({ length: POOL + 5 }, (_, i) => deal('2012-12-01', [`busy${i}`]));
    rounds.push(deal('2001-01-01', ['old-backer'], { company_name: 'Acme', company: BOSTON }));
    const track = new TrackRecords(rounds, '2013-01-01');
    const q = trackQueryOf(track, { idea: 'software startup', location: 'San Francisco, CA, US' });
    const plain = retrieve(track, q, null);
    expect(plain).toHaveLength(POOL);
    expect(plain).not.toContain('old-backer');
    const withCompany = retrieve(track, q, track.network('Acme'));
    expect(withCompany.slice(0, POOL)).toEqual(plain);
    expect(withCompany.at(-1)).toBe('old-backer');
  });
});

describe('training the model', () => {
  const rounds = sizedMarket();
  const windows = windowsBefore('2013-01-01');

  it('trains on the two half-years before the end', () => {
    expect(windows).toEqual([
      { from: '2012-01-01', to: '2012-07-01' },
      { from: '2012-07-01', to: '2013-01-01' },
    ]);
  });

  it('learns what the prior does not read (here the round size), and ranks by it', () => {
    const model = trainMatchModel(rounds, windows, { iterations: 100 });
    expect(model.trained).toMatchObject({ as_of: '2013-01-01', rounds: 24, positives: 240 });
    expect(model.weights[MATCH_FEATURES.indexOf('amount_gap')]!).toBeLessThan(0);
    const track = new TrackRecords(rounds, '2013-01-01');
    const q = seriesAInSanFrancisco(track, 20_000);
    const ids = retrieve(track, q, null);
    const top = (m: typeof model) => {
      const s = scoreRows(m, featuresOf(track, ids, q, null, ids.slice(0, 10)));
      return ids
        .map((id, i) => [id, s[i]!] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([id]) => id);
    };
    // The prior ranks the busier small investors first for a $20M round; the trained model, the big ones.
    expect(top(PRIOR_MODEL).filter((id) => id.startsWith('small')).length).toBeGreaterThan(5);
    expect(top(model).every((id) => id.startsWith('big'))).toBe(true);
  });

  it('gives the same model for the same rounds, and reads nothing dated from the end of its last window', () => {
    const first = trainMatchModel(rounds, windows, { iterations: 30 });
    // Rounds after the windows that say the opposite: small investors in big rounds.
    const later = Array.from({ length: 40 }, (_, i) =>
      deal(`2013-0${1 + (i % 6)}-10`, [`small${i % 10}`], { amount_usd: 20_000_000 }),
    );
    const again = trainMatchModel([...later, ...rounds], windows, { iterations: 30 });
    expect(again).toEqual(first);
  });

  it('refuses a window that ends before it begins, and windows with no round to learn from', () => {
    expect(() => trainMatchModel(rounds, [{ from: '2012-07-01', to: '2012-01-01' }])).toThrow(
      'training window 2012-07-01..2012-01-01: from must be before to',
    );
    expect(() => trainMatchModel(rounds, [{ from: '2020-01-01', to: '2020-07-01' }])).toThrow(
      'no round in the training windows',
    );
  });
});
