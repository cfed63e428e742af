import type { TMe, TRoles } from '@core/contracts/profiles';
import type { StaffRole, UserType } from '@core/contracts/vocabulary';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api } from './api';
import { authClient } from './auth-client';
import { RoleCache } from './role-cache';
import { fetchSession, retryDelay, type SessionData } from './session';

const roleCache = new RoleCache<TRoles>();
const NO_ROLES: TRoles = { role: null, staffRoles: [] };
const SESSION_KEY = ['session'] as const;
/** A session is checked again on window focus once this old; sign-in and sign-out refresh it at once. */
const SESSION_STALE_MS = 30_000;

/**
 * The spec's get_user_primary_role behind the 60-second role cache. A failure is logged and the role stays
 * unknown (no role links, as the spec says) while it is fetched again: it never reads as "no role", which would
 * send a user with a role to onboarding.
 */
async function fetchRoles(userId: string): Promise<TRoles> {
  const cached = roleCache.get(userId);
  if (cached) return cached;
  try {
    const roles = await api<TRoles>('/api/me/role');
    roleCache.set(userId, roles);
    return roles;
  } catch (err) {
    console.error('Failed to fetch the user role', err);
    throw err;
  }
}

export interface AuthState {
  /** 'loading' also while the server cannot say (a failed or throttled check being retried). */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: { id: string; email: string; name: string } | null;
  session: SessionData | null;
  role: UserType | null;
  staffRoles: StaffRole[];
  isAdmin: boolean;
  /** A session or role check failed and is being retried; what the page shows is kept meanwhile. */
  reconnecting: boolean;
  /** The user signed out in this tab: guarded pages send them home, not to the sign-in form. */
  signedOutHere: boolean;
  /** Forget the cached role, e.g. after onboarding changed it, and fetch it again. */
  refreshRole: () => Promise<TRoles>;
  /** Check the session again now (after signing in or up). */
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [signedOutHere, setSignedOutHere] = useState(false);
  const sessionQuery = useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: true,
    retryDelay: (failures) => retryDelay(failures),
    staleTime: SESSION_STALE_MS,
    refetchOnWindowFocus: true,
  });
  const session = sessionQuery.data ?? null;
  const user = session?.user ?? null;
  const rolesQuery = useQuery({
    queryKey: ['roles', user?.id],
    queryFn: () => fetchRoles(user!.id),
    enabled: Boolean(user),
    retry: true,
    retryDelay: (failures) => retryDelay(failures),
  });

  const refreshRole = useCallback(async () => {
    if (!user) return NO_ROLES;
    roleCache.delete(user.id);
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    return queryClient.fetchQuery({ queryKey: ['roles', user.id], queryFn: () => fetchRoles(user.id) });
  }, [queryClient, user]);

  // After signing in or up the last answer (signed out) is stale: it is dropped, so that until the server answers
  // the user is unknown (a spinner), never shown the signed-out form again.
  const refreshSession = useCallback(async () => {
    await queryClient.resetQueries({ queryKey: SESSION_KEY });
  }, [queryClient]);

  // Forgotten when someone signs in again.
  useEffect(() => {
    if (user) setSignedOutHere(false);
  }, [user]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    setSignedOutHere(true);
    roleCache.clear();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    queryClient.setQueryData(SESSION_KEY, null);
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    // No answer yet, or only failures so far: unknown, shown as loading, never as signed out.
    const sessionKnown = sessionQuery.data !== undefined;
    const rolesKnown = !user || rolesQuery.data !== undefined;
    const staffRoles = rolesQuery.data?.staffRoles ?? [];
    return {
      status: !sessionKnown || !rolesKnown ? 'loading' : user ? 'signed-in' : 'signed-out',
      user: user ? { id: user.id, email: user.email, name: user.name } : null,
      session,
      role: rolesQuery.data?.role ?? null,
      staffRoles,
      isAdmin: staffRoles.includes('admin'),
      reconnecting: sessionQuery.failureCount > 0 || rolesQuery.failureCount > 0,
      signedOutHere,
      refreshRole,
      refreshSession,
      signOut,
    };
  }, [
    sessionQuery.data,
    sessionQuery.failureCount,
    session,
    user,
    rolesQuery.data,
    rolesQuery.failureCount,
    signedOutHere,
    refreshRole,
    refreshSession,
    signOut,
  ]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** The signed-in user's profile and role context. */
export function useMe() {
  const { user } = useAuth();
  return useQuery({ queryKey: ['me', user?.id], queryFn: () => api<TMe>('/api/me'), enabled: Boolean(user) });
}
