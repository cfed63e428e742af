import { useAuth } from '@web/lib/auth';

/**
 * Whether the signed-in user is staff who may use the workbench (admin or ops), from the roles the auth provider
 * already holds. While the roles are unknown (a failed check being retried) it is loading, never "not allowed".
 */
export function useStaffAccess(): { loading: boolean; allowed: boolean; signedIn: boolean } {
  const auth = useAuth();
  return {
    loading: auth.status === 'loading',
    allowed: auth.staffRoles.includes('admin') || auth.staffRoles.includes('ops'),
    signedIn: auth.status === 'signed-in',
  };
}
