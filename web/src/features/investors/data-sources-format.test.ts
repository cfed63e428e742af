import type { TDataSource } from '@core/contracts/investors';
import { describe, expect, it } from 'vitest';
import { sourceDate, sourcesSummary, statusNote } from './data-sources-format';

const SOURCES: TDataSource[] = [
  {
    id: 'deal_history',
    name: 'Crunchbase (2013 snapshot)',
    provides: 'rounds',
    as_of: '2013-06-30',
    licence: 'CC BY',
    url: 'https://www.crunchbase.com',
  },
  {
    id: 'firm_directory',
    name: 'FundraisingFox Open Dataset',
    provides: 'firms',
    as_of: '2026-08',
    licence: 'CC BY 4.0',
    url: 'https://fundraisingfox.com',
  },
  { id: 'investor_profiles', name: 'VCMatchMaker', provides: 'profiles', as_of: null, licence: '', url: '' },
];

describe('data sources on screen', () => {
  it('dates the deal history and the firm directory in one line', () => {
    expect(sourcesSummary(SOURCES)).toBe(
      'Crunchbase, Jun 2013 (deal history) · FundraisingFox, Aug 2026 (firm directory)',
    );
    expect(sourcesSummary(undefined)).toBeNull();
    expect(sourcesSummary([SOURCES[1]!])).toBe('FundraisingFox, Aug 2026 (firm directory)');
  });

  it('reads a day and a monthly release', () => {
    expect(sourceDate('2013-06-30')).toBe('Jun 2013');
    expect(sourceDate('2026-08')).toBe('Aug 2026');
    expect(sourceDate(null)).toBeNull();
  });

  it('says what date a status is relative to, and that it is not today', () => {
    expect(statusNote(SOURCES)).toMatch(/up to Jun 2013, not activity today/);
    expect(statusNote([])).toBeNull();
  });
});
