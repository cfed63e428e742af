import { describe, expect, it } from 'vitest';
import {
  isFirstVisit,
  RETRY_MAX_MS,
  readSessionAnswer,
  retryDelay,
  type SessionData,
  SessionUnknownError,
} from './session';

const session = (userCreated: string, sessionCreated: string): SessionData => ({
  user: { id: 'u1', email: 'a@example.com', name: 'Ada', createdAt: userCreated },
  session: { createdAt: sessionCreated, expiresAt: '2027-01-01T00:00:00.000Z' },
});

describe('readSessionAnswer', () => {
  it('reads a session, and null as signed out', () => {
    const s = session('2026-11-26T10:00:00Z', '2026-11-26T10:00:01Z');
    expect(readSessionAnswer(200, s)).toBe(s);
    expect(readSessionAnswer(200, null)).toBeNull();
    expect(readSessionAnswer(401, { message: 'Unauthorized' })).toBeNull();
  });

  it('never reads a throttled, failed or garbled answer as signed out', () => {
    for (const status of [429, 500, 502, 503, 504, 403, 0]) {
      expect(() => readSessionAnswer(status, null)).toThrow(SessionUnknownError);
    }
    expect(() => readSessionAnswer(200, { message: 'Too many requests' })).toThrow(SessionUnknownError);
    expect(() => readSessionAnswer(200, { user: { id: 'u1' } })).toThrow(SessionUnknownError);
  });
});

describe('retryDelay', () => {
  it('backs off from about a second, doubling, to at most 30 seconds', () => {
    const low = () => 0;
    const high = () => 1;
    expect(retryDelay(0, high)).toBe(1_000);
    expect(retryDelay(1, high)).toBe(2_000);
    expect(retryDelay(3, high)).toBe(8_000);
    expect(retryDelay(20, high)).toBe(RETRY_MAX_MS);
    // Jitter keeps at least half of the ceiling.
    expect(retryDelay(3, low)).toBe(4_000);
  });
});

describe('isFirstVisit', () => {
  it('is the session a user signed up in, before they have seen their dashboard', () => {
    expect(isFirstVisit(session('2026-11-26T10:00:00Z', '2026-11-26T10:00:00.300Z'), false)).toBe(true);
  });

  it('is not after the dashboard was seen, in a later session, or signed out', () => {
    expect(isFirstVisit(session('2026-11-26T10:00:00Z', '2026-11-26T10:00:00.300Z'), true)).toBe(false);
    expect(isFirstVisit(session('2026-11-20T10:00:00Z', '2026-11-26T09:00:00Z'), false)).toBe(false);
    expect(isFirstVisit(null, false)).toBe(false);
    expect(isFirstVisit(session('garbled', '2026-11-26T09:00:00Z'), false)).toBe(false);
  });
});
