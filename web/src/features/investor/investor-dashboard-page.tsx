import { useQuery } from '@tanstack/react-query';
import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { useMe } from '@web/lib/auth';
import { labelOf } from '@web/lib/labels';
import { notifyError } from '@web/lib/toast';
import { ArrowRight, Inbox, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

interface DealFlowIdea {
  id: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  profiles: { full_name: string | null; company_name: string | null; email: string };
}

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
  const deals = useQuery({
    queryKey: ['deal-flow'],
    queryFn: () => api<{ ideas: DealFlowIdea[] }>('/api/deal-flow').then((r) => r.ideas),
  });
  useEffect(() => {
    if (deals.isError) notifyError('Error', 'Failed to load deal flow');
  }, [deals.isError]);
  return (
    <Page title="Deal Flow" description="The newest startups on Roundwise, with their founders.">
      <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Investment profile</CardTitle>
            {ctx.firm_name ? <p className="text-sm text-muted-foreground">{ctx.firm_name}</p> : null}
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            {ctx.investment_thesis ? <p className="leading-relaxed">{ctx.investment_thesis}</p> : null}
            <div>
              <div className="mb-1.5 font-medium text-muted-foreground">Check size</div>
              <div>
                {ctx.check_size_min !== undefined && ctx.check_size_max !== undefined
                  ? `$${ctx.check_size_min.toLocaleString()}K - $${ctx.check_size_max.toLocaleString()}K`
                  : 'Not specified'}
              </div>
            </div>
            <Tags label="Stages" values={ctx.preferred_stages ?? []} />
            <Tags label="Focus areas" values={ctx.focus_areas ?? []} />
          </CardContent>
        </Card>
        {deals.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : deals.data?.length ? (
          <div className="grid gap-4">
            {deals.data.map((idea) => (
              <DealCard key={idea.id} idea={idea} />
            ))}
          </div>
        ) : (
          <EmptyState icon={<Inbox className="size-6" />} title="No startups yet">
            New ideas from founders will appear here as they join.
          </EmptyState>
        )}
      </div>
    </Page>
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

function DealCard({ idea }: { idea: DealFlowIdea }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>{idea.title}</CardTitle>
            <p className="mt-1 text-sm text-muted-foreground">
              {idea.profiles.company_name ?? 'Company not named'} · {idea.profiles.full_name ?? 'Founder'}
            </p>
          </div>
          <div className="flex gap-1.5">
            {idea.stage ? <Badge variant="outline">{idea.stage}</Badge> : null}
            {idea.industry ? <Badge variant="secondary">{idea.industry}</Badge> : null}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="line-clamp-2 text-sm">{idea.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <a
            href={`mailto:${idea.profiles.email}`}
            className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <Mail className="size-3.5" /> {idea.profiles.email}
          </a>
          <Button size="sm" variant="outline" asChild>
            <Link to={`/idea/${idea.id}`}>
              View Details <ArrowRight />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
