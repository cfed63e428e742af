import type { SessionData } from '@web/lib/session';
import { describe, expect, it } from 'vitest';
import { greeting, hasSeenDashboard, markDashboardSeen } from './greeting';

const session = (userCreated: string, sessionCreated: string): SessionData => ({
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', createdAt: userCreated },
  session: { createdAt: sessionCreated, expiresAt: '2027-01-01T00:00:00Z' },
});
const signUpSession = session('2026-11-26T10:00:00Z', '2026-11-26T10:00:00.200Z');
const laterSession = session('2026-11-01T10:00:00Z', '2026-11-26T09:00:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('the founder dashboard greeting', () => {
  it('says Welcome on a first visit, Welcome back once the dashboard was seen', () => {
    const storage = memoryStorage();
    expect(greeting('Ada', signUpSession, hasSeenDashboard('u1', storage))).toBe('Welcome, Ada');
    markDashboardSeen('u1', storage);
    expect(greeting('Ada', signUpSession, hasSeenDashboard('u1', storage))).toBe('Welcome back, Ada');
    expect(hasSeenDashboard('u2', storage)).toBe(false);
  });

  it('says Welcome back to a user who signed in again, in any browser', () => {
    expect(greeting('Ada', laterSession, false)).toBe('Welcome back, Ada');
    expect(greeting('', laterSession, false)).toBe('Welcome back');
  });

  it('survives storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(hasSeenDashboard('u1', broken)).toBe(false);
    expect(() => markDashboardSeen('u1', broken)).not.toThrow();
    expect(hasSeenDashboard('u1', null)).toBe(false);
  });
});
