import { formatMoney } from '@core/contracts/format';
import type { TRound } from '@core/contracts/round';
import { COUNTRY_NAMES } from '@core/geo/countries';
import { Badge } from '@web/components/ui/badge';
import { labelOf } from '@web/lib/labels';
import { MapPin } from 'lucide-react';
import { formatAmount } from '../investors/investor-format';

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "2025-06" → "June 2025". */
function rateMonth(date: string): string {
  const [y, m] = date.split('-');
  return m ? `${MONTHS[Number(m) - 1]} ${y}` : date;
}

/** "$675K target (£500K)", with the rate it was converted at for a raise in another currency. */
function targetText(
  round: TRound | null,
  targetK: number | null,
): { label: string; note: string | null } | null {
  const amount = round?.amount;
  if (!amount) return targetK ? { label: `${formatAmount(targetK)} target`, note: null } : null;
  const usd = `${formatAmount(amount.usd_k)} target`;
  if (amount.currency === 'USD') return { label: usd, note: null };
  const written = formatMoney(amount.value, amount.currency);
  const note = `${written} at ${amount.rate} USD per ${amount.currency}${amount.rate_date ? `, approximate rates of ${rateMonth(amount.rate_date)}` : ''}`;
  return { label: `${usd} (${written})`, note };
}

/** The spec's header badges (industry, stage, target check size), and the founder's place, from the round. */
export function RoundBadges({
  industry,
  stage,
  targetK,
  round,
}: {
  industry: string | null;
  stage: string | null;
  targetK: number | null;
  round: TRound | null;
}) {
  const target = targetText(round, targetK);
  const place = round?.country
    ? [round.city, COUNTRY_NAMES[round.country] ?? round.country].filter(Boolean).join(', ')
    : null;
  return (
    <div className="mt-3 grid gap-1.5">
      <div className="flex flex-wrap gap-2">
        {industry ? <Badge variant="secondary">{labelOf(industry)}</Badge> : null}
        {stage ? <Badge variant="outline">{labelOf(stage)}</Badge> : null}
        {target ? (
          <Badge variant="outline" title={target.note ?? undefined}>
            {target.label}
          </Badge>
        ) : null}
        {place ? (
          <Badge variant="outline">
            <MapPin className="size-3" aria-hidden="true" /> {place}
          </Badge>
        ) : null}
      </div>
      {target?.note ? <p className="text-xs text-muted-foreground">Converted: {target.note}.</p> : null}
    </div>
  );
}
