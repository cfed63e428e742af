import { EmptyState, Page } from '@web/components/layout/page';
import { Database } from 'lucide-react';

export function InvestorsPage() {
  return (
    <Page
      title="Investor Database"
      description="Venture investors with their stages, focus areas, check sizes and recent deals."
    >
      <EmptyState icon={<Database className="size-6" />} title="The investor database is not loaded yet">
        Investors appear here once the data is imported.
      </EmptyState>
    </Page>
  );
}
