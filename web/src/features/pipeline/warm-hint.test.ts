import { describe, expect, it } from 'vitest';
import { warmHint } from './entry-card';
import { entry } from './test-fixtures';

describe('warmHint', () => {
  const co = { investor_id: 'i2', name: 'Point Nine', deals: 2 };
  const contact = { id: 'c1', name: 'Anna Schmidt', company: 'Earlybird', position: 'Partner' };

  it("names the founder's own contact first: they are the introduction", () => {
    const e = entry({ name: 'Earlybird', warm: { advisors: [], coInvestors: [co], contact } });
    expect(warmHint(e)).toBe('Intro through Anna Schmidt');
  });

  it('falls back to a committed co-investor, then to nothing', () => {
    expect(warmHint(entry({ name: 'X', warm: { advisors: [], coInvestors: [co], contact: null } }))).toBe(
      'Co-invested with Point Nine (2 deals)',
    );
    expect(warmHint(entry({ name: 'Y' }))).toBeNull();
  });
});
