import type { UserType } from '@core/contracts/vocabulary';

export const DASHBOARD_BY_ROLE: Record<UserType, string> = {
  founder: '/dashboard',
  advisor: '/advisor-dashboard',
  investor: '/investor-dashboard',
};

export type GuardDecision =
  | { kind: 'spinner' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; error?: string };

/** The access guard of spec §4, as a pure function of what is known about the visitor. */
export function decideAccess(input: {
  loading: boolean;
  signedIn: boolean;
  /** The user signed out from this page: they go home (spec §2), not to the sign-in form. */
  signedOutHere?: boolean;
  role: UserType | null;
  allowed: readonly UserType[];
  pathname: string;
}): GuardDecision {
  if (input.loading) return { kind: 'spinner' };
  if (!input.signedIn) return { kind: 'redirect', to: input.signedOutHere ? '/' : '/auth' };
  if (!input.role) return { kind: 'redirect', to: '/onboarding' };
  if (input.allowed.includes(input.role)) return { kind: 'render' };
  const own = DASHBOARD_BY_ROLE[input.role];
  if (input.pathname === own) {
    return {
      kind: 'redirect',
      to: '/auth',
      error: `Access guard loop: role "${input.role}" is not allowed on its own dashboard ${own}`,
    };
  }
  return { kind: 'redirect', to: own };
}

/** Where a user goes after signing in (spec §4). */
export function landingAfterSignIn(
  profile: { onboarding_completed: boolean },
  role: UserType | null,
): string {
  if (!profile.onboarding_completed) return '/onboarding';
  return role === 'advisor' || role === 'investor' ? DASHBOARD_BY_ROLE[role] : '/dashboard';
}
