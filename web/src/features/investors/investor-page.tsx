import type { TInvestorProfile } from '@core/contracts/investor-people';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { ExternalLink, Globe, SearchX, Users } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { AddToPipelineButton } from '../pipeline/add-to-pipeline-dialog';
import { FocusChips } from './focus-chips';
import { InvestorStatusBadge } from './investor-card';
import { formatCheckSize, formatLastDeal, formatStages, websiteHref } from './investor-format';
import { personSource } from './use-investor-people';

/** One investor's page: what the data says of the firm, and the people named there (issue 33). */
export function InvestorPage() {
  const { id = '' } = useParams();
  const profile = useQuery({
    queryKey: ['investor-profile', id],
    queryFn: ({ signal }) =>
      api<TInvestorProfile>(`/api/investors/${encodeURIComponent(id)}/profile`, { signal }),
  });
  if (profile.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  if (profile.isError)
    return (
      <Page title="Investor">
        <EmptyState icon={<SearchX className="size-6" />} title="Investor not found">
          {errorMessage(profile.error)}
        </EmptyState>
      </Page>
    );
  const { investor, people } = profile.data;
  const href = websiteHref(investor.website);
  return (
    <Page
      title={investor.name}
      description={investor.location ?? undefined}
      actions={
        <>
          <AddToPipelineButton investor={investor} />
          {href ? (
            <Button asChild variant="outline">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Globe aria-hidden="true" /> Website <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <InvestorStatusBadge
              status={investor.status}
              asOf={investor.status_as_of ?? null}
              className="self-start"
            />
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <p className="leading-relaxed">{investor.description ?? 'No description available.'}</p>
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Stages
                </dt>
                <dd>{formatStages(investor.stages) || 'Not specified'}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Check size
                </dt>
                <dd>{formatCheckSize(investor.check_size_min, investor.check_size_max)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Last known deal
                </dt>
                <dd>
                  {/* The card's line says "Last known deal: …"; here the heading above says it. */}
                  {formatLastDeal(investor.recent_investments, investor.last_investment_date)?.replace(
                    /^Last known deal: /,
                    '',
                  ) ?? 'No deals in the deal history'}
                </dd>
              </div>
            </dl>
            <FocusChips areas={investor.focus_areas} max={8} />
          </CardContent>
        </Card>
        <Card data-testid="investor-people">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Users className="size-4 text-primary" aria-hidden="true" /> People
            </CardTitle>
          </CardHeader>
          <CardContent>
            {people.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No one is named at this firm in our data yet. Its website's team page is the place to look.
              </p>
            ) : (
              <ul className="grid gap-3">
                {people.map((p) => (
                  <li key={p.id} className="text-sm">
                    <p className="flex items-center gap-1.5 font-medium">
                      {p.name}
                      {p.linkedin_url ? (
                        <a
                          href={p.linkedin_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-muted-foreground hover:text-primary"
                          aria-label={`${p.name} on LinkedIn (opens in a new tab)`}
                        >
                          <ExternalLink className="size-3.5" />
                        </a>
                      ) : null}
                    </p>
                    {p.title ? <p className="text-muted-foreground">{p.title}</p> : null}
                    {p.focus.length ? (
                      <div className="mt-1 flex flex-wrap gap-1">
                        {p.focus.slice(0, 4).map((f) => (
                          <Badge key={f} variant="muted">
                            {f}
                          </Badge>
                        ))}
                      </div>
                    ) : null}
                    <p className="mt-1 text-xs text-muted-foreground">{personSource(p)}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
