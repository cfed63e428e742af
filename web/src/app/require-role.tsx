import type { UserType } from '@core/contracts/vocabulary';
import { PageSpinner } from '@web/components/ui/spinner';
import { decideAccess } from '@web/lib/access-guard';
import { useAuth } from '@web/lib/auth';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Wraps a role's dashboard with the spec's access guard. The server enforces the same rules on its API. */
export function RequireRole({ allowed, children }: { allowed: readonly UserType[]; children: ReactNode }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const decision = decideAccess({
    loading: auth.status === 'loading',
    signedIn: auth.status === 'signed-in',
    signedOutHere: auth.signedOutHere,
    role: auth.role,
    allowed,
    pathname,
  });
  useEffect(() => {
    if (decision.kind === 'redirect' && decision.error) console.error(decision.error);
  }, [decision]);
  if (decision.kind === 'spinner') return <AuthSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

/** Screens for any signed-in user (onboarding, an idea): a spinner while loading, /auth when signed out. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <AuthSpinner />;
  if (auth.status === 'signed-out') return <Navigate to={auth.signedOutHere ? '/' : '/auth'} replace />;
  return <>{children}</>;
}

/** Waiting for the session: while a failed check is retried it says so, and keeps the user where they are. */
export function AuthSpinner() {
  const auth = useAuth();
  return <PageSpinner note={auth.reconnecting ? RECONNECTING : null} />;
}

export const RECONNECTING = 'Reconnecting to Roundwise…';
