import type { TFounderDeckRequest } from '@core/contracts/deal-flow';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { timeAgo } from '../../notifications/notification-format';
import type { IdeaDocument } from '../documents-api';
import { DeckRequestItem } from './deck-request-item';
import { InterestedInvestor } from './interested-investor';
import { useAddToPipeline, useInvestorActivity } from './use-investor-activity';

/**
 * The founder's view of what investors did about their idea (issue 21): deck requests to answer, who is interested
 * (profile, thesis and fit, one click to the pipeline), and who passed ("passed", with the reason only when the
 * investor allowed it). Notifications link here (#interest); it refreshes when one arrives.
 */
export function InvestorInterestSection({
  ideaId,
  documents,
}: {
  ideaId: string;
  documents: IdeaDocument[];
}) {
  const activity = useInvestorActivity(ideaId);
  const add = useAddToPipeline(ideaId);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(activity.data);
  useEffect(() => {
    if (loaded && hash === '#interest') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const investors = activity.data?.investors ?? [];
  const interested = investors.filter((i) => i.decision === 'interested');
  const passed = investors.filter((i) => i.decision === 'passed');
  const pending = (activity.data?.requests ?? []).filter((r) => r.status === 'pending');
  const answered = (activity.data?.requests ?? []).filter((r) => r.status !== 'pending');
  return (
    <section id="interest" ref={section} aria-label="Investor interest" className="scroll-mt-24">
      <Card>
        <CardHeader className="pb-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle className="flex items-center gap-2 text-base">
              <Users className="size-4 text-primary" aria-hidden="true" /> Investor interest
            </CardTitle>
            <div className="flex flex-wrap gap-1.5">
              {pending.length ? (
                <Badge variant="warning">
                  {pending.length} deck request{pending.length > 1 ? 's' : ''}
                </Badge>
              ) : null}
              {interested.length ? <Badge variant="success">{interested.length} interested</Badge> : null}
              {passed.length ? <Badge variant="muted">{passed.length} passed</Badge> : null}
            </div>
          </div>
          <CardDescription>Investors who saw this idea in their deal flow and acted on it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {activity.isPending ? (
            <div className="flex justify-center py-4">
              <Spinner className="size-5" label="Loading investor interest" />
            </div>
          ) : activity.isError ? (
            <p className="text-sm text-muted-foreground">Failed to load investor interest.</p>
          ) : investors.length === 0 && pending.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No investor has acted on this idea yet. Investors see it in their deal flow (unless you hide it)
              and can say they are interested, ask for your deck, or pass; you hear of it here and under the
              bell.
            </p>
          ) : null}
          {pending.length ? (
            <ul className="grid gap-2" aria-label="Deck requests">
              {pending.map((r) => (
                <DeckRequestItem key={r.id} ideaId={ideaId} request={r} documents={documents} />
              ))}
            </ul>
          ) : null}
          {interested.length ? (
            <ul className="grid gap-3" aria-label="Interested investors">
              {interested.map((i) => (
                <InterestedInvestor
                  key={i.investor_id}
                  ideaId={ideaId}
                  item={i}
                  adding={add.isPending && add.variables === i.investor_id}
                  onAdd={() => add.mutate(i.investor_id)}
                />
              ))}
            </ul>
          ) : null}
          {passed.length ? (
            <div>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Passed</h3>
              <ul className="mt-1.5 grid gap-1 text-sm" aria-label="Investors who passed">
                {passed.map((i) => (
                  <li key={i.investor_id} data-testid="passed-investor">
                    <span className="font-medium">{i.investor.full_name ?? 'An investor'}</span>
                    {i.investor.firm_name ? (
                      <span className="text-muted-foreground"> · {i.investor.firm_name}</span>
                    ) : null}
                    <span className="text-muted-foreground">
                      {' '}
                      passed{i.pass_reason ? `: ${i.pass_reason}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {answered.length ? (
            <div>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Deck requests answered
              </h3>
              <ul className="mt-1.5 grid gap-1 text-sm" aria-label="Deck requests answered">
                {answered.map((r) => (
                  <li key={r.id} data-testid="answered-request">
                    <span className="font-medium">{r.requester.full_name ?? 'An investor'}</span>
                    {r.requester.firm_name ? (
                      <span className="text-muted-foreground"> · {r.requester.firm_name}</span>
                    ) : null}
                    <span className="text-muted-foreground">
                      {' '}
                      · {answerLine(r, documents)}
                      {r.answered_at ? ` · ${timeAgo(r.answered_at)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

/** What the founder answered: the document they shared (while it exists), or their decline. */
function answerLine(r: TFounderDeckRequest, documents: IdeaDocument[]): string {
  if (r.status === 'declined') return 'you declined';
  const doc = documents.find((d) => d.id === r.document_id);
  return doc ? `you shared ${doc.name}` : 'you shared a document, since removed';
}
