import { describe, expect, it } from 'vitest';
import { filtersFromSearch, rangeLabel, runsApiPath, searchWith } from './runs-query';

describe('the runs table’s URL', () => {
  it('reads the filters and page, ignoring values the API would refuse', () => {
    const f = filtersFromSearch(
      new URLSearchParams('workflow=analyzeIdea&status=nope&engine=local&subject=i1&offset=25'),
    );
    expect(f).toEqual({
      workflow: 'analyzeIdea',
      status: '',
      engine: 'local',
      subject: 'i1',
      from: '',
      to: '',
      offset: 25,
    });
    expect(filtersFromSearch(new URLSearchParams('from=yesterday&to=2026-11-26T09:30'))).toMatchObject({
      from: '',
      to: '2026-11-26T09:30',
    });
    expect(filtersFromSearch(new URLSearchParams('offset=-3')).offset).toBe(0);
  });

  it('goes back to the first page when a filter changes, and keeps only what is set', () => {
    const f = filtersFromSearch(new URLSearchParams('workflow=analyzeIdea&offset=50'));
    expect(searchWith(f, { status: 'failed' }).toString()).toBe('workflow=analyzeIdea&status=failed');
    expect(searchWith(f, { offset: 75 }).toString()).toBe('workflow=analyzeIdea&offset=75');
    expect(searchWith(f, { workflow: '' }).toString()).toBe('');
  });

  it('builds the API path with limit and offset', () => {
    const f = filtersFromSearch(new URLSearchParams('status=running&offset=25'));
    expect(runsApiPath(f)).toBe('/api/workbench/runs?status=running&limit=25&offset=25');
    const ranged = filtersFromSearch(new URLSearchParams('subject=LedgerLoop&from=2026-11-26T09:30'));
    const query = new URL(runsApiPath(ranged), 'http://x').searchParams;
    expect(query.get('subject')).toBe('LedgerLoop');
    expect(query.get('from')).toBe(new Date('2026-11-26T09:30').toISOString());
  });

  it('says which rows are shown', () => {
    expect(rangeLabel(0, 25, 80)).toBe('1–25 of 80');
    expect(rangeLabel(75, 5, 80)).toBe('76–80 of 80');
    expect(rangeLabel(0, 0, 0)).toBe('0 of 0');
  });
});
