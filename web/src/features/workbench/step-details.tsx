import type { TAgentEvent } from '@core/contracts/workbench';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { MousePointerClick, Network, RotateCcw } from 'lucide-react';
import { formatCount, formatDuration, formatOffset, humanize, prettyJson } from './format';
import { JsonBlock } from './parts';
import type { Step } from './step-graph';

const STATUS_BADGE = {
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'info' },
  pending: { label: 'Not reached', variant: 'muted' },
} as const;

function AgentEventRow({ event, startedAt }: { event: TAgentEvent; startedAt: number }) {
  const payload =
    event.payload && typeof event.payload === 'object' ? (event.payload as Record<string, unknown>) : {};
  const extra = [
    event.ms !== null ? formatDuration(event.ms) : null,
    event.tokens !== null ? `${formatCount(event.tokens)} tokens` : null,
    typeof payload.attempt === 'number' ? `try ${payload.attempt}` : null,
    payload.ok === false ? 'invalid answer' : null,
    typeof payload.problem === 'string' ? payload.problem : null,
    typeof payload.error === 'string' ? payload.error : null,
    typeof payload.reason === 'string' ? payload.reason : null,
  ].filter(Boolean);
  const tone =
    event.type === 'node_error'
      ? 'text-destructive'
      : event.type === 'fallback' || payload.ok === false
        ? 'text-amber-700'
        : 'text-foreground';
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 py-1.5 text-xs">
      <span className="font-mono tabular-nums text-muted-foreground">
        {formatOffset(new Date(event.at).getTime() - startedAt)}
      </span>
      <span className={cn('min-w-0 break-words', tone)}>
        <span className="font-medium">{event.node}</span>{' '}
        <span className="text-muted-foreground">{event.type}</span>
        {event.attempt > 1 ? <span className="text-muted-foreground"> (attempt {event.attempt})</span> : null}
        {extra.length ? <span className="text-muted-foreground"> · {extra.join(' · ')}</span> : null}
      </span>
    </li>
  );
}

export function StepDetails({
  step,
  runStartedAt,
  canRerun,
  rerunning,
  agentExpanded,
  onRerun,
  onToggleAgent,
}: {
  step: Step | null;
  runStartedAt: string;
  canRerun: boolean;
  rerunning: boolean;
  agentExpanded: boolean;
  onRerun: (step: Step) => void;
  onToggleAgent: (id: string) => void;
}) {
  if (!step) {
    return (
      <Card className="flex min-h-48 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
        <MousePointerClick aria-hidden="true" className="size-5" />
        Click a step to see its input, output, errors and agent events.
      </Card>
    );
  }
  const start = new Date(runStartedAt).getTime();
  const badge = STATUS_BADGE[step.status];
  const rerunnable = canRerun && step.status === 'completed' && step.activityId !== null;
  return (
    <Card data-testid="step-details" aria-label={`Step ${humanize(step.name)}`}>
      <CardHeader className="gap-3 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle className="flex flex-wrap items-center gap-2 text-base">
              {humanize(step.name)}
              <Badge variant={badge.variant}>{badge.label}</Badge>
              {step.reused ? <Badge variant="outline">Reused</Badge> : null}
            </CardTitle>
            <CardDescription className="font-mono text-xs">
              {step.name}
              {step.activityId !== null ? ` · activity #${step.activityId}` : ''}
              {step.agent ? ` · agent ${step.agent}` : ''}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {step.agent ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onToggleAgent(step.id)}
                aria-expanded={agentExpanded}
              >
                <Network aria-hidden="true" /> {agentExpanded ? 'Hide agent graph' : 'Show agent graph'}
              </Button>
            ) : null}
            {rerunnable ? (
              <Button size="sm" onClick={() => onRerun(step)} disabled={rerunning}>
                <RotateCcw aria-hidden="true" /> {rerunning ? 'Starting…' : 'Re-run from this step'}
              </Button>
            ) : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-5">
          {[
            [
              'Scheduled',
              step.scheduledAt ? formatOffset(new Date(step.scheduledAt).getTime() - start) : '—',
            ],
            ['Duration', formatDuration(step.durationMs)],
            ['Attempts', step.attempts ? String(step.attempts) : '—'],
            ['Model calls', formatCount(step.modelCalls)],
            ['Tokens', formatCount(step.tokens)],
          ].map(([k, v]) => (
            <div key={k}>
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="font-medium tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.errors.length ? (
          <ul className="grid gap-2" aria-label="Errors">
            {step.errors.map((e) => (
              <li
                key={`${e.attempt}-${e.at}`}
                className={cn(
                  'rounded-md border px-3 py-2 text-xs',
                  e.willRetry
                    ? 'border-amber-200 bg-amber-50 text-amber-900'
                    : 'border-red-200 bg-red-50 text-red-900',
                )}
              >
                <span className="font-semibold">
                  Attempt {e.attempt} failed{e.willRetry ? ', retried' : ''}
                </span>{' '}
                <span className="font-mono text-[11px] opacity-70">
                  {formatOffset(new Date(e.at).getTime() - start)}
                </span>
                <p className="mt-1 break-words">{e.error}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {step.status === 'pending' ? (
          <p className="text-sm text-muted-foreground">The run has not reached this step.</p>
        ) : (
          <Tabs defaultValue="input">
            <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
              <TabsTrigger value="input">Input</TabsTrigger>
              <TabsTrigger value="output">Output</TabsTrigger>
              <TabsTrigger value="agent">Agent events ({step.agentEvents.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="input">
              <JsonBlock value={prettyJson(step.input)} aria-label="Step input" />
            </TabsContent>
            <TabsContent value="output">
              {step.hasOutput ? (
                <JsonBlock value={prettyJson(step.output)} aria-label="Step output" />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {step.status === 'running'
                    ? 'Still running: no output yet.'
                    : 'No output: the step failed.'}
                </p>
              )}
            </TabsContent>
            <TabsContent value="agent">
              {step.agentEvents.length ? (
                <ul className="max-h-80 divide-y overflow-auto rounded-md border px-3">
                  {step.agentEvents.map((e) => (
                    <AgentEventRow key={e.id} event={e} startedAt={start} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  {step.agent
                    ? step.reused
                      ? 'Reused from the earlier run: its agent did not run again.'
                      : 'No agent events recorded.'
                    : 'This step runs no agent.'}
                </p>
              )}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
