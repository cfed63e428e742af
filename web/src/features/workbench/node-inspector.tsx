import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Bot, ChevronRight, Wrench } from 'lucide-react';
import { ExpandableJson } from './expandable-json';
import { formatCount, formatDuration, formatOffset, humanize } from './format';
import type { ModelCall, NodeRun, ToolCall } from './node-runs';

const STATUS = {
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'info' },
} as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid min-w-0 gap-2">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h4>
      {children}
    </section>
  );
}

function ModelCallItem({ call, index, startedAt }: { call: ModelCall; index: number; startedAt: number }) {
  const facts = [
    call.model,
    formatDuration(call.ms),
    call.tokens
      ? `${formatCount(call.tokens.total)} tokens (${call.tokens.input} in, ${call.tokens.output} out)`
      : null,
    `try ${call.attempt}`,
  ].filter(Boolean);
  return (
    <li>
      <details className="group rounded-md border" data-testid="model-call">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <ChevronRight
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
          />
          <Bot aria-hidden="true" className="size-4 text-violet-600" />
          <span className="font-medium">Model call {index + 1}</span>
          <Badge variant={call.ok ? 'success' : 'warning'}>
            {call.ok ? 'Valid answer' : 'Answer rejected'}
          </Badge>
          <span className="text-xs text-muted-foreground">{facts.join(' · ')}</span>
          <span className="ml-auto font-mono text-[11px] text-muted-foreground">
            {formatOffset(Date.parse(call.at) - startedAt)}
          </span>
        </summary>
        <div className="grid gap-3 border-t px-3 py-3">
          {call.problem ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
              Rejected: {call.problem}
            </p>
          ) : null}
          <Section title="Prompt">
            {call.prompt.length ? (
              <ol className="grid gap-2">
                {call.prompt.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a prompt's messages are identified by their place.
                  <li key={i} className="grid gap-1">
                    <span className="text-[11px] font-semibold uppercase text-muted-foreground">
                      {m.role}
                    </span>
                    <ExpandableJson value={m.content} label={`Prompt message ${i + 1}`} lines={10} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-xs text-muted-foreground">Not recorded.</p>
            )}
          </Section>
          <Section title="Answer">
            <ExpandableJson value={call.answer} label="Model answer" />
          </Section>
        </div>
      </details>
    </li>
  );
}

function ToolCallItem({ call, startedAt }: { call: ToolCall; startedAt: number }) {
  return (
    <li>
      <details className="group rounded-md border" data-testid="tool-call">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <ChevronRight
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
          />
          <Wrench aria-hidden="true" className="size-4 text-sky-700" />
          <span className="font-mono text-xs font-medium">{call.tool}</span>
          {call.ok ? null : <Badge variant="destructive">Failed</Badge>}
          <span className="text-xs text-muted-foreground">{formatDuration(call.ms)}</span>
          {call.error ? <span className="text-xs text-red-700">{call.error}</span> : null}
          <span className="ml-auto font-mono text-[11px] text-muted-foreground">
            {formatOffset(Date.parse(call.at) - startedAt)}
          </span>
        </summary>
        <div className="grid gap-3 border-t px-3 py-3 lg:grid-cols-2">
          <Section title="Input">
            <ExpandableJson value={call.input} label={`${call.tool} input`} lines={10} />
          </Section>
          <Section title="Output">
            <ExpandableJson value={call.output} label={`${call.tool} output`} lines={10} />
          </Section>
        </div>
      </details>
    </li>
  );
}

/** One agent node's run: the state it was given and returned, and every model and tool call it made. */
export function NodeInspector({
  run,
  runStartedAt,
  onClose,
}: {
  run: NodeRun;
  runStartedAt: string;
  onClose: () => void;
}) {
  const start = Date.parse(runStartedAt);
  const badge = STATUS[run.status];
  return (
    <Card className="min-w-0" data-testid="node-inspector" aria-label={`Node ${run.node}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div className="grid gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            {run.graph} › {run.node}
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </CardTitle>
          <CardDescription>
            In {humanize(run.activity)}
            {run.attempt > 1 ? `, attempt ${run.attempt}` : ''} · started{' '}
            {formatOffset(Date.parse(run.startedAt) - start)} · {formatDuration(run.ms)} ·{' '}
            {run.modelCalls.length} model call{run.modelCalls.length === 1 ? '' : 's'} ·{' '}
            {run.toolCalls.length + run.toolCallsNotRecorded} tool call
            {run.toolCalls.length + run.toolCallsNotRecorded === 1 ? '' : 's'}
          </CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        {run.error ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {run.error}
          </p>
        ) : null}
        {run.fallbacks.map((f) => (
          <p
            key={f}
            className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            Fell back to the offline writer: {f}
          </p>
        ))}
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title="Input state">
            <ExpandableJson value={run.input} label="Input state" />
          </Section>
          <Section title="Output (the node's update)">
            <ExpandableJson value={run.output} label="Output state" />
          </Section>
        </div>
        <Section title={`Model calls (${run.modelCalls.length})`}>
          {run.modelCalls.length ? (
            <ol className="grid gap-2">
              {run.modelCalls.map((c, i) => (
                <ModelCallItem key={c.id} call={c} index={i} startedAt={start} />
              ))}
            </ol>
          ) : (
            <p className="text-xs text-muted-foreground">This node asked no model.</p>
          )}
        </Section>
        <Section title={`Tool calls (${run.toolCalls.length + run.toolCallsNotRecorded})`}>
          {run.toolCalls.length ? (
            <ol className={cn('grid gap-2', run.toolCalls.length > 8 && 'max-h-[28rem] overflow-auto pr-1')}>
              {run.toolCalls.map((c) => (
                <ToolCallItem key={c.id} call={c} startedAt={start} />
              ))}
            </ol>
          ) : (
            <p className="text-xs text-muted-foreground">This node called no tool.</p>
          )}
          {run.toolCallsNotRecorded ? (
            <p className="text-xs text-muted-foreground">
              {run.toolCallsNotRecorded} more calls were counted but not recorded one by one.
            </p>
          ) : null}
        </Section>
      </CardContent>
    </Card>
  );
}
