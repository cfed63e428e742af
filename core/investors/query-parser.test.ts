import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-parser';

const CITIES = new Set(['london', 'new york', 'san francisco', 'berlin']);
const parse = (q: string) => parseQuery(q, (c) => CITIES.has(c));

describe('parseQuery', () => {
  it('reads stage, focus and city out of "seed fintech in London"', () => {
    expect(parse('seed fintech in London')).toEqual({
      stages: ['seed'],
      focus: ['fintech'],
      cities: ['london'],
      countries: [],
      terms: [],
    });
  });

  it('tells pre-seed from seed and reads series letters', () => {
    expect(parse('pre-seed').stages).toEqual(['pre-seed']);
    expect(parse('Series A and series B SaaS')).toMatchObject({
      stages: ['series-a', 'series-b', 'series-b+'],
      focus: ['b2b-saas'],
    });
  });

  it('reads multi-word cities and countries, but not two-letter words as countries', () => {
    expect(parse('climate investors in San Francisco')).toMatchObject({
      cities: ['san francisco'],
      focus: ['climate'],
    });
    expect(parse('healthcare Germany')).toMatchObject({ countries: ['DE'], focus: ['healthcare'] });
    expect(parse('vc in uk')).toMatchObject({ countries: ['GB'] });
    expect(parse('it is in de').countries).toEqual([]);
  });

  it('keeps the remaining words as search terms', () => {
    expect(parse('Sequoia')).toEqual({
      stages: [],
      focus: [],
      cities: [],
      countries: [],
      terms: ['sequoia'],
    });
    expect(parse('accel seed').terms).toEqual(['accel']);
  });
});
