import { describe, expect, it } from 'vitest';
import { labelOf } from './labels';

describe('labelOf', () => {
  it('labels the vocabularies as people write them', () => {
    expect(labelOf('series-a')).toBe('Series A');
    expect(labelOf('b2b-saas')).toBe('B2B SaaS');
    expect(labelOf('pre-seed')).toBe('Pre-seed');
    expect(labelOf('series-b+')).toBe('Series B+');
    expect(labelOf('seed')).toBe('Seed');
    expect(labelOf('logistics')).toBe('Logistics');
    expect(labelOf('20+_hours_month')).toBe('20+ hours / month');
  });

  it('capitalises each word of other dashed values: stages and markets the analysis reads', () => {
    expect(labelOf('series-c')).toBe('Series C');
    expect(labelOf('real-estate')).toBe('Real Estate');
    expect(labelOf('late-stage')).toBe('Late Stage');
  });
});
