import type { TIdea } from '@core/contracts/ideas';
import type { TRound } from '@core/contracts/round';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useParams } from 'react-router-dom';
import { formatMoney, formatMoneyShort, inRaiseCurrency, type RaiseCurrency } from './money';

/** The raise's currency and rate when the founder gave their raise in another currency than dollars. */
function raiseCurrencyOf(round: TRound | null | undefined): RaiseCurrency {
  const amount = round?.amount;
  return amount && amount.currency !== 'USD' ? { code: amount.currency, rate: amount.rate } : null;
}

/**
 * The pipeline's amounts (stored in dollars) as the founder reads their raise: '€230K ($250K)' for a raise in
 * euros, '$250,000' / '$250K' for one in dollars. The idea is the route's (/idea/:id/pipeline), which the page has
 * loaded already: this reads it from the cache.
 */
export function useMoney() {
  const { id = '' } = useParams();
  const idea = useQuery({
    queryKey: ['idea', id],
    queryFn: () => api<TIdea>(`/api/ideas/${id}`),
    enabled: false,
  });
  const currency = raiseCurrencyOf(idea.data?.round);
  return {
    full: (dollars: number | null | undefined) => inRaiseCurrency(dollars, currency, formatMoney(dollars)),
    short: (dollars: number | null | undefined) =>
      inRaiseCurrency(dollars, currency, formatMoneyShort(dollars)),
  };
}
