import type { TApiKey } from '@core/contracts/api-keys';
import { describe, expect, it } from 'vitest';
import { formatKeyDate, formatLastUsed, maskedKey, sortKeys } from './api-key-format';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatLastUsed', () => {
  it('says when a key was never used', () => {
    expect(formatLastUsed(null, now)).toBe('Never used');
    expect(formatLastUsed('not a date', now)).toBe('Never used');
  });

  it('counts minutes, hours and days, then shows the date', () => {
    expect(formatLastUsed(ago(20_000), now)).toBe('Used just now');
    expect(formatLastUsed(ago(60_000), now)).toBe('Used 1 minute ago');
    expect(formatLastUsed(ago(5 * 60_000), now)).toBe('Used 5 minutes ago');
    expect(formatLastUsed(ago(3 * 3_600_000), now)).toBe('Used 3 hours ago');
    expect(formatLastUsed(ago(2 * 86_400_000), now)).toBe('Used 2 days ago');
    expect(formatLastUsed('2026-01-15T12:00:00Z', now)).toBe('Used 15 Jan 2026');
  });
});

describe('key display', () => {
  it('formats dates and masks the key after its prefix', () => {
    expect(formatKeyDate('2026-03-03T10:00:00Z')).toBe('3 Mar 2026');
    expect(formatKeyDate(null)).toBe('');
    expect(maskedKey('rw_live_ab12')).toBe('rw_live_ab12…');
    expect(maskedKey('rw_live_ab12...')).toBe('rw_live_ab12…');
  });

  it('lists active keys first, newest first', () => {
    const key = (id: string, created_at: string, revoked_at: string | null = null): TApiKey => ({
      id,
      name: id,
      prefix: 'rw_',
      plan: 'starter',
      created_at,
      last_used_at: null,
      revoked_at,
    });
    const sorted = sortKeys([
      key('old', '2026-01-01T00:00:00Z'),
      key('revoked', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
      key('new', '2026-02-01T00:00:00Z'),
    ]);
    expect(sorted.map((k) => k.id)).toEqual(['new', 'old', 'revoked']);
  });
});
