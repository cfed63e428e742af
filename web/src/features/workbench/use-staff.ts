import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import type { TRoles } from '../../../../src/contracts/profiles';

/**
 * Whether the signed-in user is staff who may use the workbench (admin or ops). The roles come from the
 * query the auth provider already made (same key), so this adds no request.
 */
export function useStaffAccess(): { loading: boolean; allowed: boolean; signedIn: boolean } {
  const auth = useAuth();
  const userId = auth.user?.id;
  const roles = useQuery({
    queryKey: ['roles', userId],
    queryFn: () => api<TRoles>('/api/me/role'),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  const staff = roles.data?.staffRoles ?? [];
  return {
    loading: auth.status === 'loading' || (Boolean(userId) && roles.isPending),
    allowed: auth.isAdmin || staff.includes('admin') || staff.includes('ops'),
    signedIn: auth.status === 'signed-in',
  };
}
