import { labelOf } from '@core/contracts/labels';
import type { TRunDetail } from '@core/contracts/workbench';
import { EmptyState, Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api';
import { notifyError } from '@web/lib/toast';
import { ArrowLeft, GitCompare, History, SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { buildAgentGraph } from './agent-graph';
import { AgentGraph } from './agent-graph-flow';
import { AnalysisResultsCard } from './analysis-results';
import { formatCount, formatDuration, formatWhen, humanize, shortRunId, workflowLabel } from './format';
import { buildGantt, type GanttRow } from './gantt';
import { GanttCard } from './gantt-card';
import { NodeInspector } from './node-inspector';
import { buildNodeRuns } from './node-runs';
import { RunStatusBadge, Stat, WorkbenchNav } from './parts';
import { HistoryLinks, StopRunButtons } from './run-actions';
import { ReplayBanner, RunBanners } from './run-banners';
import { StaffOnly } from './staff-only';
import { StepDetails } from './step-details';
import { buildStepGraph, type Step } from './step-graph';
import { StepsGraph } from './steps-graph';
import { buildTimeline } from './timeline';
import { TimelineCard } from './timeline-card';
import { useReplay, useRerun, useRunDetail, useRunStream } from './workbench-api';

/** "by Lee Chen", "re-run by Oz Ops", "by the system". */
function starterText(starter: TRunDetail['run']['startedBy']): string {
  if (starter.kind === 'rerun') return `re-run by ${starter.name ?? 'a staff member'}`;
  if (starter.kind === 'system') return 'by the system';
  return `by ${starter.name}`;
}

/** A clock that ticks every second while the run goes, for the running step's time. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function RunView({ id, detail }: { id: string; detail: TRunDetail }) {
  const navigate = useNavigate();
  const { run } = detail;
  const running = run.status === 'running';
  useRunStream(id, running);
  const now = useNow(running);
  const graph = useMemo(
    () =>
      buildStepGraph({
        workflow: run.workflow,
        status: run.status,
        events: detail.events,
        agentEvents: detail.agentEvents,
        agentOf: detail.agentOf,
        now,
      }),
    [run.workflow, run.status, detail.events, detail.agentEvents, detail.agentOf, now],
  );
  // A Temporal run's row is written just after Temporal accepted it: its history starts a moment earlier.
  const startedAt = useMemo(() => {
    const first = detail.events[0]?.createdAt;
    return first && Date.parse(first) < Date.parse(run.startedAt) ? first : run.startedAt;
  }, [detail.events, run.startedAt]);
  const timeline = useMemo(
    () => buildTimeline(detail.events, detail.agentEvents, startedAt),
    [detail.events, detail.agentEvents, startedAt],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const nodeRuns = useMemo(() => buildNodeRuns(detail.agentEvents), [detail.agentEvents]);
  const gantt = useMemo(
    () =>
      buildGantt({
        steps: graph.steps,
        nodeRuns,
        runStartedAt: startedAt,
        endAt: run.finishedAt ? Date.parse(run.finishedAt) : now,
      }),
    [graph.steps, nodeRuns, startedAt, run.finishedAt, now],
  );
  const [nodeKey, setNodeKey] = useState<string | null>(null);
  const inspected = nodeRuns.find((r) => r.key === nodeKey) ?? null;
  const onGanttSelect = useCallback((row: GanttRow) => {
    if (row.nodeKey) setNodeKey(row.nodeKey);
    else setSelectedId(row.stepId);
  }, []);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const onSelect = useCallback((stepId: string) => setSelectedId(stepId), []);
  const onToggleAgent = useCallback((stepId: string) => {
    setExpandedId((current) => (current === stepId ? null : stepId));
    setSelectedId(stepId);
  }, []);
  const selected = graph.steps.find((s) => s.id === selectedId) ?? null;
  const expanded = graph.steps.find((s) => s.id === expandedId) ?? null;
  const agentView = useMemo(() => {
    const agentGraph = expanded?.agent ? detail.agentGraphs[expanded.agent] : undefined;
    return expanded && agentGraph ? buildAgentGraph(agentGraph, expanded.agentEvents, expanded.status) : null;
  }, [expanded, detail.agentGraphs]);

  const replay = useReplay(id);
  const rerun = useRerun(id);
  const onRerun = (step: Step) => {
    if (step.activityId === null) return;
    rerun.mutate(step.activityId, {
      onSuccess: ({ runId }) => navigate(`/workbench/runs/${encodeURIComponent(runId)}`),
      onError: (err) => notifyError('Could not re-run', errorMessage(err)),
    });
  };
  const done = graph.steps.filter((s) => s.status === 'completed').length;
  const duration = run.durationMs ?? (running ? now - new Date(run.startedAt).getTime() : null);

  return (
    <Page
      title={
        <span className="flex flex-wrap items-center gap-3">
          {workflowLabel(run.workflow)}
          <RunStatusBadge status={run.status} className="text-sm" />
        </span>
      }
      description={
        <span className="flex flex-wrap gap-x-2">
          <span className="font-medium text-foreground">
            {run.subjectLabel ?? run.subjectId ?? 'No subject'}
          </span>
          <span>· started {formatWhen(run.startedAt)}</span>
          <span data-testid="started-by">· {starterText(run.startedBy)}</span>
          <span className="font-mono text-xs leading-6" title={run.id}>
            · {shortRunId(run.id)}
          </span>
        </span>
      }
      actions={
        <>
          <Button variant="ghost" asChild>
            <Link to="/workbench">
              <ArrowLeft aria-hidden="true" /> All runs
            </Link>
          </Button>
          {run.workflow === 'analyzeIdea' && run.subjectId ? (
            <Button variant="outline" asChild>
              <Link to={`/workbench/compare?${new URLSearchParams({ idea: run.subjectId, a: run.id })}`}>
                <GitCompare aria-hidden="true" /> Compare with…
              </Link>
            </Button>
          ) : null}
          <Button onClick={() => replay.mutate()} disabled={replay.isPending}>
            {replay.isPending ? (
              <Spinner className="size-4 text-primary-foreground" label="Replaying" />
            ) : (
              <History aria-hidden="true" />
            )}
            Replay
          </Button>
        </>
      }
    >
      <WorkbenchNav />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3" data-testid="run-toolbar">
          <p className="text-sm text-muted-foreground">
            {run.engine === 'temporal'
              ? 'Run by Temporal: its history, replay, cancel and terminate are Temporal’s own.'
              : 'Run by the local engine: its history is recorded in Postgres.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <HistoryLinks runId={run.id} temporalUiUrl={detail.temporalUiUrl} />
            {detail.canStop ? <StopRunButtons runId={run.id} engine={run.engine} /> : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Stat label="Duration">{formatDuration(duration)}</Stat>
          <Stat label="Steps done">
            {done} / {graph.steps.length}
          </Stat>
          <Stat label="Model calls">{formatCount(run.modelCalls)}</Stat>
          <Stat label="Tokens">{formatCount(run.tokens)}</Stat>
          <Stat label="Engine">{labelOf(run.engine)}</Stat>
        </dl>
        {replay.isIdle && !replay.error ? null : <ReplayBanner answer={replay.data} error={replay.error} />}
        <RunBanners run={run} />

        <Card className="min-w-0">
          <CardHeader className="pb-4">
            <CardTitle className="text-base">Steps</CardTitle>
            <CardDescription>
              Side by side: steps that ran in parallel. Click a step for its input and output; open an agent
              to see its graph.
            </CardDescription>
          </CardHeader>
          <div className="px-4 pb-4 sm:px-6 sm:pb-6">
            <StepsGraph
              graph={graph}
              selectedId={selectedId}
              expandedId={expandedId}
              onSelect={onSelect}
              onToggleAgent={onToggleAgent}
            />
          </div>
        </Card>

        {expanded ? (
          <Card className="min-w-0" data-testid="agent-graph-card">
            <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
              <div className="grid gap-1">
                <CardTitle className="text-base">
                  {expanded.agent}{' '}
                  <span className="font-normal text-muted-foreground">in {humanize(expanded.name)}</span>
                </CardTitle>
                <CardDescription>
                  The compiled LangGraph graph, coloured by what the agent reported
                  {agentView && agentView.attempts > 1 ? ` (latest of ${agentView.attempts} attempts)` : ''}.
                </CardDescription>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setExpandedId(null)}>
                Close
              </Button>
            </CardHeader>
            <div className="px-4 pb-4 sm:px-6 sm:pb-6">
              {agentView ? (
                <AgentGraph view={agentView} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  The server did not describe the {expanded.agent} graph.
                </p>
              )}
            </div>
          </Card>
        ) : null}

        <GanttCard
          gantt={gantt}
          selectedId={inspected ? `node:${inspected.key}` : selectedId}
          onSelect={onGanttSelect}
        />
        {inspected ? (
          <NodeInspector run={inspected} runStartedAt={startedAt} onClose={() => setNodeKey(null)} />
        ) : null}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
          <StepDetails
            step={selected}
            runStartedAt={startedAt}
            canRerun={detail.canRerun && !running}
            rerunning={rerun.isPending}
            agentExpanded={Boolean(selected && selected.id === expandedId)}
            onRerun={onRerun}
            onToggleAgent={onToggleAgent}
          />
          <TimelineCard items={timeline} />
        </div>
        <AnalysisResultsCard detail={detail} />
      </div>
    </Page>
  );
}

function RunScreen({ id }: { id: string }) {
  const query = useRunDetail(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          icon={<SearchX className="size-6" />}
          title={missing ? 'Run not found' : 'Could not load the run'}
        >
          <p>{missing ? 'No run has this id.' : errorMessage(query.error)}</p>
          <Button asChild size="sm" variant="outline" className="mt-4">
            <Link to="/workbench">All runs</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  return <RunView id={id} detail={query.data} />;
}

export function RunPage() {
  const { id = '' } = useParams();
  return (
    <StaffOnly>
      <RunScreen key={id} id={id} />
    </StaffOnly>
  );
}
