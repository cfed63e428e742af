import { EmptyState, Page } from '@web/components/layout/page';
import { TerminalSquare } from 'lucide-react';
import { AdminOnly } from './admin-only';

export function TestApiPage() {
  return (
    <AdminOnly>
      <Page title="API Testing Console" description="Run each server function and see its result.">
        <EmptyState icon={<TerminalSquare className="size-6" />} title="No server functions to test yet">
          The console lists the analysis, onboarding, embeddings, advisor, LinkedIn, portfolio and import
          functions as they are installed.
        </EmptyState>
      </Page>
    </AdminOnly>
  );
}
