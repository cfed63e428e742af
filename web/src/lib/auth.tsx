import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { TMe, TRoles } from '../../../src/contracts/profiles';
import type { UserType } from '../../../src/contracts/vocabulary';
import { api } from './api';
import { authClient } from './auth-client';
import { RoleCache } from './role-cache';

const roleCache = new RoleCache<TRoles>();
const NO_ROLES: TRoles = { role: null, staffRoles: [] };

/** The spec's get_user_primary_role behind the 60-second role cache. A failure is only logged: no role. */
async function fetchRoles(userId: string): Promise<TRoles> {
  const cached = roleCache.get(userId);
  if (cached) return cached;
  try {
    const roles = await api<TRoles>('/api/me/role');
    roleCache.set(userId, roles);
    return roles;
  } catch (err) {
    console.error('Failed to fetch the user role', err);
    return NO_ROLES;
  }
}

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: { id: string; email: string; name: string } | null;
  role: UserType | null;
  isAdmin: boolean;
  /** Forget the cached role, e.g. after onboarding changed it, and fetch it again. */
  refreshRole: () => Promise<TRoles>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  const user = session.data?.user ?? null;
  const rolesQuery = useQuery({
    queryKey: ['roles', user?.id],
    queryFn: () => fetchRoles(user!.id),
    enabled: Boolean(user),
  });

  const refreshRole = useCallback(async () => {
    if (!user) return NO_ROLES;
    roleCache.delete(user.id);
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    return queryClient.fetchQuery({ queryKey: ['roles', user.id], queryFn: () => fetchRoles(user.id) });
  }, [queryClient, user]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    roleCache.clear();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const loading = session.isPending || (Boolean(user) && rolesQuery.isPending);
    return {
      status: loading ? 'loading' : user ? 'signed-in' : 'signed-out',
      user: user ? { id: user.id, email: user.email, name: user.name } : null,
      role: rolesQuery.data?.role ?? null,
      isAdmin: rolesQuery.data?.staffRoles.includes('admin') ?? false,
      refreshRole,
      signOut,
    };
  }, [session.isPending, user, rolesQuery.isPending, rolesQuery.data, refreshRole, signOut]);

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
