import { describe, expect, it } from 'vitest';
import { computeStatus, monthsBefore } from './investor-status.ts';

describe('monthsBefore', () => {
  it('moves back whole months, clamping to the end of shorter months', () => {
    expect(monthsBefore('2013-06-30', 3)).toBe('2013-03-30');
    expect(monthsBefore('2013-05-31', 3)).toBe('2013-02-28');
    expect(monthsBefore('2013-06-30', 12)).toBe('2012-06-30');
    expect(monthsBefore('2012-02-29', 12)).toBe('2011-02-28');
  });
});

describe('computeStatus', () => {
  const asOf = '2013-06-30';
  it('is hot for a deal within the last 3 months', () => {
    expect(computeStatus('2013-06-30', asOf)).toBe('hot');
    expect(computeStatus('2013-03-31', asOf)).toBe('hot');
  });

  it('is warm between 3 and 12 months', () => {
    expect(computeStatus('2013-03-30', asOf)).toBe('warm');
    expect(computeStatus('2012-07-01', asOf)).toBe('warm');
  });

  it('is cold after 12 months or without a dated deal', () => {
    expect(computeStatus('2012-06-30', asOf)).toBe('cold');
    expect(computeStatus('2005-01-01', asOf)).toBe('cold');
    expect(computeStatus(null, asOf)).toBe('cold');
  });
});
