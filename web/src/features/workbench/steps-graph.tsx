import { type Edge, MarkerType } from '@xyflow/react';
import { useMemo } from 'react';
import { useDirection } from './graph-hooks';
import { LaidOutGraph } from './laid-out-graph';
import type { StepGraph, StepStatus } from './step-graph';
import { STEP_H, STEP_W, stepNodeTypes } from './step-node';

const EDGE_COLOR: Record<StepStatus, string> = {
  completed: '#10b981',
  failed: '#ef4444',
  running: '#3b82f6',
  pending: '#cbd5e1',
};

/** The steps of a run as a graph, edges coloured by how far the run got. */
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
