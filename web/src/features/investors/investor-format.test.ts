import { formatMoney } from '@core/contracts/format';
import { describe, expect, it } from 'vitest';
import {
  datedStatusLabel,
  formatAmount,
  formatCheckSize,
  formatCount,
  formatLastDeal,
  formatMonth,
  formatStage,
  formatStages,
  MAX_FOCUS_AREAS,
  splitFocusAreas,
  statusLabel,
  statusTone,
  toInvestorCardData,
  websiteHref,
} from './investor-format';

describe('formatStages', () => {
  it('labels stages through the label table and joins them with commas', () => {
    expect(formatStages(['pre-seed', 'series-a'])).toBe('Pre-seed, Series A');
    expect(formatStage('b2b-saas')).toBe('B2B SaaS');
    expect(formatStage('Series-A')).toBe('Series A');
  });

  it("folds the sources' finer stages into the one stage set", () => {
    expect(formatStages(['series-b+', 'series-b', 'series-c+', 'late-stage'])).toBe('Series B+');
    expect(formatStages(['seed'])).toBe('Seed');
  });

  it('skips blank stages, and answers an empty string for none', () => {
    expect(formatStages(['', ' ', 'seed'])).toBe('Seed');
    expect(formatStages([])).toBe('');
    expect(formatStages(null)).toBe('');
    expect(formatStages(undefined)).toBe('');
  });
});

describe('formatAmount and formatCheckSize (the shared money style)', () => {
  it('writes thousands of dollars short', () => {
    expect(formatAmount(250)).toBe('$250K');
    expect(formatAmount(1000)).toBe('$1M');
    expect(formatAmount(1500)).toBe('$1.5M');
    expect(formatAmount(999.6)).toBe('$1M');
  });

  it('writes one range style, and one value when both ends agree', () => {
    expect(formatCheckSize(500, 2000)).toBe('$500K–$2M');
    expect(formatCheckSize(500, 500)).toBe('$500K');
    expect(formatCheckSize(250, null)).toBe('From $250K');
    expect(formatCheckSize(null, 1000)).toBe('Up to $1M');
    expect(formatCheckSize(null, null)).toBe('Not specified');
    expect(formatCheckSize(-5, null)).toBe('Not specified');
  });
});

describe('formatLastDeal (issue 19: every deal says when)', () => {
  it('leads with the month of the last known deal, then the first investment as "company (round)"', () => {
    expect(
      formatLastDeal(
        [
          { company: 'Acme', round: 'Seed' },
          { company: 'Globex', round: 'Series A' },
        ],
        '2013-06-12',
      ),
    ).toBe('Last known deal: Jun 2013 · Acme (Seed)');
  });

  it('leaves a missing round out rather than calling the deal recent', () => {
    expect(formatLastDeal([{ company: 'Acme', round: null }], '2012-11-02')).toBe(
      'Last known deal: Nov 2012 · Acme',
    );
    expect(formatLastDeal([{ company: 'Acme', round: '  ', year: 2011 }], null)).toBe(
      'Last known deal: 2011 · Acme',
    );
    expect(formatLastDeal([{ company: 'Acme', round: 'Seed' }], null)).toBe('Last known deal: Acme (Seed)');
  });

  it('returns the date alone, or null, when no company is known', () => {
    expect(formatLastDeal([], '2013-01-31')).toBe('Last known deal: Jan 2013');
    expect(formatLastDeal(null, null)).toBeNull();
    expect(formatLastDeal(undefined, 'not a date')).toBeNull();
    expect(formatLastDeal([{ company: ' ', round: 'Seed' }], null)).toBeNull();
  });
});

describe('datedStatusLabel and formatMonth', () => {
  it('says what date a status is relative to', () => {
    expect(datedStatusLabel('hot', '2013-06-30')).toBe('Hot as of Jun 2013');
    expect(datedStatusLabel('COLD', '2013-06-30')).toBe('Cold as of Jun 2013');
    expect(datedStatusLabel('dormant', '2013-06-30')).toBe('dormant as of Jun 2013');
    expect(datedStatusLabel('warm', null)).toBe('Warm');
  });

  it('reads days and monthly releases, and nothing else', () => {
    expect(formatMonth('2013-06-30')).toBe('Jun 2013');
    expect(formatMonth('2026-08')).toBe('Aug 2026');
    expect(formatMonth('2026-13')).toBeNull();
    expect(formatMonth('June')).toBeNull();
    expect(formatMonth(null)).toBeNull();
  });
});

