import type { TInvestorPerson, TPeopleByInvestor } from '@core/contracts/investor-people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The API takes at most this many investors per request; a page of cards is fewer. */
const PER_REQUEST = 100;

/** The people named at each of these firms (signed-in users only), for their cards. */
export function useInvestorPeople(ids: readonly string[], enabled: boolean) {
  const wanted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['investor-people', wanted],
    enabled: enabled && wanted.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const out: Record<string, TInvestorPerson[]> = {};
      for (let i = 0; i < wanted.length; i += PER_REQUEST) {
        const chunk = wanted.slice(i, i + PER_REQUEST).join(',');
        const { people } = await api<TPeopleByInvestor>(
          `/api/investors/people?ids=${encodeURIComponent(chunk)}`,
          { signal },
        );
        Object.assign(out, people);
      }
      return out;
    },
  });
}

/** Where a person's listing comes from, as a reader should weigh it. */
export function personSource(p: Pick<TInvestorPerson, 'source' | 'seen_at'>): string {
  const seen = new Date(p.seen_at).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
  if (p.source === 'website') return `On the firm's team page (read ${seen})`;
  if (p.source === 'admin') return `Added by Roundwise (${seen})`;
  return `Says on Roundwise they work here (${seen})`;
}
