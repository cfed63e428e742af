import type { TIdeaActivityCounts, TIdeaActivityList } from '@core/contracts/deal-flow';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { api } from '@web/lib/api';
import { FileText, Handshake, Heart } from 'lucide-react';

/** GET /api/idea-activity: what investors and advisors did on each of the founder's ideas, by idea id. */
export function useIdeaActivity() {
  return useQuery({
    queryKey: ['idea-activity'],
    queryFn: () =>
      api<TIdeaActivityList>('/api/idea-activity').then((r) => new Map(r.ideas.map((i) => [i.idea_id, i]))),
  });
}

/** The idea card's badges: deck requests to answer, interested investors and advisors (issue 21). */
export function ActivityBadges({ activity }: { activity: TIdeaActivityCounts | undefined }) {
  if (!activity) return null;
  const {
    pending_requests: requests,
    interested_investors: investors,
    interested_advisors: advisors,
  } = activity;
  if (!requests && !investors && !advisors) return null;
  return (
    <span className="flex w-full flex-wrap gap-1.5" data-testid="idea-activity">
      {requests ? (
        <Badge variant="warning">
          <FileText className="size-3" aria-hidden="true" /> {requests} deck request{requests > 1 ? 's' : ''}
        </Badge>
      ) : null}
      {investors ? (
        <Badge variant="success">
          <Heart className="size-3" aria-hidden="true" /> {investors} investor{investors > 1 ? 's' : ''}{' '}
          interested
        </Badge>
      ) : null}
      {advisors ? (
        <Badge variant="info">
          <Handshake className="size-3" aria-hidden="true" /> {advisors} advisor{advisors > 1 ? 's' : ''}
        </Badge>
      ) : null}
    </span>
  );
}
