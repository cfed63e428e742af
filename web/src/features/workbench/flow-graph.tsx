import '@xyflow/react/dist/style.css';
import { cn } from '@web/lib/cn';
import {
  Background,
  BackgroundVariant,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  type NodeTypes,
  Position,
  ReactFlow,
} from '@xyflow/react';
import {
  AlertTriangle,
  Bot,
  CheckCircle2,
  ChevronDown,
  ChevronUp,
  Circle,
  CircleDashed,
  Loader2,
  Network,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AgentGraphView, AgentNode } from './agent-graph';
import { formatCount, formatDuration, humanize } from './format';
import { type Direction, layoutGraph } from './layout';
import type { Step, StepGraph, StepStatus } from './step-graph';

/** The width of an element, followed as it resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Phones get top-to-bottom graphs: a left-to-right one would shrink to nothing. */
export function useDirection(): Direction {
  const query = '(max-width: 639px)';
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow ? 'TB' : 'LR';
}

/** Room around the graph; on the right, the zoom controls' own column so they never cover a node. */
const PAD = { top: 20, bottom: 20, left: 20, right: 56 };

interface GraphProps<N extends Node> {
  nodes: (Omit<N, 'position'> & { width: number; height: number })[];
  edges: Edge[];
  direction: Direction;
  label: string;
  testId: string;
  nodeTypes: NodeTypes;
  rankSep?: number;
  nodeSep?: number;
}

/**
 * A laid-out graph: dagre places the nodes, the box is as tall as the graph at the scale that fits the width,
 * and React Flow draws it (no dragging or connecting; zoom with the controls, pan by dragging).
 */
function LaidOutGraph<N extends Node>({
  nodes,
  edges,
  direction,
  label,
  testId,
  nodeTypes,
  rankSep,
  nodeSep,
}: GraphProps<N>) {
  const [ref, width] = useWidth<HTMLElement>();
  const layout = useMemo(
    () => layoutGraph(nodes, edges, { direction, rankSep, nodeSep }),
    [nodes, edges, direction, rankSep, nodeSep],
  );
  const placed = useMemo(
    () =>
      nodes.map((n) => ({
        ...n,
        position: layout.positions[n.id] ?? { x: 0, y: 0 },
        // Nodes are neither dragged nor selected, so React Flow would let clicks through to the pane.
        style: { pointerEvents: 'all' as const },
        sourcePosition: direction === 'LR' ? Position.Right : Position.Bottom,
        targetPosition: direction === 'LR' ? Position.Left : Position.Top,
      })) as N[],
    [nodes, layout, direction],
  );
  const scale = width ? Math.min(1, (width - PAD.left - PAD.right) / Math.max(1, layout.width)) : 1;
  const height = Math.max(120, Math.ceil(layout.height * scale + PAD.top + PAD.bottom));
  // A new shape (nodes added, direction changed) fits the view again; status changes keep it.
  const shape = `${direction}:${nodes.map((n) => n.id).join(',')}:${Math.round(width / 40)}`;

  return (
    <figure
      ref={ref}
      className="m-0 w-full overflow-hidden rounded-md border bg-muted/30"
      style={{ height }}
      aria-label={label}
      data-testid={testId}
    >
      {width > 0 ? (
        <ReactFlow
          key={shape}
          nodes={placed}
          edges={edges}
          nodeTypes={nodeTypes}
          fitView
          fitViewOptions={{
            padding: {
              top: `${PAD.top}px`,
              bottom: `${PAD.bottom}px`,
              left: `${PAD.left}px`,
              right: `${PAD.right}px`,
            },
            maxZoom: 1,
          }}
          minZoom={0.2}
          maxZoom={1.5}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          zoomOnScroll={false}
          zoomOnDoubleClick={false}
          preventScrolling={false}
          panOnDrag
          proOptions={{ hideAttribution: false }}
        >
          <Background variant={BackgroundVariant.Dots} gap={18} size={1} color="oklch(0.85 0.01 265)" />
          <Controls showInteractive={false} position="bottom-right" />
        </ReactFlow>
      ) : null}
    </figure>
  );
}

