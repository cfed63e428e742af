import { describe, expect, it } from 'vitest';
import {
  countPanelFilters,
  EMPTY_FILTERS,
  effectiveSort,
  filtersToParams,
  hasActiveFilters,
  type InvestorFilters,
  parseFilters,
  replacesHistory,
  toApiQuery,
  validateCheckRange,
} from './search-params';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const filters = (patch: Partial<InvestorFilters>): InvestorFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('parseFilters', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'q=fintech+seed&status=hot&stage=seed,series-a&focus=fintech,ai-ml&location=Boston&check_min=250&check_max=2000&sort=name',
      ),
    ).toEqual({
      q: 'fintech seed',
      status: 'hot',
      stages: ['seed', 'series-a'],
      focus: ['fintech', 'ai-ml'],
      location: 'Boston',
      checkMin: 250,
      checkMax: 2000,
      sort: 'name',
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('ignores values it does not know and keeps list options in their display order', () => {
    expect(
      parse('status=lukewarm&sort=random&stage=growth,bogus,ANGEL&focus=,other,robotics,climate'),
    ).toEqual(filters({ stages: ['angel', 'growth'], focus: ['climate', 'robotics'] }));
  });

  it('drops check sizes that are not whole numbers or are reversed', () => {
    expect(parse('check_min=-5&check_max=abc')).toMatchObject({ checkMin: null, checkMax: null });
    expect(parse('check_min=2.5')).toMatchObject({ checkMin: null });
    expect(parse('check_min=500&check_max=100')).toMatchObject({ checkMin: null, checkMax: null });
    expect(parse('check_max=0')).toMatchObject({ checkMin: null, checkMax: 0 });
  });
});

describe('effectiveSort', () => {
  it('defaults to relevance to the filters a founder chose: a stage, a sector or a place', () => {
    expect(effectiveSort({ q: '', sort: null, stages: ['seed'] })).toBe('relevance');
    expect(effectiveSort({ q: '', sort: null, focus: ['climate'] })).toBe('relevance');
    expect(effectiveSort({ q: '', sort: null, location: 'Paris' })).toBe('relevance');
    expect(effectiveSort({ q: '', sort: null, location: ' ' })).toBe('activity');
    expect(toApiQuery(filters({ location: 'Paris' }))).toBe('location=Paris&sort=relevance');
  });

  it('defaults to relevance with a query and activity without', () => {
    expect(effectiveSort({ q: 'ai', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: ' ', sort: null })).toBe('activity');
  });

  it('keeps a chosen sort, except relevance without a query', () => {
    expect(effectiveSort({ q: '', sort: 'name' })).toBe('name');
    expect(effectiveSort({ q: 'ai', sort: 'check_size' })).toBe('check_size');
    expect(effectiveSort({ q: '', sort: 'relevance' })).toBe('activity');
  });
});

describe('filtersToParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersToParams(filters({ sort: 'activity' })).toString()).toBe('');
    expect(filtersToParams(filters({ q: 'ai', sort: 'relevance' })).toString()).toBe('q=ai');
  });

  it('round-trips through parseFilters', () => {
    const value = filters({
      q: 'climate',
      status: 'warm',
      stages: ['pre-seed', 'series-c+'],
      focus: ['climate'],
      location: 'Berlin',
      checkMin: 0,
      checkMax: 500,
      sort: 'recent',
    });
    const params = filtersToParams(value);
    expect(params.get('stage')).toBe('pre-seed,series-c+');
    expect(parseFilters(params)).toEqual(value);
  });
});

describe('toApiQuery', () => {
  it('always names the sort and adds the cursor', () => {
    expect(toApiQuery(EMPTY_FILTERS)).toBe('sort=activity');
    expect(toApiQuery(filters({ q: 'health', status: 'cold' }), 'abc')).toBe(
      'q=health&status=cold&sort=relevance&cursor=abc',
    );
    expect(toApiQuery(filters({ checkMin: 100, checkMax: null }))).toBe('check_min=100&sort=activity');
  });
});

describe('counting filters', () => {
  it('counts the panel filters and knows when any filter is on', () => {
    expect(countPanelFilters(EMPTY_FILTERS)).toBe(0);
    expect(hasActiveFilters(filters({ q: 'only a search' }))).toBe(false);
    const value = filters({ stages: ['seed', 'angel'], focus: ['fintech'], location: 'NYC', checkMax: 10 });
    expect(countPanelFilters(value)).toBe(5);
    expect(hasActiveFilters(filters({ status: 'hot' }))).toBe(true);
    expect(hasActiveFilters(filters({ sort: 'name' }))).toBe(true);
  });
});

describe('replacesHistory', () => {
  it('replaces while the same query is being typed or trimmed back', () => {
    expect(replacesHistory('fin', 'fintech')).toBe(true);
    expect(replacesHistory('fintech', 'fint')).toBe(true);
  });

  it('adds an entry for a new or cleared search', () => {
    expect(replacesHistory('', 'fintech')).toBe(false);
    expect(replacesHistory('fintech', '')).toBe(false);
    expect(replacesHistory('fintech', 'health')).toBe(false);
  });
});

describe('validateCheckRange', () => {
  it('accepts empty boxes and whole numbers with min ≤ max', () => {
    expect(validateCheckRange('', '')).toEqual({ min: null, max: null, error: null, field: null });
    expect(validateCheckRange(' 0 ', '1000')).toEqual({ min: 0, max: 1000, error: null, field: null });
    expect(validateCheckRange('500', '500')).toMatchObject({ min: 500, max: 500, error: null });
  });

  it('names the box that is wrong', () => {
    expect(validateCheckRange('1.5', '')).toEqual({
      min: null,
      max: null,
      error: 'Minimum must be a whole number of $K, 0 or more',
      field: 'min',
    });
    expect(validateCheckRange('', '-1')).toMatchObject({
      error: 'Maximum must be a whole number of $K, 0 or more',
      field: 'max',
    });
    expect(validateCheckRange('', '99999999')).toMatchObject({ error: 'Maximum is too large', field: 'max' });
  });

  it('refuses a minimum above the maximum', () => {
    expect(validateCheckRange('2000', '500')).toMatchObject({
      error: 'Minimum cannot be greater than maximum',
      field: 'min',
    });
  });
});
