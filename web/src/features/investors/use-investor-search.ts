import type { TInvestor, TInvestorsMeta, TSearchInvestorsResponse } from '@core/contracts/investors';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  filtersToParams,
  type InvestorFilters,
  parseFilters,
  toApiQuery,
} from './search-params';

/** The filters held in the URL's query string, so links and back/forward keep them. */
export function useInvestorFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<InvestorFilters>, options: { replace?: boolean } = {}) => {
      // Read the address bar itself: two updates in one tick (a status click and a debounced search) must
      // both land, and the params this hook last rendered with may already be stale.
      setParams(
        () => filtersToParams({ ...parseFilters(new URLSearchParams(window.location.search)), ...patch }),
        {
          replace: options.replace,
          preventScrollReset: true,
        },
      );
    },
    [setParams],
  );

  /** Clears every filter but keeps the search text. */
  const clear = useCallback(() => update({ ...EMPTY_FILTERS, q: filters.q }), [update, filters.q]);

  return { filters, update, clear };
}

/**
 * GET /api/investors page by page. Signed-out visitors get the first 6 and no cursor; signed-in users page
 * through everything. The viewer is part of the key so signing in or out fetches again.
 */
export function useInvestorSearch(filters: InvestorFilters) {
  const auth = useAuth();
  const query = toApiQuery(filters);
  const result = useInfiniteQuery({
    queryKey: ['investors', 'search', auth.user?.id ?? 'anonymous', query],
    queryFn: ({ pageParam, signal }) =>
      api<TSearchInvestorsResponse>(`/api/investors?${toApiQuery(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: auth.status !== 'loading',
    placeholderData: keepPreviousData,
  });

  const investors = useMemo(() => {
    const seen = new Set<string>();
    const list: TInvestor[] = [];
    for (const page of result.data?.pages ?? []) {
      for (const investor of page.investors) {
        if (seen.has(investor.id)) continue;
        seen.add(investor.id);
        list.push(investor);
      }
    }
    return list;
  }, [result.data]);

  const first = result.data?.pages[0];
  return {
    ...result,
    investors,
    total: first?.total ?? 0,
    asOf: first?.as_of ?? null,
    /** How the location filter was read, to say it under the box. */
    location: first?.location ?? null,
    signedIn: auth.status === 'signed-in',
    authPending: auth.status === 'loading',
  };
}

/** The database's size, its date and its sources, for page headers (cached: it changes only with a data load). */
export function useInvestorMeta() {
  return useQuery({
    queryKey: ['investors', 'meta'],
    queryFn: ({ signal }) => api<TInvestorsMeta>('/api/investors/meta', { signal }),
    staleTime: 10 * 60_000,
  });
}
