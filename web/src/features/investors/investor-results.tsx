import { EmptyState } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { AlertTriangle, ChevronDown, SearchX } from 'lucide-react';
import { InvestorCard, InvestorCardSkeleton } from './investor-card';
import { formatCount } from './investor-format';
import { SignInPrompt } from './sign-in-prompt';
import { useInvestorPeople } from './use-investor-people';
import type { useInvestorSearch } from './use-investor-search';

type Search = ReturnType<typeof useInvestorSearch>;

const SKELETONS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);

function Grid({ children, dimmed = false }: { children: React.ReactNode; dimmed?: boolean }) {
  return (
    <div
      className={cn(
        'grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
        dimmed && 'pointer-events-none opacity-60',
      )}
    >
      {children}
    </div>
  );
}

/** The counter, the cards, and what comes after them: the sign-in prompt or Load more. */
export function InvestorResults({
  search,
  onClearFilters,
  onClearSearch,
  canClearFilters,
  hasQuery,
}: {
  search: Search;
  onClearFilters: () => void;
  onClearSearch: () => void;
  canClearFilters: boolean;
  hasQuery: boolean;
}) {
  const { investors, total } = search;
  const loading = search.authPending || search.isPending;
  const refreshing = search.isFetching && !search.isFetchingNextPage && !loading;
  const hidden = Math.max(0, total - investors.length);
  const people = useInvestorPeople(
    investors.map((i) => i.id),
    search.signedIn,
  );

  let body: React.ReactNode;
  if (loading) {
    body = (
      <Grid>
        {SKELETONS.map((key) => (
          <InvestorCardSkeleton key={key} />
        ))}
      </Grid>
    );
  } else if (search.isError && investors.length === 0) {
    body = (
      <EmptyState icon={<AlertTriangle className="size-6" />} title="Error loading investors">
        <p>{errorMessage(search.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => search.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (investors.length === 0) {
    body = (
      <EmptyState icon={<SearchX className="size-6" />} title="No investors found matching your criteria">
        <p>Try a broader search, or fewer filters.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {hasQuery ? (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : null}
          {canClearFilters ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </EmptyState>
    );
  } else {
    body = (
      <Grid dimmed={search.isPlaceholderData}>
        {investors.map((investor) => (
          <InvestorCard
            key={investor.id}
            investor={investor}
            people={search.signedIn ? (people.data?.[investor.id] ?? []) : undefined}
          />
        ))}
      </Grid>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        {loading ? (
          <>
            <Spinner className="size-4" label="Loading investors" />
            Loading investors…
          </>
        ) : (
          <p aria-live="polite">
            Showing <span className="font-semibold text-foreground">{formatCount(investors.length)}</span> of{' '}
            <span className="font-semibold text-foreground">{formatCount(total)}</span> investors
          </p>
        )}
        {refreshing ? <Spinner className="size-4" label="Updating results" /> : null}
      </div>

      {body}

      {!loading && investors.length > 0 && !search.signedIn && hidden > 0 ? (
        <SignInPrompt hidden={hidden} />
      ) : null}

      {!loading && search.signedIn && search.hasNextPage ? (
        <div className="flex flex-col items-center gap-2 pt-4">
          <Button
            variant="outline"
            size="lg"
            className="min-w-48"
            onClick={() => search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? (
              <Spinner className="size-4" label="Loading more" />
            ) : (
              <ChevronDown />
            )}
            {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
          <p className="text-xs text-muted-foreground">{formatCount(hidden)} more to see</p>
        </div>
      ) : null}
    </div>
  );
}
