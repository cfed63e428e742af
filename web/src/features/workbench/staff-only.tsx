import { AuthSpinner } from '@web/app/require-role';
import { EmptyState } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useStaffAccess } from './use-staff';

/** The workbench shows itself only to admins and ops; its API refuses everyone else as well (403). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  const auth = useAuth();
  if (access.loading) return <AuthSpinner />;
  // Signed out from here: home, as everywhere (spec §2).
  if (!access.signedIn && auth.signedOutHere) return <Navigate to="/" replace />;
  if (!access.allowed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          icon={<ShieldAlert className="size-6" />}
          title="You are not allowed to use the workbench"
        >
          <p>The workbench replays and compares workflow runs. It is for administrators and the ops team.</p>
          {access.signedIn ? null : (
            <Button asChild size="sm" className="mt-4">
              <Link to="/auth">Sign in</Link>
            </Button>
          )}
        </EmptyState>
      </div>
    );
  }
  return <>{children}</>;
}
