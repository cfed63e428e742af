import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  bearerKey,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
  usageFor,
} from './api-keys';

const rest = { keyId: 'k', userId: 'u', resetAt: 1_800_000_000, retryAfter: 120 };

describe('API key generation', () => {
  it('makes a prefixed key of 32 random bytes in base64url, with its display prefix and SHA-256 hash', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^rw_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(prefix).toBe(key.slice(0, 12));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiKey(key));
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it('hashes deterministically (the hash is what a request is looked up by)', () => {
    expect(hashApiKey('rw_live_abc')).toBe(hashApiKey('rw_live_abc'));
    expect(hashApiKey('rw_live_abc')).not.toBe(hashApiKey('rw_live_abd'));
  });
});

describe('reading the Authorization header', () => {
  const { key } = generateApiKey();

  it.each([
    [`Bearer ${key}`, key],
    [`bearer ${key}`, key],
    [`Bearer  ${key} `, key],
  ])('accepts %j', (header, expected) => {
    expect(bearerKey(header)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    [key],
    [`Basic ${key}`],
    ['Bearer'],
    ['Bearer '],
    [`Bearer ${key} extra`],
    [`Bearer ${key.slice(0, -1)}`],
    [`Bearer ${key}x`],
    [`Bearer rw_test_${key.slice(8)}`],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig'],
  ])('refuses %j', (header) => {
    expect(bearerKey(header)).toBeNull();
  });

  it('checks the shape of a bare key', () => {
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(isWellFormedApiKey(`${key} `)).toBe(false);
  });
});

describe('rate-limit verdict', () => {
  it('allows up to the plan limit and counts down what is left', () => {
    expect(usageFor('starter', 1, rest)).toMatchObject({ limit: 100, remaining: 99, limited: false });
    expect(usageFor('starter', 100, rest)).toMatchObject({ limit: 100, remaining: 0, limited: false });
  });

  it('refuses the request past the limit, never showing a negative remainder', () => {
    expect(usageFor('starter', 101, rest)).toMatchObject({ remaining: 0, limited: true });
    expect(usageFor('starter', 500, rest)).toMatchObject({ remaining: 0, limited: true });
  });

  it('uses each plan its own limit', () => {
    expect(usageFor('growth', 101, rest)).toMatchObject({ limit: 1000, remaining: 899, limited: false });
    expect(usageFor('growth', 1001, rest).limited).toBe(true);
    expect(usageFor('scale', 1001, rest)).toMatchObject({ limit: 10_000, limited: false });
  });
});
