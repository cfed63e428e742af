import { describe, expect, it } from 'vitest';
import { layoutGraph } from './layout';
import { buildStepGraph } from './step-graph';
import { analyzeIdeaHistory, MATCHER_GRAPH } from './test-fixtures';

type Box = { x: number; y: number; w: number; h: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function boxes(ids: string[], positions: Record<string, { x: number; y: number }>, w: number, h: number) {
  return ids.map((id) => ({ id, x: positions[id]!.x, y: positions[id]!.y, w, h }));
}

describe('layoutGraph', () => {
  const steps = buildStepGraph({
    workflow: 'analyzeIdea',
    status: 'completed',
    events: analyzeIdeaHistory(),
  });
  const nodes = steps.steps.map((s) => ({ id: s.id, width: 200, height: 90 }));

  it('places every node, none overlapping', () => {
    const { positions, width, height } = layoutGraph(nodes, steps.edges);
    const placed = boxes(
      nodes.map((n) => n.id),
      positions,
      200,
      90,
    );
    expect(placed).toHaveLength(6);
    for (const a of placed) {
      for (const b of placed) if (a.id !== b.id) expect(overlaps(a, b), `${a.id} and ${b.id}`).toBe(false);
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.w).toBeLessThanOrEqual(width + 0.001);
      expect(a.y + a.h).toBeLessThanOrEqual(height + 0.001);
    }
  });

  it('left to right: every edge points right, parallel steps share a column', () => {
    const { positions } = layoutGraph(nodes, steps.edges, { direction: 'LR' });
    for (const e of steps.edges) expect(positions[e.target]!.x).toBeGreaterThan(positions[e.source]!.x + 200);
    expect(positions['step-2']!.x).toBe(positions['step-3']!.x);
    expect(positions['step-2']!.y).not.toBe(positions['step-3']!.y);
  });

  it('top to bottom on a phone: every edge points down', () => {
    const { positions } = layoutGraph(nodes, steps.edges, { direction: 'TB' });
    for (const e of steps.edges) expect(positions[e.target]!.y).toBeGreaterThan(positions[e.source]!.y + 90);
    expect(positions['step-2']!.y).toBe(positions['step-3']!.y);
  });

  it('lays an agent graph out in its edges’ order, __start__ first and __end__ last', () => {
    const n = MATCHER_GRAPH.nodes.map((x) => ({ id: x.id, width: 160, height: 60 }));
    const { positions } = layoutGraph(n, MATCHER_GRAPH.edges);
    const order = [...MATCHER_GRAPH.nodes]
      .sort((a, b) => positions[a.id]!.x - positions[b.id]!.x)
      .map((x) => x.id);
    expect(order).toEqual([
      '__start__',
      'retrieveCandidates',
      'rerankByKeywords',
      'explainMatches',
      '__end__',
    ]);
  });

  it('survives a cycle and edges to unknown nodes', () => {
    const n = ['a', 'b', 'c'].map((id) => ({ id, width: 100, height: 40 }));
    const { positions } = layoutGraph(n, [
      { source: 'a', target: 'b' },
      { source: 'b', target: 'c' },
      { source: 'c', target: 'a' },
      { source: 'a', target: 'ghost' },
    ]);
    const placed = boxes(['a', 'b', 'c'], positions, 100, 40);
    for (const a of placed) for (const b of placed) if (a.id !== b.id) expect(overlaps(a, b)).toBe(false);
  });
});
