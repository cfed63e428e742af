import dagre from '@dagrejs/dagre';

/** Left to right on a wide screen, top to bottom on a phone. */
export type Direction = 'LR' | 'TB';

export interface LayoutNode {
  id: string;
  width: number;
  height: number;
}

export interface LayoutEdge {
  source: string;
  target: string;
}

export interface Layout {
  /** Top-left corners, as React Flow places nodes. */
  positions: Record<string, { x: number; y: number }>;
  width: number;
  height: number;
}

/** Lays a graph out in ranks with dagre: edges point forward, nodes of one rank never overlap. */
export function layoutGraph(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
  options: { direction?: Direction; nodeSep?: number; rankSep?: number } = {},
): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: options.direction ?? 'LR',
    nodesep: options.nodeSep ?? 28,
    ranksep: options.rankSep ?? 56,
    marginx: 0,
    marginy: 0,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) g.setNode(n.id, { width: n.width, height: n.height });
  edges.forEach((e, i) => {
    if (ids.has(e.source) && ids.has(e.target) && e.source !== e.target)
      g.setEdge(e.source, e.target, {}, `e${i}`);
  });
  dagre.layout(g);

  const positions: Layout['positions'] = {};
  let width = 0;
  let height = 0;
  for (const n of nodes) {
    const placed = g.node(n.id);
    const x = (placed?.x ?? 0) - n.width / 2;
    const y = (placed?.y ?? 0) - n.height / 2;
    positions[n.id] = { x, y };
    width = Math.max(width, x + n.width);
    height = Math.max(height, y + n.height);
  }
  return { positions, width, height };
}
