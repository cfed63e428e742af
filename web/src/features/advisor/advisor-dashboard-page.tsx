import type { TAdvisorRecommendation } from '@core/contracts/advisors';
import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMe } from '@web/lib/auth';
import { labelOf } from '@web/lib/labels';
import { notifyError } from '@web/lib/toast';
import { ArrowRight, Check, Compass, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { tagLabel } from '../idea/tabs/shared';
import { EditPreferencesDialog } from '../preferences/edit-preferences-dialog';
import { matchBadge } from './interest';
import { InterestActions } from './interest-actions';
import { useRecommendations } from './use-advisor';

export function AdvisorDashboardPage() {
  const me = useMe();
  const profile = me.data?.profile;
  const recommendations = useRecommendations();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (recommendations.isError) notifyError('Error', 'Failed to load recommendations');
  }, [recommendations.isError]);

  return (
    <Page
      title="Discover Startups"
      description="Startups whose needs match your expertise and the stages you advise."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="h-fit">
          <CardHeader>
            <div className="flex items-start justify-between gap-2">
              <CardTitle>Your advisor profile</CardTitle>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} className="-mt-1 shrink-0">
                <Pencil /> Edit
              </Button>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <ProfileRow label="Expertise" values={profile?.advisory_roles ?? []} />
            <ProfileRow label="Preferred stages" values={profile?.advisory_stages ?? []} />
            <div>
              <div className="mb-1.5 font-medium text-muted-foreground">Time commitment</div>
              <div>{profile?.time_commitment ? labelOf(profile.time_commitment) : 'Not specified'}</div>
            </div>
          </CardContent>
        </Card>
        <section aria-label="Recommended startups" className="min-w-0">
          {recommendations.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading recommendations" />
            </div>
          ) : recommendations.data?.length ? (
            <div className="grid grid-cols-1 gap-4">
              {recommendations.data.map((rec) => (
                <RecommendationCard key={rec.idea_id} rec={rec} />
              ))}
            </div>
          ) : (
            <EmptyState icon={<Compass className="size-6" />} title="No matches yet">
              When founders add ideas that fit your expertise and stages, they appear here with a match score.
            </EmptyState>
          )}
        </section>
      </div>
      <EditPreferencesDialog
        userRole="advisor"
        context={me.data?.context}
        open={editing}
        onOpenChange={setEditing}
      />
    </Page>
  );
}

function ProfileRow({ label, values }: { label: string; values: string[] }) {
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

function RecommendationCard({ rec }: { rec: TAdvisorRecommendation }) {
  const match = matchBadge(rec.similarity);
  const founder = [rec.profiles.full_name, rec.profiles.company_name].filter(Boolean).join(' · ');
  return (
    <article aria-label={rec.title} data-testid="recommendation" className="min-w-0">
      <Card>
        <CardHeader className="pb-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle className="break-words">
                <Link to={`/idea/${rec.idea_id}`} className="hover:text-primary hover:underline">
                  {rec.title}
                </Link>
              </CardTitle>
              {founder ? <p className="mt-1 text-sm text-muted-foreground">{founder}</p> : null}
            </div>
            <Badge variant={match.tone} className="shrink-0 tabular-nums" data-testid="match-badge">
              {match.label}
            </Badge>
          </div>
          {rec.stage || rec.industry ? (
            <div className="flex flex-wrap gap-1.5 pt-1">
              {rec.stage ? <Badge variant="outline">{tagLabel(rec.stage)}</Badge> : null}
              {rec.industry ? <Badge variant="secondary">{tagLabel(rec.industry)}</Badge> : null}
            </div>
          ) : null}
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <p className="line-clamp-3 text-sm leading-relaxed">{rec.description}</p>
          {rec.reasons.length ? (
            <div>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Why it matches
              </h4>
              <ul className="mt-1.5 grid gap-1 text-sm">
                {rec.reasons.map((reason) => (
                  <li key={reason} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <InterestActions ideaId={rec.idea_id} status={rec.interest_status} />
            <Button size="sm" variant="ghost" asChild className="-mr-2">
              <Link to={`/idea/${rec.idea_id}`}>
                View Details <ArrowRight />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </article>
  );
}
