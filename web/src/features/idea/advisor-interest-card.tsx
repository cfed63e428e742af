import type { TIdeaAdvisorInterest, TIdeaAdvisorInterests } from '@core/contracts/advisors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { labelOf } from '@web/lib/labels';
import { notify, notifyError } from '@web/lib/toast';
import { Check, ExternalLink, Handshake, Loader2, Mail } from 'lucide-react';
import { interestLabel, interestTone } from '../advisor/interest';
import {
  advisorName,
  canMarkContacted,
  linkedinHref,
  replaceInterest,
  sortInterests,
} from './advisor-interests';

const interestsKey = (ideaId: string) => ['idea-advisor-interests', ideaId] as const;

/**
 * The founder's view of the advisors interested in their idea (spec §4): who they are, how interested, how to
 * reach them, and a Mark contacted button that moves them to Contacted.
 */
export function AdvisorInterestCard({ ideaId }: { ideaId: string }) {
  const qc = useQueryClient();
  const interests = useQuery({
    queryKey: interestsKey(ideaId),
    queryFn: () =>
      api<TIdeaAdvisorInterests>(`/api/ideas/${ideaId}/advisor-interests`).then((r) =>
        sortInterests(r.interests),
      ),
  });
  const contacted = useMutation({
    mutationFn: (advisorId: string) =>
      api<TIdeaAdvisorInterest>(
        `/api/ideas/${ideaId}/advisor-interests/${encodeURIComponent(advisorId)}/contacted`,
        { method: 'POST' },
      ),
    onSuccess: (updated) => {
      qc.setQueryData<TIdeaAdvisorInterest[]>(interestsKey(ideaId), (list) =>
        list ? sortInterests(replaceInterest(list, updated)) : list,
      );
      notify('Marked as contacted', `${advisorName(updated.advisor)} shows as contacted.`);
    },
    onError: (err) => notifyError('Error', errorMessage(err, 'Failed to mark the advisor as contacted')),
  });

  const count = interests.data?.length ?? 0;
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2 text-base">
            <Handshake className="size-4 text-primary" aria-hidden="true" /> Advisor interest
          </CardTitle>
          {count > 0 ? <Badge variant="muted">{count}</Badge> : null}
        </div>
        <CardDescription>Advisors who want to help with this idea.</CardDescription>
      </CardHeader>
      <CardContent>
        {interests.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner className="size-5" label="Loading advisor interest" />
          </div>
        ) : interests.isError ? (
          <div className="grid gap-2 text-sm">
            <p className="text-muted-foreground">Failed to load advisor interest.</p>
            <Button size="sm" variant="outline" onClick={() => void interests.refetch()}>
              Try again
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">
            No advisor has shown interest yet. Advisors whose expertise and stages match this idea see it
            among their recommended startups.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Interested advisors">
            {interests.data.map((interest) => (
              <AdvisorItem
                key={interest.advisor_id}
                interest={interest}
                busy={contacted.isPending && contacted.variables === interest.advisor_id}
                disabled={contacted.isPending}
                onContacted={() => contacted.mutate(interest.advisor_id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AdvisorItem({
  interest,
  busy,
  disabled,
  onContacted,
}: {
  interest: TIdeaAdvisorInterest;
  busy: boolean;
  disabled: boolean;
  onContacted: () => void;
}) {
  const { advisor } = interest;
  const name = advisorName(advisor);
  const linkedin = linkedinHref(advisor.linkedin_url);
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-md border bg-card p-3 text-sm"
      aria-label={name}
      data-testid="advisor-interest"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium leading-5" title={name}>
            {name}
          </p>
          {advisor.headline ? (
            <p className="line-clamp-2 text-xs leading-4 text-muted-foreground">{advisor.headline}</p>
          ) : null}
        </div>
        <Badge
          variant={interestTone(interest.interest_level)}
          className="shrink-0"
          data-testid="advisor-interest-status"
        >
          {interest.interest_level === 'contacted' ? <Check className="size-3" aria-hidden="true" /> : null}
          {interestLabel(interest.interest_level)}
        </Badge>
      </div>
      {advisor.advisory_roles.length ? (
        <div className="flex flex-wrap gap-1">
          {advisor.advisory_roles.map((role) => (
            <Badge key={role} variant="secondary" className="px-2 py-0 text-[11px]">
              {labelOf(role)}
            </Badge>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <a
          href={`mailto:${advisor.email}`}
          className="inline-flex min-w-0 max-w-full items-center gap-1 text-primary hover:underline"
          title={advisor.email}
        >
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{advisor.email}</span>
        </a>
        {linkedin ? (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
            aria-label={`${name} on LinkedIn`}
          >
            LinkedIn <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        ) : null}
      </div>
      {canMarkContacted(interest.interest_level) ? (
        <Button size="sm" variant="outline" onClick={onContacted} disabled={disabled} className="w-full">
          {busy ? <Loader2 className="animate-spin" /> : <Check />}
          Mark contacted
        </Button>
      ) : null}
    </li>
  );
}