// ---------------------------------------------------------------- the steps of a run

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

const stepNodeTypes: NodeTypes = { step: StepNode as NodeTypes[string] };

const EDGE_COLOR: Record<StepStatus, string> = {
  completed: '#10b981',
  failed: '#ef4444',
  running: '#3b82f6',
  pending: '#cbd5e1',
};

export function StepsGraph({
  graph,
  selectedId,
  expandedId,
  onSelect,
  onToggleAgent,
}: {
  graph: StepGraph;
  selectedId: string | null;
  expandedId: string | null;
  onSelect: (id: string) => void;
  onToggleAgent: (id: string) => void;
}) {
  const direction = useDirection();
  const nodes = useMemo(
    () =>
      graph.steps.map((step) => ({
        id: step.id,
        type: 'step' as const,
        width: STEP_W,
        height: STEP_H,
        data: {
          step,
          selected: step.id === selectedId,
          expanded: step.id === expandedId,
          onSelect,
          onToggleAgent,
        },
      })),
    [graph.steps, selectedId, expandedId, onSelect, onToggleAgent],
  );
  const statusOf = useMemo(() => new Map(graph.steps.map((s) => [s.id, s.status])), [graph.steps]);
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((e) => {
        const target = statusOf.get(e.target) ?? 'pending';
        const source = statusOf.get(e.source) ?? 'pending';
        const color = target === 'pending' || source === 'pending' ? EDGE_COLOR.pending : EDGE_COLOR[target];
        return {
          id: e.id,
          source: e.source,
          target: e.target,
          type: 'smoothstep',
          animated: target === 'running',
          style: { stroke: color, strokeWidth: 2 },
          markerEnd: { type: MarkerType.ArrowClosed, color, width: 16, height: 16 },
        };
      }),
    [graph.edges, statusOf],
  );
  return (
    <LaidOutGraph
      nodes={nodes}
      edges={edges}
      direction={direction}
      label="The run's steps"
      testId="steps-graph"
      nodeTypes={stepNodeTypes}
      rankSep={44}
      nodeSep={24}
    />
  );
}

// ---------------------------------------------------------------- an agent's LangGraph graph

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

const AGENT_W = 200;
const AGENT_H = 70;
const TERMINAL_W = 92;
const TERMINAL_H = 36;

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

const agentNodeTypes: NodeTypes = { agent: AgentGraphNode as NodeTypes[string] };

export function AgentGraph({ view }: { view: AgentGraphView }) {
  const direction = useDirection();
  const nodes = useMemo(
    () =>
      view.nodes.map((node) => ({
        id: node.id,
        type: 'agent' as const,
        width: node.kind === 'node' ? AGENT_W : TERMINAL_W,
        height: node.kind === 'node' ? AGENT_H : TERMINAL_H,
        data: { node },
      })),
    [view.nodes],
  );
  const statusOf = useMemo(() => new Map(view.nodes.map((n) => [n.id, n.status])), [view.nodes]);
  const edges = useMemo<Edge[]>(
    () =>
      view.edges.map((e) => {
        const color = e.taken ? (statusOf.get(e.target) === 'failed' ? '#ef4444' : '#10b981') : '#94a3b8';
        return {
          id: e.id,
          source: e.source,
          target: e.target,
          type: 'smoothstep',
          animated: statusOf.get(e.target) === 'running',
          label: e.conditional ? 'if' : undefined,
          labelStyle: { fontSize: 10, fill: '#64748b' },
          labelBgStyle: { fill: 'white' },
          style: { stroke: color, strokeWidth: 2, strokeDasharray: e.conditional ? '6 4' : undefined },
          markerEnd: { type: MarkerType.ArrowClosed, color, width: 14, height: 14 },
        };
      }),
    [view.edges, statusOf],
  );
  return (
    <LaidOutGraph
      nodes={nodes}
      edges={edges}
      direction={direction}
      label={`The ${view.name} agent graph`}
      testId="agent-graph"
      nodeTypes={agentNodeTypes}
      rankSep={48}
      nodeSep={24}
    />
  );
}
