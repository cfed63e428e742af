import { EmptyState, Page } from '@web/components/layout/page';
import { Bug } from 'lucide-react';
import { AdminOnly } from './admin-only';

export function TestScraperPage() {
  return (
    <AdminOnly>
      <Page title="Portfolio Scraper" description="Import VCs and scrape an investor's portfolio companies.">
        <EmptyState icon={<Bug className="size-6" />} title="Crawlers are not installed yet">
          Importing VCs and scraping portfolios become available with the crawlers.
        </EmptyState>
      </Page>
    </AdminOnly>
  );
}
