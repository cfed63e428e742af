import type { TBusinessEdit } from '@core/contracts/business';
import { publicRaise } from '@core/contracts/idea-public';
import type { TIdea } from '@core/contracts/ideas';
import type { TIdeaNetwork } from '@core/contracts/warm-paths';
import { EmptyState } from '@web/components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { labelOf } from '@web/lib/labels';
import { Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { isClose } from '../network/warm-paths';
import { PlanGate } from './premium-overlay';
import { rankInvestors } from './rank-investors';
import { buyerProfileOf, parseRecommendations } from './recommendations';
import { IntroTab } from './tabs/intro-tab';
import { InvestorsTab } from './tabs/investors-tab';
import { PartnersTab } from './tabs/partners-tab';
import { ReadyToAnalyze } from './tabs/shared';
import { StrategyTab } from './tabs/strategy-tab';
import { SummaryTab } from './tabs/summary-tab';
import { targetLabel } from './target-label';

const TABS = [
  { id: 'summary', label: 'Summary', what: 'a summary of matches' },
  { id: 'investors', label: 'Investors', what: 'matched investors' },
  { id: 'partners', label: 'Partners', what: 'design partners' },
  { id: 'strategy', label: 'Strategy', what: 'a three-phase strategy' },
  { id: 'intro', label: 'Intro', what: 'intro drafts' },
] as const;

/** The 5 result tabs (spec §2); each says 'Ready to analyze' until the recommendations hold investors (§4). */
/** The investors someone close to the founder links to (at the firm, or a founder or executive it backed). */
function closeInvestorsOf(network: TIdeaNetwork | undefined): Set<string> {
  return new Set(
    Object.entries(network?.investors ?? {}).flatMap(([id, paths]) => (isClose(paths) ? [id] : [])),
  );
}

export function IdeaResults({
  idea,
  onAnalyze,
  busy,
  network,
  onSaveBusiness,
}: {
  idea: TIdea;
  onAnalyze?: () => void;
  busy: boolean;
  /** The founder's own network for this idea (issue 33): their warm paths, intros and partners from contacts. */
  network?: TIdeaNetwork;
  /** The founder's corrections of the business reading (the Summary tab); absent for readers. */
  onSaveBusiness?: (edit: TBusinessEdit) => Promise<void>;
}) {
  const rec = useMemo(() => parseRecommendations(idea.recommendations), [idea.recommendations]);
  const investors = useMemo(
    () => rankInvestors(rec.investors, { industry: idea.industry, description: idea.description }),
    [rec.investors, idea.industry, idea.description],
  );
  const analyzed = investors.length > 0;
  // A reader (advisor, investor) of an idea its founder has not analyzed sees no tabs, just that.
  if (!analyzed && !onAnalyze)
    return (
      <EmptyState icon={<Sparkles className="size-6" />} title="Not analyzed yet">
        The founder has not run an analysis of this idea yet.
      </EmptyState>
    );

  function content(id: (typeof TABS)[number]['id']) {
    switch (id) {
      case 'summary':
        return (
          <SummaryTab
            investors={investors}
            partners={rec.designPartners}
            strategy={rec.strategy}
            analyzedAt={rec.analyzedAt}
            replaced={rec.replaced}
            business={idea.round?.business ?? null}
            onSaveBusiness={onSaveBusiness}
            profile={{
              industry: idea.industry ? labelOf(idea.industry) : 'Not specified',
              stage: idea.stage ? labelOf(idea.stage) : 'Not specified',
              target: targetLabel(idea.target_check_size, publicRaise(idea.round)) || 'Not specified',
            }}
          />
        );
      case 'investors':
        // The matcher never pads the list: fewer than ten saved means fewer than ten fit the round.
        return (
          <InvestorsTab
            investors={investors}
            fitting={investors.length < 10 ? investors.length : null}
            network={network}
          />
        );
      case 'partners':
        return (
          <PartnersTab
            partners={rec.designPartners}
            profile={buyerProfileOf(rec.strategy)}
            leads={network?.partners}
          />
        );
      // Gated by plan (lib/plans.ts, as the pricing page lists them): the intro template is Starter's, the strategy
      // and the intros written for each investor Growth's.
      case 'strategy':
        return (
          <PlanGate feature="strategy" withheld={rec.withheld}>
            <StrategyTab strategy={rec.strategy} />
          </PlanGate>
        );
      case 'intro':
        return (
          <PlanGate feature="introTemplates" withheld={rec.withheld}>
            <IntroTab
              recommendations={rec}
              warmIntros={network?.intros}
              closeInvestors={closeInvestorsOf(network)}
              withheld={rec.withheld}
            />
          </PlanGate>
        );
    }
  }

  return (
    <Tabs defaultValue="summary">
      <TabsList className="grid h-auto w-full grid-cols-5 sm:inline-flex sm:w-auto">
        {TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id} className="px-1.5 text-xs sm:px-3 sm:text-sm">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => (
        <TabsContent key={t.id} value={t.id}>
          {/* Headings in order: the page's h1, each panel's h2, its cards' h3. */}
          <h2 className="sr-only">{t.label}</h2>
          {analyzed ? content(t.id) : <ReadyToAnalyze what={t.what} onAnalyze={onAnalyze} busy={busy} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
