import '@xyflow/react/dist/style.css';
import {
  Background,
  BackgroundVariant,
  Controls,
  type Edge,
  type Node,
  type NodeTypes,
  Position,
  ReactFlow,
} from '@xyflow/react';
import { useMemo } from 'react';
import { useWidth } from './graph-hooks';
import { type Direction, layoutGraph } from './layout';

/** Room around the graph; on the right, the zoom controls' own column so they never cover a node. */
const PAD = { top: 20, bottom: 20, left: 20, right: 56 };

export interface GraphProps<N extends Node> {
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
export function LaidOutGraph<N extends Node>({
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
