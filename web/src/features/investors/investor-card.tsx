import type { TInvestorPerson } from '@core/contracts/investor-people';
import { readableText } from '@core/contracts/labels';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { DollarSign, ExternalLink, Globe, MapPin, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddToPipelineButton } from '../pipeline/add-to-pipeline-dialog';
import { FocusChips } from './focus-chips';
import {
  datedStatusLabel,
  formatCheckSize,
  formatLastDeal,
  formatStages,
  type InvestorCardData,
  type StatusTone,
  statusLabel,
  statusTone,
  websiteHref,
} from './investor-format';
import { CardPeople } from './investor-people';

export type { InvestorCardData } from './investor-format';

const STATUS_STYLES: Record<StatusTone, { badge: string; dot: string }> = {
  hot: { badge: 'border-hot/25 bg-hot/10 text-orange-800', dot: 'bg-hot' },
  warm: { badge: 'border-warm/35 bg-warm/15 text-amber-800', dot: 'bg-warm' },
  cold: { badge: 'border-cold/25 bg-cold/10 text-sky-800', dot: 'bg-cold' },
  neutral: { badge: 'border-border bg-muted text-muted-foreground', dot: 'bg-muted-foreground/60' },
};

/**
 * Hot / Warm / Cold in their colours; any other value with its raw label in a neutral style. With `asOf`, it says
 * the date the status is relative to ('Hot as of Jun 2013'): the deal history's end, never today.
 */
export function InvestorStatusBadge({
  status,
  asOf,
  className,
}: {
  status: string;
  asOf?: string | null;
  className?: string;
}) {
  const style = STATUS_STYLES[statusTone(status)];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        style.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      <span className="sr-only">Status: </span>
      {asOf === undefined ? statusLabel(status) : datedStatusLabel(status, asOf)}
    </span>
  );
}

/** One fact of the card on one line; `wrap` lets it take two, so a date at its start is never cut. */
function Detail({
  icon: Icon,
  label,
  children,
  wrap = false,
}: {
  icon: typeof MapPin;
  label: string;
  children: string;
  wrap?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2.5 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="sr-only">{label}</dt>
      <dd className={cn('min-w-0 text-foreground/90', wrap ? 'line-clamp-2' : 'truncate')} title={children}>
        {children}
      </dd>
    </div>
  );
}

/** One investor: used on the landing page and in the investor database (/investors). */
export function InvestorCard({
  investor,
  className,
  people,
}: {
  investor: InvestorCardData;
  className?: string;
  /** The people named at the firm (signed-in readers), with its page a click away. */
  people?: readonly TInvestorPerson[];
}) {
  const stages = formatStages(investor.stages);
  const lastDeal = formatLastDeal(investor.recent_investments, investor.last_investment_date);
  const href = websiteHref(investor.website);

  return (
    <Card
      className={cn(
        'flex h-full flex-col p-5 transition-shadow hover:shadow-md hover:ring-1 hover:ring-primary/10',
        className,
      )}
    >
      <h3
        className="line-clamp-2 min-w-0 text-base font-semibold leading-snug break-words"
        title={investor.name}
      >
        {people ? (
          <Link
            to={`/investors/${encodeURIComponent(investor.id)}`}
            className="hover:text-primary hover:underline"
          >
            {investor.name}
          </Link>
        ) : (
          investor.name
        )}
      </h3>
      <InvestorStatusBadge
        status={investor.status}
        asOf={investor.status_as_of ?? null}
        className="mt-2 self-start"
      />
      <p className={cn('mt-2 text-sm', stages ? 'font-medium text-primary/90' : 'text-muted-foreground')}>
        {stages || 'Stages not specified'}
      </p>

      <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted-foreground">
        {/* The shipped descriptions were written with round keys ("at series-a"): shown as labels. */}
        {investor.description ? readableText(investor.description) : 'No description available.'}
      </p>

      <dl className="mt-4 grid gap-2">
        <Detail icon={MapPin} label="Location">
          {investor.location ?? 'Location not specified'}
        </Detail>
        <Detail icon={DollarSign} label="Check size">
          {formatCheckSize(investor.check_size_min, investor.check_size_max)}
        </Detail>
        <Detail icon={TrendingUp} label="Last known deal" wrap>
          {lastDeal ?? 'No deals in the deal history'}
        </Detail>
        <CardPeople people={people} />
      </dl>

      <FocusChips areas={investor.focus_areas} className="mt-4" />

      <div className="mt-auto grid gap-2 pt-5">
        <AddToPipelineButton investor={investor} className="w-full" />
        {href ? (
          <Button asChild variant="outline" size="sm" className="w-full">
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Globe aria-hidden="true" />
              View Website
              <ExternalLink aria-hidden="true" className="text-muted-foreground" />
              <span className="sr-only"> for {investor.name} (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="w-full" disabled>
            No Website
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Placeholder with the card's shape while investors load. */
export function InvestorCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex h-full animate-pulse flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid flex-1 gap-2">
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-1/2 rounded bg-muted" />
        </div>
        <div className="h-5 w-14 rounded-full bg-muted" />
      </div>
      <div className="mt-4 grid gap-2">
        <div className="h-3 w-full rounded bg-muted" />
        <div className="h-3 w-4/5 rounded bg-muted" />
      </div>
      <div className="mt-5 grid gap-2.5">
        <div className="h-3 w-1/2 rounded bg-muted" />
        <div className="h-3 w-2/5 rounded bg-muted" />
        <div className="h-3 w-3/5 rounded bg-muted" />
      </div>
      <div className="mt-4 flex gap-1.5">
        <div className="h-5 w-16 rounded-md bg-muted" />
        <div className="h-5 w-12 rounded-md bg-muted" />
        <div className="h-5 w-20 rounded-md bg-muted" />
      </div>
      <div className="mt-auto pt-5">
        <div className="h-8 w-full rounded-md bg-muted" />
      </div>
    </Card>
  );
}
