import type { TIdea } from '@core/contracts/ideas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Wand2 } from 'lucide-react';
import { AdvisorInterestCard } from './advisor-interest-card';
import { DealFlowCard } from './deal-flow-card';
import { DocumentsCard } from './documents-card';
import { showsInDealFlow } from './idea-view';

/**
 * The idea's side panel (spec §2): for its founder, the advisors interested in it and the deal-flow switch;
 * for everyone, its documents (the founder uploads and deletes them, readers download them); and the AI Idea
 * Refinement card (Growth Plan, coming soon), which only the founder sees.
 */
export function SidePanel({
  idea,
  isOwner,
  onIdeaChanged,
}: {
  idea: Pick<TIdea, 'id' | 'documents'> & { show_in_deal_flow?: boolean };
  isOwner: boolean;
  /** Reloads the idea after its documents changed. */
  onIdeaChanged: () => Promise<unknown>;
}) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {isOwner ? <AdvisorInterestCard ideaId={idea.id} /> : null}
      {isOwner ? <DealFlowCard ideaId={idea.id} shown={showsInDealFlow(idea)} /> : null}
      <DocumentsCard
        ideaId={idea.id}
        documents={idea.documents}
        canEdit={isOwner}
        onChanged={onIdeaChanged}
      />
      {isOwner ? (
        <Card className="relative overflow-hidden" aria-disabled="true">
          <CardHeader className="pb-3">
            <div className="flex items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2 text-base">
                <Wand2 className="size-4 text-primary" aria-hidden="true" /> AI Idea Refinement
              </CardTitle>
              <Badge variant="info">Growth Plan</Badge>
            </div>
            <CardDescription>
              Sharpen your pitch, positioning and ideal customer with an AI co-pilot.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button disabled className="w-full" variant="secondary">
              Coming Soon
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
