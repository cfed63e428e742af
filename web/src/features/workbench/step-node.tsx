import { cn } from '@web/lib/cn';
import { Handle, type Node, type NodeProps, type NodeTypes, Position } from '@xyflow/react';
import { CheckCircle2, ChevronDown, ChevronUp, CircleDashed, Loader2, Network, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatDuration, humanize } from './format';
import type { Step, StepStatus } from './step-graph';

/** How one step of a run is drawn: its status, duration, attempts, model calls and its agent's toggle. */

const STEP_STYLE: Record<StepStatus, { box: string; icon: ReactNode; label: string }> = {
  completed: {
    box: 'border-emerald-400 bg-emerald-50',
    icon: <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />,
    label: 'Completed',
  },
  failed: {
    box: 'border-red-400 bg-red-50',
    icon: <XCircle aria-hidden="true" className="size-4 text-red-600" />,
    label: 'Failed',
  },
  running: {
    box: 'border-blue-400 bg-blue-50 ring-4 ring-blue-200/70 animate-[pulse_2s_ease-in-out_infinite]',
    icon: <Loader2 aria-hidden="true" className="size-4 animate-spin text-blue-600" />,
    label: 'Running',
  },
  pending: {
    box: 'border-dashed border-slate-300 bg-slate-50 text-muted-foreground',
    icon: <CircleDashed aria-hidden="true" className="size-4 text-slate-400" />,
    label: 'Not reached',
  },
};

type StepNodeData = {
  step: Step;
  selected: boolean;
  expanded: boolean;
  onSelect: (id: string) => void;
  onToggleAgent: (id: string) => void;
};
type StepFlowNode = Node<StepNodeData, 'step'>;

export const STEP_W = 184;
export const STEP_H = 104;

function StepNode({ data, sourcePosition, targetPosition }: NodeProps<StepFlowNode>) {
  const { step, selected, expanded } = data;
  const style = STEP_STYLE[step.status];
  const facts = [
    step.activityId !== null ? `#${step.activityId}` : null,
    step.durationMs !== null ? formatDuration(step.durationMs) : style.label,
    step.attempts > 1 ? `${step.attempts} attempts` : step.attempts === 1 ? '1 attempt' : null,
    step.reused ? 'reused' : null,
  ].filter(Boolean);
  return (
    <div
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border-2 text-left shadow-sm',
        style.box,
        selected && 'outline-2 outline-offset-2 outline-primary',
      )}
      style={{ width: STEP_W, height: STEP_H }}
      data-testid="step-node"
      data-status={step.status}
      data-step={step.name}
    >
      <Handle
        type="target"
        position={targetPosition ?? Position.Left}
        className="opacity-0!"
        isConnectable={false}
      />
      <button
        type="button"
        className="nodrag flex min-h-0 flex-1 cursor-pointer flex-col gap-1 px-2.5 pt-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        aria-label={`Step ${humanize(step.name)}: ${style.label}`}
        aria-pressed={selected}
        onClick={() => data.onSelect(step.id)}
      >
        <span className="flex w-full items-start gap-1.5">
          <span className="mt-px shrink-0">{style.icon}</span>
          <span className="line-clamp-2 min-w-0 flex-1 text-[13px] font-semibold leading-tight text-foreground">
            {humanize(step.name)}
          </span>
        </span>
        <span className="truncate text-[11px] tabular-nums text-muted-foreground">{facts.join(' · ')}</span>
        {step.agent ? (
          <span className="truncate text-[11px] tabular-nums text-muted-foreground">
            {formatCount(step.modelCalls)} {step.modelCalls === 1 ? 'call' : 'calls'} ·{' '}
            {formatCount(step.tokens)} tokens
          </span>
        ) : null}
      </button>
      {step.agent ? (
        <button
          type="button"
          className={cn(
            'nodrag flex h-6 shrink-0 cursor-pointer items-center gap-1 border-t border-black/5 px-2.5 text-[11px] font-medium hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
            expanded ? 'bg-primary/10 text-primary' : 'text-muted-foreground',
          )}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Hide' : 'Show'} the ${step.agent} agent graph`}
          onClick={() => data.onToggleAgent(step.id)}
        >
          <Network aria-hidden="true" className="size-3 shrink-0" />
          <span className="min-w-0 truncate">{step.agent}</span>
          {expanded ? (
            <ChevronUp aria-hidden="true" className="ml-auto size-3.5 shrink-0" />
          ) : (
            <ChevronDown aria-hidden="true" className="ml-auto size-3.5 shrink-0" />
          )}
        </button>
      ) : null}
      <Handle
        type="source"
        position={sourcePosition ?? Position.Right}
        className="opacity-0!"
        isConnectable={false}
      />
    </div>
  );
}

export const stepNodeTypes: NodeTypes = { step: StepNode as NodeTypes[string] };
