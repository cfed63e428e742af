import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { useMe } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { labelOf } from '@web/lib/labels';
import { notifyError } from '@web/lib/toast';
import { ArrowRight, Check, ExternalLink, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TDealFlowIdea } from '../../../../src/contracts/advisors';
import { tagLabel } from '../idea/tabs/shared';
import { formatCheckSize, websiteHref } from '../investors/investor-format';
import {
  type DealFlowOrder,
  dealFlowPath,
  fitBadge,
  founderLine,
  ORDER_OPTIONS,
  parseOrder,
} from './deal-flow';

interface InvestorContext {
  firm_name?: string | null;
  investment_thesis?: string;
  check_size_min?: number;
  check_size_max?: number;
  preferred_stages?: string[];
  focus_areas?: string[];
}

export function InvestorDashboardPage() {
  const me = useMe();
  const ctx = (me.data?.context ?? {}) as InvestorContext;
  const [params, setParams] = useSearchParams();
  const order = parseOrder(params.get('order'));
  const deals = useQuery({
    queryKey: ['deal-flow', order],
    queryFn: () => api<{ ideas: TDealFlowIdea[] }>(dealFlowPath(order)).then((r) => r.ideas),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (deals.isError) notifyError('Error', 'Failed to load deal flow');
  }, [deals.isError]);

  function setOrder(next: DealFlowOrder) {
    setParams(next === 'recent' ? {} : { order: next }, { replace: true });
  }

  // While another order loads, the previous list stays, dimmed; its fit scores are hidden until it arrives.
  const switching = deals.isPlaceholderData;
  return (
    <Page
      title="Deal Flow"
      description={
        order === 'thesis'
          ? 'The newest startups on Roundwise that best fit your thesis.'
          : 'The newest startups on Roundwise, with their founders.'
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Investment profile</CardTitle>
            {ctx.firm_name ? <p className="text-sm text-muted-foreground">{ctx.firm_name}</p> : null}
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            {ctx.investment_thesis ? <p className="leading-relaxed">{ctx.investment_thesis}</p> : null}
            <div>
              <div className="mb-1.5 font-medium text-muted-foreground">Check size</div>
              <div>{formatCheckSize(ctx.check_size_min, ctx.check_size_max)}</div>
            </div>
            <Tags label="Stages" values={ctx.preferred_stages ?? []} />
            <Tags label="Focus areas" values={ctx.focus_areas ?? []} />
          </CardContent>
        </Card>
        <section aria-label="Startups" className="grid min-w-0 grid-cols-1 content-start gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <OrderControl value={order} onChange={setOrder} />
            {deals.data ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {deals.isFetching ? 'Loading…' : `${deals.data.length} startups`}
              </p>
            ) : null}
          </div>
          {deals.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading deal flow" />
            </div>
          ) : deals.data?.length ? (
            <div className={cn('grid grid-cols-1 gap-4 transition-opacity', switching && 'opacity-60')}>
              {deals.data.map((idea) => (
                <DealCard key={idea.id} idea={idea} showFit={order === 'thesis' && !switching} />
              ))}
            </div>
          ) : (
            <EmptyState icon={<Inbox className="size-6" />} title="No startups yet">
              New ideas from founders will appear here as they join.
            </EmptyState>
          )}
        </section>
      </div>
    </Page>
  );
}

/** Newest or Matched to your thesis: two toggle buttons, one pressed. */
function OrderControl({
  value,
  onChange,
}: {
  value: DealFlowOrder;
  onChange: (next: DealFlowOrder) => void;
}) {
  return (
    <fieldset aria-label="Order" className="inline-flex rounded-md bg-muted p-1">
      {ORDER_OPTIONS.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(option.value)}
            className={cn(
              'cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

function Tags({ label, values }: { label: string; values: string[] }) {
  return (
    <div>
      <div className="mb-1.5 font-medium text-muted-foreground">{label}</div>
      <div className="flex flex-wrap gap-1.5">
        {values.length
          ? values.map((v) => (
              <Badge key={v} variant="secondary">
                {labelOf(v)}
              </Badge>
            ))
          : 'Not specified'}
      </div>
    </div>
  );
}

function DealCard({ idea, showFit }: { idea: TDealFlowIdea; showFit: boolean }) {
  const founder = founderLine(idea.profiles);
  const fit = fitBadge(idea.fit.score);
  const linkedin = websiteHref(idea.profiles.linkedin_url);
  return (
    <article aria-label={idea.title} data-testid="deal" className="min-w-0">
      <Card>
        <CardHeader className="pb-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle className="break-words">
                <Link to={`/idea/${idea.id}`} className="hover:text-primary hover:underline">
                  {idea.title}
                </Link>
              </CardTitle>
              {founder ? <p className="mt-1 text-sm text-muted-foreground">{founder}</p> : null}
            </div>
            {showFit ? (
              <Badge variant={fit.tone} className="shrink-0 tabular-nums" data-testid="fit-badge">
                {fit.label}
              </Badge>
            ) : null}
          </div>
          {idea.stage || idea.industry ? (
            <div className="flex flex-wrap gap-1.5 pt-1">
              {idea.stage ? <Badge variant="outline">{tagLabel(idea.stage)}</Badge> : null}
              {idea.industry ? <Badge variant="secondary">{tagLabel(idea.industry)}</Badge> : null}
            </div>
          ) : null}
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <p className="line-clamp-2 text-sm leading-relaxed">{idea.description}</p>
          {showFit && idea.fit.reasons.length ? (
            <div>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Why it fits
              </h4>
              <ul className="mt-1.5 grid gap-1 text-sm">
                {idea.fit.reasons.map((reason) => (
                  <li key={reason} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
            {linkedin ? (
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 max-w-full items-center gap-1.5 text-sm text-primary hover:underline"
              >
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">Founder on LinkedIn</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span />
            )}
            <Button size="sm" variant="outline" asChild>
              <Link to={`/idea/${idea.id}`}>
                View Details <ArrowRight />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </article>
  );
}
