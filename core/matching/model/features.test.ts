import { describe, expect, it } from 'vitest';
import { POOL, retrieve } from './features';
import { type DealRound, TrackRecords } from './track-records';

const round = (investors: string[], sector: string, city: string): DealRound => ({
  funded_at: '2012-06-01',
  round: 'angel',
  source_round_type: 'angel',
  investor_ids: investors,
  company: { category_code: sector, sectors: [sector], country: 'US', state: 'CA', city },
});

const track = new TrackRecords(
  [
    round(['a', 'b'], 'biotech', 'Boston'),
    round(['a'], 'biotech', 'Boston'),
    round(['c'], 'software', 'San Francisco'),
    round(['c', 'd'], 'software', 'San Francisco'),
    round(['e', 'f'], 'software', 'Austin'),
    // More investors than the pool holds, so that a company's network can add some beyond it.
    round(
      Array.from({ length: POOL + 100 }, (_, i) => `crowd-${i}`),
      'software',
      'Austin',
    ),
  ],
  '2013-01-01',
);
const q = (sectors: string[], city: string | null) => ({
  stage: 'angel',
  sectors,
  city,
  country: 'US',
  region: null,
  amount: null,
});

describe('retrieve', () => {
  it('orders by the prior for each round, and the company network added to one round never reaches another', () => {
    const biotech = retrieve(track, q(['biotech'], 'boston'), null);
    expect(biotech[0]).toBe('a');
    expect(biotech).toHaveLength(POOL);
    const crowd = Array.from({ length: POOL + 100 }, (_, i) => `crowd-${i}`);
    const withNetwork = retrieve(track, q(['biotech'], 'boston'), {
      existing: new Set(['not-in-the-data', ...crowd]),
      coInvestors: new Map(),
      partners: new Map(),
    } as never);
    expect(withNetwork.slice(0, POOL)).toEqual(biotech);
    expect(withNetwork.length).toBeGreaterThan(POOL);
    expect(withNetwork).not.toContain('not-in-the-data');
    // The same round asked again (a cached order) is the prior's order alone, not the one a network extended.
    expect(retrieve(track, q(['biotech'], 'boston'), null)).toEqual(biotech);
    // Another round is ordered for itself.
    expect(retrieve(track, q(['software'], 'san francisco'), null)[0]).toBe('c');
  });
});
