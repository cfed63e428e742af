import { describe, expect, it } from 'vitest';
import { decideAccess, landingAfterSignIn } from './access-guard';

const base = {
  loading: false,
  signedIn: true,
  role: 'founder' as const,
  allowed: ['founder'] as const,
  pathname: '/dashboard',
};

describe('decideAccess (spec §4 access guard)', () => {
  it('shows a spinner while loading, whoever the user is', () => {
    expect(decideAccess({ ...base, loading: true, signedIn: false })).toEqual({ kind: 'spinner' });
  });

  it('sends a signed-out visitor to /auth', () => {
    expect(decideAccess({ ...base, signedIn: false, role: null })).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('sends a user who just signed out home, not to the sign-in form (spec §2)', () => {
    expect(decideAccess({ ...base, signedIn: false, signedOutHere: true, role: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in user without a user type to /onboarding', () => {
    expect(decideAccess({ ...base, role: null })).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('shows the page to an allowed role', () => {
    expect(decideAccess(base)).toEqual({ kind: 'render' });
  });

  it('sends another role to its own dashboard', () => {
    expect(decideAccess({ ...base, role: 'advisor' })).toEqual({
      kind: 'redirect',
      to: '/advisor-dashboard',
    });
    expect(
      decideAccess({ ...base, role: 'investor', allowed: ['advisor'], pathname: '/advisor-dashboard' }),
    ).toEqual({
      kind: 'redirect',
      to: '/investor-dashboard',
    });
  });

  it('breaks the loop: on its own dashboard with a mismatching role it goes to /auth and reports an error', () => {
    const d = decideAccess({
      ...base,
      role: 'advisor',
      allowed: ['founder'],
      pathname: '/advisor-dashboard',
    });
    expect(d.kind).toBe('redirect');
    expect(d).toMatchObject({ to: '/auth' });
    expect(d.kind === 'redirect' && d.error).toMatch(/loop/);
  });
});

describe('landingAfterSignIn (spec §4)', () => {
  it('goes to onboarding until it is completed', () => {
    expect(landingAfterSignIn({ onboarding_completed: false }, 'investor')).toBe('/onboarding');
  });
  it('then goes by primary role, anything else to /dashboard', () => {
    expect(landingAfterSignIn({ onboarding_completed: true }, 'advisor')).toBe('/advisor-dashboard');
    expect(landingAfterSignIn({ onboarding_completed: true }, 'investor')).toBe('/investor-dashboard');
    expect(landingAfterSignIn({ onboarding_completed: true }, 'founder')).toBe('/dashboard');
    expect(landingAfterSignIn({ onboarding_completed: true }, null)).toBe('/dashboard');
  });
});
