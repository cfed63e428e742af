import type { TThesisFit } from '@core/contracts/deal-flow';
import type { TIdeaPublicView } from '@core/contracts/idea-public';
import type { UserType } from '@core/contracts/vocabulary';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ExternalLink } from 'lucide-react';
import { InterestActions } from '../../advisor/interest-actions';
import { useRecommendations } from '../../advisor/use-advisor';
import { DealActions } from '../../investor/deal-actions';
import { FitReasons } from '../../investor/deal-card';
import { fitBadge } from '../../investor/deal-flow';
import { useDealState } from '../../investor/use-deal-actions';
import { websiteHref } from '../../investors/investor-format';

/**
 * What an advisor or an investor can do about a startup: the one place for a reader's actions on /idea/:id.
 * Advisors record their interest (spec §4); investors act on it as on their deal flow (issue 21). Anyone else who may
 * read it (an admin) can reach the founder on LinkedIn.
 */
export function ReaderActions({ idea, role }: { idea: TIdeaPublicView; role: UserType | null }) {
  const linkedin = websiteHref(idea.founder.linkedin_url);
  const founder = idea.founder.full_name ?? 'the founder';
  if (role === 'advisor') return <AdvisorActions ideaId={idea.id} founder={founder} />;
  if (role === 'investor') return <InvestorActions idea={idea} founder={founder} linkedin={linkedin} />;
  return (
    <Card data-testid="reader-actions">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Interested in this startup?</CardTitle>
        <CardDescription>
          {linkedin
            ? `Reach ${founder} on LinkedIn to ask for the deck or a first call.`
            : `${founder} has not added a LinkedIn profile yet.`}
        </CardDescription>
      </CardHeader>
      {linkedin ? (
        <CardContent>
          <Button asChild className="w-full">
            <a href={linkedin} target="_blank" rel="noopener noreferrer">
              Contact on LinkedIn <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

function AdvisorActions({ ideaId, founder }: { ideaId: string; founder: string }) {
  const recommendations = useRecommendations();
  const status = recommendations.data?.find((r) => r.idea_id === ideaId)?.interest_status ?? null;
  return (
    <Card data-testid="reader-actions">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Advise this startup</CardTitle>
        <CardDescription>
          Tell {founder} you would like to help. They see your name, your e-mail address (to reach out) and
          your advisor profile: headline, LinkedIn, the roles and stages you advise and your time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {recommendations.isPending ? null : <InterestActions ideaId={ideaId} status={status} />}
      </CardContent>
    </Card>
  );
}

function InvestorActions({
  idea,
  founder,
  linkedin,
}: {
  idea: TIdeaPublicView;
  founder: string;
  linkedin: string | null;
}) {
  const state = useDealState(idea.id);
  return (
    <Card data-testid="reader-actions">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Your decision</CardTitle>
        <CardDescription>
          Say you are interested, ask {founder} for the deck, or pass. Saved ideas and notes are yours alone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.data ? <ThesisFit fit={state.data.fit} /> : null}
        {state.data ? <DealActions ideaId={idea.id} state={state.data} founder={founder} /> : null}
        {state.isError ? (
          <p className="text-sm text-muted-foreground">Your actions could not be loaded.</p>
        ) : null}
        {linkedin ? (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" /> {founder} on LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** How the startup fits the investor's thesis, as on their deal-flow card: the score and why. */
function ThesisFit({ fit }: { fit: TThesisFit }) {
  const badge = fitBadge(fit.score);
  return (
    <div className="grid gap-2 border-b pb-4">
      <Badge variant={badge.tone} className="w-fit tabular-nums" data-testid="fit-badge">
        {badge.label}
      </Badge>
      <FitReasons fit={fit} />
    </div>
  );
}
