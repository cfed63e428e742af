import { describe, expect, it } from 'vitest';
import type { Evidence } from './evidence';
import { explain } from './explain';
import { fitOf } from './fit';
import { readMatchRound } from './match-round';
import { TrackRecords } from './model/track-records';
import { testInvestor } from './test-investor';

const deal = (id: string, round: string, funded_at: string) => ({
  funded_at,
  round,
  source_round_type: round,
  investor_ids: [id],
  amount_usd: 5_000_000,
  company_name: `Co ${funded_at}`,
  company: {
    category_code: 'health',
    sectors: ['healthcare'],
    country: 'CA',
    city: 'Toronto',
    state: null,
    region: 'Toronto',
  },
});
const track = new TrackRecords(
  [
    deal('genesys', 'series-a', '2012-12-01'),
    deal('genesys', 'series-a', '2011-03-01'),
    deal('solo', 'venture', '2012-01-01'),
  ],
  '2013-06-30',
);
const round = readMatchRound(
  {
    idea: 'AI scribe for veterinary clinics',
    stage: 'Series A',
    check_size: 7300,
    location: 'Toronto',
    focus: ['healthcare'],
    limit: 10,
  },
  track,
);
const evidence: Evidence = {
  track: 0.5,
  trackRank: 3,
  existing: false,
  coInvested: 0,
  directory: 0,
  similarity: 0.4,
  thesis: 0,
  score: 0.5,
};
const activity = (id: string, portfolio_count: number | null) => {
  const investor = testInvestor({
    id,
    location: 'Toronto, CA',
    country: 'CA',
    portfolio_count,
    last_investment_date: '2012-12-01',
  });
  const record = track.byInvestor.get(id);
  const fit = fitOf(investor, record, round);
  return explain({ investor, fit, evidence, score: 0.5 }, record, round).dimensions.find(
    (d) => d.dimension === 'activity',
  )!.reason;
};

describe('explain', () => {
  it('names the deals like the round in the labels people read, dated, with counts in the singular when one', () => {
    expect(activity('genesys', 30)).toBe(
      '2 deals to 2013, some at Series A, in healthcare, in Toronto; last known deal Dec 2012; 30 portfolio companies (FundraisingFox, 2026)',
    );
    // A round type that names no round ("venture") is not said; one deal and one company are singular.
    expect(activity('solo', 1)).toBe(
      '1 deal to 2013, in healthcare, in Toronto; last known deal Dec 2012; 1 portfolio company (FundraisingFox, 2026)',
    );
  });
});
