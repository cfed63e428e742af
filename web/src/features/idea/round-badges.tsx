import { formatMoney, formatMonth, formatUsd } from '@core/contracts/format';
import type { TRound } from '@core/contracts/round';
import { COUNTRY_NAMES } from '@core/geo/countries';
import { Badge } from '@web/components/ui/badge';
import { labelOf } from '@web/lib/labels';
import { MapPin } from 'lucide-react';
import { formatAmount } from '../investors/investor-format';

/** "€2M target (about $2.2M)": the founder's own currency first, dollars beside it, and the rate it was read at. */
function targetText(
  round: TRound | null,
  targetK: number | null,
): { label: string; note: string | null } | null {
  const amount = round?.amount;
  if (!amount) return targetK ? { label: `${formatAmount(targetK)} target`, note: null } : null;
  if (amount.currency === 'USD') return { label: `${formatUsd(amount.usd_k * 1000)} target`, note: null };
  const written = formatMoney(amount.value, amount.currency);
  const month = amount.rate_date ? formatMonth(amount.rate_date) : null;
  const note = `${written} at ${amount.rate} USD per ${amount.currency}${month ? `, approximate rates of ${month}` : ''}`;
  return { label: `${written} target (about ${formatUsd(amount.usd_k * 1000)})`, note };
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
