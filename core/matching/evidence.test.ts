import { describe, expect, it } from 'vitest';
import { evidenceOf } from './evidence';
import { type Fit, fitOf } from './fit';
import { type MatchAsk, readMatchRound } from './match-round';
import { PRIOR_MODEL } from './model/model';
import { type DealRound, TrackRecords } from './model/track-records';
import { testInvestor } from './test-investor';

const deal = (id: string, city: string, country: string, n: number): DealRound => ({
  funded_at: `2013-0${1 + (n % 5)}-01`,
  round: 'angel',
  source_round_type: 'angel',
  investor_ids: [id],
  amount_usd: 1_000_000,
  company_name: `${id} co ${n}`,
  company: { category_code: 'software', sectors: ['b2b-saas'], country, city, state: null, region: null },
});

/** `local` investors based in Paris with deals there, and a Paris specialist with no deal (a 2026 statement). */
function market(local: number) {
  const recorded = Array.from({ length: local }, (_, i) =>
    testInvestor({
      id: `fund-${i}`,
      location: 'Paris, FR',
      country: 'FR',
      stages: ['seed'],
      stated_stages: ['seed'],
      portfolio_count: 10,
    }),
  );
  const specialist = testInvestor({
    id: 'specialist',
    location: 'Paris, FR',
    country: 'FR',
    stages: ['seed'],
    stated_stages: ['seed'],
    stated_focus: ['climate'],
    focus_areas: ['climate'],
    check_size_min: 300,
    check_size_max: 1500,
    check_size_source: 'stated',
    portfolio_count: 300,
  });
  const track = new TrackRecords(
    recorded.flatMap((inv, i) => [deal(inv.id, 'Paris', 'FR', i), deal(inv.id, 'Paris', 'FR', i + 1)]),
    '2013-06-30',
  );
  const ask: MatchAsk = {
    idea: 'Heat pumps for apartment blocks',
    stage: 'seed',
    check_size: 2000,
    location: 'Paris',
    focus: ['climate'],
    limit: 30,
  };
  const round = readMatchRound(ask, track);
  const candidates = [...recorded, specialist];
  const fits = new Map<string, Fit>(
    candidates.map((c) => [c.id, fitOf(c, track.byInvestor.get(c.id), round)]),
  );
  const evidence = (listedFirst: ReadonlySet<string> = new Set()) =>
    evidenceOf(
      candidates,
      round,
      { track, model: PRIOR_MODEL, similarityOf: () => 0 },
      null,
      recorded.map((r) => r.id),
      fits,
      listedFirst,
    );
  return { evidence };
}

describe('evidenceOf: records first, a specific local thesis where the records do not reach', () => {
  it('counts a directory portfolio as a tie-breaker, never as a record', () => {
    const ev = market(80).evidence().get('specialist')!;
    expect(ev.track).toBe(0);
    expect(ev.directory).toBe(1);
    expect(ev.score).toBeCloseTo(0.02, 5);
  });

  it('lets a specific local thesis count where the deal history covers the market thinly', () => {
    const thin = market(5).evidence();
    const covered = market(80).evidence();
    expect(thin.get('specialist')!.thesis).toBe(1);
    expect(thin.get('specialist')!.score).toBeGreaterThan(0.45);
    expect(covered.get('specialist')!.score).toBeLessThan(0.05);
  });

  it('gives what the /investors filter lists first the weight of its thesis, however covered the market', () => {
    const listed = market(80)
      .evidence(new Set(['specialist']))
      .get('specialist')!;
    expect(listed.score).toBeCloseTo(0.7 + 0.02, 5);
  });
});
