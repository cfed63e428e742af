import { Page } from '@web/components/layout/page';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { DataSourcesPanel } from './data-sources';
import { FilterPanel } from './filter-panel';
import { formatCount } from './investor-format';
import { InvestorResults } from './investor-results';
import { countPanelFilters, hasActiveFilters } from './search-params';
import { SearchToolbar } from './search-toolbar';
import { useInvestorFilters, useInvestorMeta, useInvestorSearch } from './use-investor-search';

/** /investors: search and filter the investor database (spec §2 "Investor database"). */
export function InvestorsPage() {
  const { filters, update, clear } = useInvestorFilters();
  const search = useInvestorSearch(filters);
  const meta = useInvestorMeta();
  const [panelOpen, setPanelOpen] = useState(false);
  const canClear = hasActiveFilters(filters);

  useEffect(() => {
    if (search.error) notifyError('Error loading investors', errorMessage(search.error));
  }, [search.error]);

  const databaseSize = meta.data?.total;
  return (
    <Page
      className="max-w-7xl"
      title="Investor Database"
      description={
        databaseSize
          ? `${formatCount(databaseSize)} venture investors with their stages, focus areas, check sizes and last known deals.`
          : 'Venture investors with their stages, focus areas, check sizes and last known deals.'
      }
    >
      <DataSourcesPanel className="mb-6" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="lg:col-start-2 lg:row-start-1">
          <SearchToolbar
            filters={filters}
            onChange={update}
            panelOpen={panelOpen}
            onTogglePanel={() => setPanelOpen((open) => !open)}
            panelCount={countPanelFilters(filters)}
            statusAsOf={meta.data?.as_of ?? search.asOf}
          />
        </div>
        <aside
          id="investor-filters"
          aria-label="Filters"
          className={cn(
            panelOpen ? 'block' : 'hidden',
            'lg:sticky lg:top-20 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block lg:self-start',
          )}
        >
          <FilterPanel
            filters={filters}
            onChange={update}
            onClear={clear}
            canClear={canClear}
            location={search.location}
          />
        </aside>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2">
          <InvestorResults
            search={search}
            hasQuery={filters.q.length > 0}
            canClearFilters={canClear}
            onClearFilters={clear}
            onClearSearch={() => update({ q: '' })}
          />
        </div>
      </div>
    </Page>
  );
}
