import { EmptyState } from '@web/components/layout/page';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The admin consoles show themselves only to admins; their API refuses everyone else as well. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner />;
  if (!auth.isAdmin) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState icon={<ShieldAlert className="size-6" />} title="Administrators only">
          This console imports and crawls data. Ask an administrator for access.
        </EmptyState>
      </div>
    );
  }
  return <>{children}</>;
}