describe('splitFocusAreas', () => {
  it('shows up to 4 areas, as labels', () => {
    expect(MAX_FOCUS_AREAS).toBe(4);
    expect(splitFocusAreas(['b2b-saas', 'ai-ml', 'fintech', 'climate'])).toEqual({
      visible: ['B2B SaaS', 'AI / ML', 'Fintech', 'Climate'],
      more: null,
    });
  });

  it('adds "+N more" for the rest', () => {
    expect(splitFocusAreas(['a', 'b', 'c', 'd', 'e'])).toEqual({
      visible: ['A', 'B', 'C', 'D'],
      more: '+1 more',
    });
    expect(splitFocusAreas(['a', 'b', 'c', 'd', 'e', 'f', 'g']).more).toBe('+3 more');
  });

  it('handles no areas, ignores blank ones, and drops "Other" beside a real area', () => {
    expect(splitFocusAreas([])).toEqual({ visible: [], more: null });
    expect(splitFocusAreas(null)).toEqual({ visible: [], more: null });
    expect(splitFocusAreas(['fintech', ' ', ''])).toEqual({ visible: ['Fintech'], more: null });
    expect(splitFocusAreas(['other', 'fintech'])).toEqual({ visible: ['Fintech'], more: null });
    expect(splitFocusAreas(['other'])).toEqual({ visible: ['Other'], more: null });
  });

  it('counts a repeated area once', () => {
    expect(splitFocusAreas(['fintech', 'fintech', 'a', 'b', 'c']).visible).toEqual([
      'Fintech',
      'A',
      'B',
      'C',
    ]);
  });
});

describe('status', () => {
  it('colours hot, warm and cold', () => {
    expect(statusTone('hot')).toBe('hot');
    expect(statusTone('warm')).toBe('warm');
    expect(statusTone('cold')).toBe('cold');
    expect(statusTone('HOT')).toBe('hot');
    expect(statusLabel('hot')).toBe('Hot');
    expect(statusLabel('warm')).toBe('Warm');
    expect(statusLabel('cold')).toBe('Cold');
  });

  it('shows an unknown value with its raw label and a neutral tone', () => {
    expect(statusTone('dormant')).toBe('neutral');
    expect(statusLabel('dormant')).toBe('dormant');
    expect(statusTone('')).toBe('neutral');
    expect(statusLabel('')).toBe('Unknown');
    expect(statusLabel(null)).toBe('Unknown');
    expect(statusTone(undefined)).toBe('neutral');
  });
});

describe('websiteHref', () => {
  it('keeps http and https URLs', () => {
    expect(websiteHref('https://a16z.com')).toBe('https://a16z.com/');
    expect(websiteHref('http://example.vc/team')).toBe('http://example.vc/team');
  });

  it('adds https:// to a bare host', () => {
    expect(websiteHref('example.vc')).toBe('https://example.vc/');
    expect(websiteHref(' www.example.vc ')).toBe('https://www.example.vc/');
  });

  it('refuses empty values and other schemes', () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref(undefined)).toBeNull();
    expect(websiteHref('  ')).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:hello@example.vc')).toBeNull();
    expect(websiteHref('not a url')).toBeNull();
  });
});

describe('toInvestorCardData', () => {
  it('reads a complete investor', () => {
    const investor = {
      id: 'inv_1',
      name: 'Example Ventures',
      description: 'Seed fund',
      location: 'San Francisco, CA',
      website: 'https://example.vc',
      status: 'hot',
      stages: ['seed'],
      focus_areas: ['fintech'],
      check_size_min: 500,
      check_size_max: 2000,
      recent_investments: [{ company: 'Acme', round: 'Seed', amount: 3, year: 2013 }],
      status_as_of: '2013-06-30',
      last_investment_date: '2013-06-12',
    };
    expect(toInvestorCardData(investor)).toEqual(investor);
  });

  it('fills defaults for missing fields', () => {
    expect(toInvestorCardData({ id: 7, name: 'Solo Capital' })).toEqual({
      id: '7',
      name: 'Solo Capital',
      description: null,
      location: null,
      website: null,
      status: '',
      stages: [],
      focus_areas: [],
      check_size_min: null,
      check_size_max: null,
      recent_investments: [],
      status_as_of: null,
      last_investment_date: null,
    });
  });

  it('parses recent investments stored as a JSON string and drops malformed entries', () => {
    const card = toInvestorCardData({
      id: 'x',
      name: 'X',
      recent_investments: JSON.stringify([{ company: 'Acme' }, { round: 'Seed' }, 3]),
    });
    expect(card?.recent_investments).toEqual([{ company: 'Acme', round: null, amount: null, year: null }]);
    expect(
      toInvestorCardData({ id: 'x', name: 'X', recent_investments: '{oops' })?.recent_investments,
    ).toEqual([]);
  });

  it('rejects values without an id or a name', () => {
    expect(toInvestorCardData(null)).toBeNull();
    expect(toInvestorCardData('investor')).toBeNull();
    expect(toInvestorCardData({ id: 'x' })).toBeNull();
    expect(toInvestorCardData({ name: 'X' })).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(6)).toBe('6');
    expect(formatCount(30244)).toBe('30,244');
  });
});

describe('formatMoney (a raise in its own currency)', () => {
  it('writes rupees in lakh and crore, other currencies compact', () => {
    expect(formatMoney(8e7, 'INR')).toBe('₹8 crore');
    expect(formatMoney(1.5e6, 'INR')).toBe('₹15 lakh');
    expect(formatMoney(5e5, 'GBP')).toBe('£500K');
    expect(formatMoney(3e6, 'EUR')).toBe('€3M');
  });
});
