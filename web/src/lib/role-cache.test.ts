import { describe, expect, it } from 'vitest';
import { ROLE_CACHE_MAX_ENTRIES, ROLE_CACHE_TTL_MS, RoleCache } from './role-cache';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RoleCache', () => {
  it('uses the spec constants: 60 seconds and 100 entries', () => {
    expect(ROLE_CACHE_TTL_MS).toBe(60_000);
    expect(ROLE_CACHE_MAX_ENTRIES).toBe(100);
  });

  it('returns a cached role until it is 60 seconds old', () => {
    const c = clock();
    const cache = new RoleCache<string>(undefined, undefined, c.now);
    cache.set('u1', 'founder');
    c.advance(59_999);
    expect(cache.get('u1')).toBe('founder');
    c.advance(1);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('evicts the oldest entry when the 101st user is added', () => {
    const c = clock();
    const cache = new RoleCache<string>(undefined, undefined, c.now);
    for (let i = 0; i < 100; i++) {
      cache.set(`u${i}`, 'advisor');
      c.advance(10);
    }
    cache.set('u100', 'investor');
    expect(cache.size).toBe(100);
    expect(cache.get('u0')).toBeUndefined();
    expect(cache.get('u1')).toBe('advisor');
    expect(cache.get('u100')).toBe('investor');
  });

  it('purges every expired entry when touched, not only the one asked for', () => {
    const c = clock();
    const cache = new RoleCache<string>(1_000, 10, c.now);
    cache.set('a', 'founder');
    cache.set('b', 'founder');
    c.advance(500);
    cache.set('c', 'advisor');
    c.advance(600);
    expect(cache.get('c')).toBe('advisor');
    expect(cache.size).toBe(1);
  });

  it('re-setting a key refreshes its age and its place in the eviction order', () => {
    const c = clock();
    const cache = new RoleCache<string>(1_000, 2, c.now);
    cache.set('a', 'founder');
    cache.set('b', 'founder');
    cache.set('a', 'investor');
    cache.set('c', 'advisor');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('investor');
  });
});
