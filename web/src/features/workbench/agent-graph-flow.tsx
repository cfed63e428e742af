import { type Edge, MarkerType } from '@xyflow/react';
import { useMemo } from 'react';
import type { AgentGraphView } from './agent-graph';

import { AGENT_H, AGENT_W, agentNodeTypes, TERMINAL_H, TERMINAL_W } from './agent-node';
import { useDirection } from './graph-hooks';
import { LaidOutGraph } from './laid-out-graph';

/** An agent's LangGraph graph for one step, the paths it took drawn solid and the rest grey. */
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
