import { formatMoney } from '@core/contracts/format';
import { describe, expect, it } from 'vitest';
import {
  datedStatusLabel,
  formatAmount,
  formatAsOf,
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
  it('capitalises dash-separated words and joins stages with commas', () => {
    expect(formatStages(['pre-seed', 'series-a'])).toBe('Pre Seed, Series A');
  });

  it('formats a single stage and keeps non-letter suffixes', () => {
    expect(formatStages(['seed'])).toBe('Seed');
    expect(formatStages(['series-b+'])).toBe('Series B+');
    expect(formatStage('b2b-saas')).toBe('B2b Saas');
  });

  it('keeps the rest of each word as written', () => {
    expect(formatStage('Series-A')).toBe('Series A');
    expect(formatStage('growth')).toBe('Growth');
  });

  it('skips empty words and blank stages', () => {
    expect(formatStage('series--a-')).toBe('Series A');
    expect(formatStages(['', ' ', 'seed'])).toBe('Seed');
  });

  it('returns an empty string when there are no stages', () => {
    expect(formatStages([])).toBe('');
    expect(formatStages(null)).toBe('');
    expect(formatStages(undefined)).toBe('');
  });
});

describe('formatAmount (thousands of dollars)', () => {
  it('shows values below 1000 as $NK', () => {
    expect(formatAmount(0)).toBe('$0K');
    expect(formatAmount(1)).toBe('$1K');
    expect(formatAmount(250)).toBe('$250K');
    expect(formatAmount(999)).toBe('$999K');
  });

  it('shows 1000 or more as $X.XM with one decimal', () => {
    expect(formatAmount(1000)).toBe('$1.0M');
    expect(formatAmount(1500)).toBe('$1.5M');
    expect(formatAmount(2250)).toBe('$2.3M');
    expect(formatAmount(10000)).toBe('$10.0M');
    expect(formatAmount(125000)).toBe('$125.0M');
  });

  it('rounds fractional thousands, never printing $1000K', () => {
    expect(formatAmount(250.4)).toBe('$250K');
    expect(formatAmount(999.6)).toBe('$1.0M');
  });
});

describe('formatCheckSize', () => {
  it('shows both bounds as "A - B"', () => {
    expect(formatCheckSize(500, 2000)).toBe('$500K - $2.0M');
    expect(formatCheckSize(1000, 1500)).toBe('$1.0M - $1.5M');
    expect(formatCheckSize(0, 999)).toBe('$0K - $999K');
  });

  it('shows only a minimum as "From A"', () => {
    expect(formatCheckSize(250, null)).toBe('From $250K');
    expect(formatCheckSize(1500, undefined)).toBe('From $1.5M');
    expect(formatCheckSize(0, null)).toBe('From $0K');
  });

  it('shows only a maximum as "Up to B"', () => {
    expect(formatCheckSize(null, 999)).toBe('Up to $999K');
    expect(formatCheckSize(undefined, 1000)).toBe('Up to $1.0M');
  });

  it('shows "Not specified" when neither bound is known', () => {
    expect(formatCheckSize(null, null)).toBe('Not specified');
    expect(formatCheckSize(undefined, undefined)).toBe('Not specified');
    expect(formatCheckSize(Number.NaN, Number.POSITIVE_INFINITY)).toBe('Not specified');
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
  it('shows up to 4 areas', () => {
    expect(MAX_FOCUS_AREAS).toBe(4);
    expect(splitFocusAreas(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b', 'c', 'd'], more: null });
  });

  it('adds "+N more" for the rest', () => {
    expect(splitFocusAreas(['a', 'b', 'c', 'd', 'e'])).toEqual({
      visible: ['a', 'b', 'c', 'd'],
      more: '+1 more',
    });
    expect(splitFocusAreas(['a', 'b', 'c', 'd', 'e', 'f', 'g']).more).toBe('+3 more');
  });

  it('handles no areas and ignores blank ones', () => {
    expect(splitFocusAreas([])).toEqual({ visible: [], more: null });
    expect(splitFocusAreas(null)).toEqual({ visible: [], more: null });
    expect(splitFocusAreas(['fintech', ' ', ''])).toEqual({ visible: ['fintech'], more: null });
  });

  it('counts a repeated area once', () => {
    expect(splitFocusAreas(['fintech', 'fintech', 'a', 'b', 'c'])).toEqual({
      visible: ['fintech', 'a', 'b', 'c'],
      more: null,
    });
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

describe('formatCount and formatAsOf', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(6)).toBe('6');
    expect(formatCount(30244)).toBe('30,244');
  });

  it('writes the as-of day in words, whatever the time zone', () => {
    expect(formatAsOf('2013-06-30')).toBe('June 30, 2013');
    expect(formatAsOf('2013-01-01T00:00:00Z')).toBe('January 1, 2013');
  });

  it('returns null for anything that is not a date', () => {
    expect(formatAsOf('')).toBeNull();
    expect(formatAsOf(null)).toBeNull();
    expect(formatAsOf('June 2013')).toBeNull();
    expect(formatAsOf('2013-02-30')).toBeNull();
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
