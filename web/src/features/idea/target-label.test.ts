import { describe, expect, it } from 'vitest';
import { targetLabel } from './target-label';

describe('targetLabel: the raise investors and advisors read', () => {
  it('is the founder’s own currency with dollars beside it, or dollars alone', () => {
    expect(targetLabel(7300, { value: 10_000_000, currency: 'CAD' })).toBe('CA$10M (about $7.3M)');
    expect(targetLabel(1500, { value: 1_500_000, currency: 'USD' })).toBe('$1.5M');
    expect(targetLabel(1500, null)).toBe('$1.5M');
    expect(targetLabel(null, null)).toBe('');
  });
});
