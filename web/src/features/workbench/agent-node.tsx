import { cn } from '@web/lib/cn';
import { Handle, type Node, type NodeProps, type NodeTypes, Position } from '@xyflow/react';
import { AlertTriangle, Bot, CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentNode } from './agent-graph';
import { formatCount, formatDuration } from './format';

/** How one node of an agent's LangGraph graph is drawn: a box for a node, a pill for START and END. */

const AGENT_STYLE: Record<AgentNode['status'], { box: string; icon: ReactNode; label: string }> = {
  done: {
    box: 'border-emerald-400 bg-emerald-50',
    icon: <CheckCircle2 aria-hidden="true" className="size-3.5 text-emerald-600" />,
    label: 'Done',
  },
  failed: {
    box: 'border-red-400 bg-red-50',
    icon: <XCircle aria-hidden="true" className="size-3.5 text-red-600" />,
    label: 'Failed',
  },
  running: {
    box: 'border-blue-400 bg-blue-50 ring-4 ring-blue-200/70',
    icon: <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-blue-600" />,
    label: 'Running',
  },
  idle: {
    box: 'border-slate-300 bg-white text-muted-foreground',
    icon: <Circle aria-hidden="true" className="size-3.5 text-slate-300" />,
    label: 'Not run',
  },
};

type AgentNodeData = { node: AgentNode };
type AgentFlowNode = Node<AgentNodeData, 'agent'>;

export const AGENT_W = 200;
export const AGENT_H = 70;
export const TERMINAL_W = 92;
export const TERMINAL_H = 36;

function AgentGraphNode({ data, sourcePosition, targetPosition }: NodeProps<AgentFlowNode>) {
  const { node } = data;
  const style = AGENT_STYLE[node.status];
  const terminal = node.kind !== 'node';
  const detail = [
    node.ms !== null ? formatDuration(node.ms) : style.label,
    node.runs > 1 ? `×${node.runs}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={cn(
        'flex flex-col justify-center border-2 px-3 shadow-sm',
        terminal ? 'items-center rounded-full' : 'rounded-lg',
        style.box,
      )}
      style={{ width: terminal ? TERMINAL_W : AGENT_W, height: terminal ? TERMINAL_H : AGENT_H }}
      data-testid="agent-node"
      data-status={node.status}
      data-node={node.id}
      title={node.errors.join('\n') || undefined}
    >
      <Handle
        type="target"
        position={targetPosition ?? Position.Left}
        className="opacity-0!"
        isConnectable={false}
      />
      {terminal ? (
        <span className="font-mono text-[11px] font-medium">{node.id === '__start__' ? 'START' : 'END'}</span>
      ) : (
        <>
          <span className="flex items-center gap-1.5">
            {style.icon}
            <span className="min-w-0 flex-1 truncate text-[13px] font-semibold text-foreground">
              {node.id}
            </span>
          </span>
          <span className="mt-0.5 text-[11px] tabular-nums text-muted-foreground">{detail}</span>
          {node.modelCalls > 0 ? (
            <span className="flex items-center gap-1 text-[11px] tabular-nums text-muted-foreground">
              <Bot aria-hidden="true" className="size-3" />
              {node.modelCalls} {node.modelCalls === 1 ? 'call' : 'calls'} · {formatCount(node.tokens)} tok
            </span>
          ) : node.fallbacks.length ? (
            <span className="flex items-center gap-1 text-[11px] text-amber-700">
              <AlertTriangle aria-hidden="true" className="size-3" /> fallback
            </span>
          ) : null}
        </>
      )}
      <Handle
        type="source"
        position={sourcePosition ?? Position.Right}
        className="opacity-0!"
        isConnectable={false}
      />
    </div>
  );
}

export const agentNodeTypes: NodeTypes = { agent: AgentGraphNode as NodeTypes[string] };
