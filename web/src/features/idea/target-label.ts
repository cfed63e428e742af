import { formatMoneyWithUsd } from '@core/contracts/format';
import type { TPublicRaise } from '@core/contracts/idea-public';
import { formatAmount } from '../investors/investor-format';

/**
 * The target raise as the founder wrote it ("CA$10M (about $7.3M)") when the round holds it in another currency,
 * else in dollars ("$1.5M"); '' when unknown.
 */
export function targetLabel(thousands: number | null, raise?: TPublicRaise): string {
  if (raise && raise.currency !== 'USD' && thousands)
    return formatMoneyWithUsd(raise.value, raise.currency, thousands * 1000);
  return thousands && thousands > 0 ? formatAmount(thousands) : '';
}
