import { resultsOutOfDate } from '@core/business/analysis-input';
import type { TIdeaPublicView } from '@core/contracts/idea-public';
import type { TIdea } from '@core/contracts/ideas';
import type { TRoundEdit } from '@core/contracts/round';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import {
  ArrowLeft,
  KanbanSquare,
  Loader2,
  PanelRightClose,
  PanelRightOpen,
  Pencil,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { IdeaFormDialog } from '../founder/idea-form-dialog';
import { analysisCounts, useUpdateIdea } from '../founder/use-ideas';
import { DataSourcesLine } from '../investors/data-sources';
import { useIdeaNetwork } from '../network/use-idea-network';
import { AnalysisProgress } from './analysis-progress';
import { isBusy } from './analysis-state';
import { IdeaResults } from './idea-results';
import { ideaView } from './idea-view';
import { InvestorInterestSection } from './interest/investor-interest-section';
import { RoundBadges } from './round-badges';
import { SidePanel } from './side-panel';
import { StartupView } from './startup/startup-view';
import { useAnalysis } from './use-analysis';

/**
 * /idea/:id. Its founder edits, analyzes and manages it (admins read the same page); advisors and investors get
 * the startup's public view, written for them (startup/startup-view.tsx), with their own actions.
 */
export function IdeaPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const idea = useQuery({
    queryKey: ['idea', id],
    queryFn: () => api<TIdea | TIdeaPublicView>(`/api/ideas/${id}`),
    retry: false,
  });
  // Where a reader goes when the idea cannot be read: their own dashboard.
  const fallback = ideaView({ isOwner: false, role: auth.role }).back.to;
  useEffect(() => {
    if (idea.isError) {
      notifyError('Error', 'Failed to load idea');
      navigate(fallback, { replace: true });
    }
  }, [idea.isError, navigate, fallback]);

  if (!idea.data) return <PageSpinner />;
  if ('visibility' in idea.data) return <StartupView idea={idea.data} role={auth.role} />;
  return <FounderIdeaPage data={idea.data} refetch={idea.refetch} />;
}

/** The whole idea: its founder's page (and an admin's, read-only). */
function FounderIdeaPage({ data, refetch }: { data: TIdea; refetch: () => Promise<unknown> }) {
  const auth = useAuth();
  const id = data.id;
  const [editOpen, setEditOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(true);
  const isOwner = data.user_id === auth.user?.id;
  const view = ideaView({ isOwner, role: auth.role });
  const update = useUpdateIdea(id);
  const analysis = useAnalysis(id, isOwner);
  const network = useIdeaNetwork(
    id,
    isOwner && auth.role === 'founder',
    data.recommendations?.analyzedAt ?? null,
  );
  const busy = isBusy(analysis.state);
  const analyzed = analysisCounts(data) !== null;
  // Issue 34: the founder changed what the analysis read (text, round, business) since it ran.
  const stale = analyzed && resultsOutOfDate(data.recommendations, data);
  const showProgress = analysis.state.status !== 'idle' && analysis.state.status !== 'completed';
  const initial = useMemo(() => ({ title: data.title, description: data.description }), [data]);
  const analyzeButton = useRef<HTMLButtonElement>(null);
  // Analyze from a tab's empty state swaps that state for progress: focus goes to the header's button, which stays
  // (aria-disabled, not disabled, keeps focus while it runs) and reads "Re-analyze" once done.
  const startAnalysis = () => {
    analysis.start();
    analyzeButton.current?.focus();
  };

  async function save(values: { title: string; description: string; round?: TRoundEdit }) {
    try {
      await update.mutateAsync(values);
      notify('Idea updated', 'Your changes are saved.');
    } catch (err) {
      notifyError('Error', 'Failed to update idea. Please try again.');
      throw err;
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to={view.back.to}>
            <ArrowLeft /> {view.back.label}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setPanelOpen((open) => !open)}
          aria-expanded={panelOpen}
          aria-controls="idea-side-panel"
          className="-mr-3"
        >
          {panelOpen ? <PanelRightClose /> : <PanelRightOpen />}
          {panelOpen ? 'Hide panel' : 'Show panel'}
        </Button>
      </div>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight break-words">{data.title}</h1>
            {view.editable || analyzed ? (
              <Badge variant={stale ? 'outline' : analyzed ? 'success' : 'muted'} data-testid="idea-status">
                {stale ? 'Out of date' : analyzed ? 'Analyzed' : 'Ready to analyze'}
              </Badge>
            ) : null}
          </div>
          <p className="mt-2 max-w-3xl whitespace-pre-line text-muted-foreground">{data.description}</p>
          <RoundBadges
            industry={data.industry}
            stage={data.stage}
            targetK={data.target_check_size}
            round={data.round ?? null}
          />
          {data.round?.unread_amount ? (
            <p
              className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-800"
              data-testid="unread-amount"
            >
              We couldn’t read “{data.round.unread_amount}”: set the raise.
              {view.editable ? (
                <Button variant="outline" size="sm" onClick={() => setEditOpen(true)}>
                  Set the raise
                </Button>
              ) : null}
            </p>
          ) : null}
          {/* The matches below come from investor data of known dates (issue 19): said once, above the tabs. */}
          <DataSourcesLine className="mt-3" />
        </div>
        {view.editable ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to={`/idea/${data.id}/pipeline`}>
                <KanbanSquare /> Pipeline
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setEditOpen(true)}>
              <Pencil /> Edit
            </Button>
            <Button
              ref={analyzeButton}
              onClick={busy ? undefined : startAnalysis}
              aria-disabled={busy || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-60"
            >
              {busy ? <Loader2 className="animate-spin" /> : analyzed ? <RefreshCw /> : <Sparkles />}
              {busy ? 'Analyzing…' : analyzed ? 'Re-analyze' : 'Analyze'}
            </Button>
          </div>
        ) : null}
      </header>
      {showProgress ? (
        <div className="mt-6">
          <AnalysisProgress state={analysis.state} />
        </div>
      ) : null}
      {stale && view.editable ? (
        <div
          role="status"
          data-testid="results-stale"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <span>
            You changed what this analysis read (the idea’s text, its round or its business): the results
            below are out of date.
          </span>
          <Button size="sm" onClick={analysis.start} disabled={busy}>
            <RefreshCw /> Re-analyze
          </Button>
        </div>
      ) : null}
      <div className={cn('mt-8 grid gap-6', panelOpen && 'lg:grid-cols-[minmax(0,1fr)_300px]')}>
        <div className="grid min-w-0 content-start gap-6">
          {view.editable ? <InvestorInterestSection ideaId={id} documents={data.documents} /> : null}
          <IdeaResults
            idea={data}
            onAnalyze={view.editable ? startAnalysis : undefined}
            busy={busy}
            network={network.data}
            onSaveBusiness={
              view.editable
                ? (business) =>
                    save({ title: data.title, description: data.description, round: { business } })
                : undefined
            }
          />
        </div>
        {panelOpen ? (
          <aside id="idea-side-panel" aria-label="Idea tools" className="lg:pt-14">
            <SidePanel idea={data} isOwner={view.editable} onIdeaChanged={refetch} />
          </aside>
        ) : null}
      </div>
      {view.editable ? (
        <IdeaFormDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          heading="Edit Idea"
          submitLabel="Save Changes"
          initial={initial}
          round={data.round ?? null}
          onSubmit={save}
        />
      ) : null}
    </div>
  );
}
