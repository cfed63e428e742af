import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ExternalLink } from 'lucide-react';
import type { TIdeaPublicView } from '../../../../../src/contracts/idea-public';
import type { UserType } from '../../../../../src/contracts/vocabulary';
import { InterestActions } from '../../advisor/interest-actions';
import { useRecommendations } from '../../advisor/use-advisor';
import { websiteHref } from '../../investors/investor-format';

/**
 * What an advisor or an investor can do about a startup: the one place for a reader's actions on /idea/:id.
 * Advisors record their interest (spec §4); investors reach the founder. Issue 21 adds investors' actions here.
 */
export function ReaderActions({ idea, role }: { idea: TIdeaPublicView; role: UserType | null }) {
  const linkedin = websiteHref(idea.founder.linkedin_url);
  const founder = idea.founder.full_name ?? 'the founder';
  if (role === 'advisor') return <AdvisorActions ideaId={idea.id} founder={founder} />;
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
          Tell {founder} you would like to help. They see your name and advisor profile, and reach out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {recommendations.isPending ? null : <InterestActions ideaId={ideaId} status={status} />}
      </CardContent>
    </Card>
  );
}
