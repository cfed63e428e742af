import { describe, expect, it } from 'vitest';
import { buildAgentGraph } from './agent-graph';
import { agentEvent, MATCHER_GRAPH } from './test-fixtures';

const ev = (node: string, type: Parameters<typeof agentEvent>[3], ms: number, extra = {}) =>
  agentEvent('matchInvestors', 'InvestorMatcher', node, type, ms, extra);

describe('buildAgentGraph', () => {
  it('draws the compiled graph’s own nodes and edges, __start__ and __end__ included', () => {
    const g = buildAgentGraph(MATCHER_GRAPH, [], 'pending');
    expect(g.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['__start__', 'start'],
      ['retrieveCandidates', 'node'],
      ['rerankByKeywords', 'node'],
      ['explainMatches', 'node'],
      ['__end__', 'end'],
    ]);
    expect(g.edges).toHaveLength(4);
    expect(g.nodes.every((n) => n.status === 'idle')).toBe(true);
    expect(g.edges.every((e) => !e.taken)).toBe(true);
  });

  it('colours each node by its events: done with its time, model calls and tokens', () => {
    const events = [
      ev('retrieveCandidates', 'node_start', 0),
      ev('retrieveCandidates', 'node_end', 30, { ms: 30 }),
      ev('rerankByKeywords', 'node_start', 31),
      ev('rerankByKeywords', 'node_end', 40, { ms: 9 }),
      ev('explainMatches', 'node_start', 41),
      ev('explainMatches', 'model_call', 300, { tokens: 700, payload: { attempt: 1, ok: false } }),
      ev('explainMatches', 'model_call', 600, { tokens: 650, payload: { attempt: 2, ok: true } }),
      ev('explainMatches', 'node_end', 601, { ms: 560 }),
      agentEvent('findDesignPartners', 'DesignPartnerFinder', 'scoreCompanies', 'node_end', 5, { ms: 5 }),
    ];
    const g = buildAgentGraph(MATCHER_GRAPH, events, 'completed');
    const byId = Object.fromEntries(g.nodes.map((n) => [n.id, n]));
    expect(byId.__start__!.status).toBe('done');
    expect(byId.retrieveCandidates).toMatchObject({ status: 'done', ms: 30, runs: 1, modelCalls: 0 });
    expect(byId.rerankByKeywords).toMatchObject({ status: 'done', ms: 9 });
    expect(byId.explainMatches).toMatchObject({ status: 'done', ms: 560, modelCalls: 2, tokens: 1350 });
    expect(byId.__end__!.status).toBe('done');
    expect(g.edges.every((e) => e.taken)).toBe(true);
  });

  it('marks a failing node failed with its error, a node in progress running, the rest idle', () => {
    const failed = buildAgentGraph(
      MATCHER_GRAPH,
      [
        ev('retrieveCandidates', 'node_start', 0),
        ev('retrieveCandidates', 'node_end', 5, { ms: 5 }),
        ev('rerankByKeywords', 'node_start', 6),
        ev('rerankByKeywords', 'node_error', 9, { ms: 3, payload: { error: 'no candidates' } }),
      ],
      'failed',
    );
    const f = Object.fromEntries(failed.nodes.map((n) => [n.id, n]));
    expect(f.rerankByKeywords).toMatchObject({ status: 'failed', errors: ['no candidates'], ms: 3 });
    expect(f.explainMatches!.status).toBe('idle');
    expect(f.__end__!.status).toBe('idle');
    expect(failed.edges.find((e) => e.source === 'rerankByKeywords')!.taken).toBe(false);

    const running = buildAgentGraph(MATCHER_GRAPH, [ev('retrieveCandidates', 'node_start', 0)], 'running');
    expect(running.nodes.find((n) => n.id === 'retrieveCandidates')!.status).toBe('running');
    // The step ended without the node ending: it did not finish.
    const cut = buildAgentGraph(MATCHER_GRAPH, [ev('retrieveCandidates', 'node_start', 0)], 'failed');
    expect(cut.nodes.find((n) => n.id === 'retrieveCandidates')!.status).toBe('failed');
  });

  it('takes the status from the latest attempt and counts model calls of every attempt', () => {
    const g = buildAgentGraph(
      MATCHER_GRAPH,
      [
        ev('retrieveCandidates', 'node_end', 5, { ms: 5 }),
        ev('explainMatches', 'model_call', 10, { tokens: 100 }),
        ev('explainMatches', 'node_error', 11, { ms: 6, payload: { error: 'invalid' } }),
        ev('retrieveCandidates', 'node_end', 2000, { ms: 4, attempt: 2 }),
        ev('explainMatches', 'model_call', 2100, { tokens: 90, attempt: 2 }),
        ev('explainMatches', 'node_end', 2101, { ms: 90, attempt: 2 }),
      ],
      'completed',
    );
    const byId = Object.fromEntries(g.nodes.map((n) => [n.id, n]));
    expect(g.attempts).toBe(2);
    expect(byId.explainMatches).toMatchObject({ status: 'done', ms: 90, modelCalls: 2, tokens: 190 });
    expect(byId.retrieveCandidates).toMatchObject({ status: 'done', ms: 4 });
    expect(byId.rerankByKeywords!.status).toBe('idle');
  });

  it('keeps conditional edges marked', () => {
    const g = buildAgentGraph(
      {
        name: 'PortfolioCrawler',
        nodes: [
          { id: '__start__' },
          { id: 'extract' },
          { id: 'render' },
          { id: 'output' },
          { id: '__end__' },
        ],
        edges: [
          { source: '__start__', target: 'extract', conditional: false },
          { source: 'extract', target: 'render', conditional: true },
          { source: 'extract', target: 'output', conditional: true },
          { source: 'render', target: 'output', conditional: false },
          { source: 'output', target: '__end__', conditional: false },
        ],
      },
      [
        agentEvent('crawlPortfolio', 'PortfolioCrawler', 'extract', 'node_end', 1, { ms: 1 }),
        agentEvent('crawlPortfolio', 'PortfolioCrawler', 'output', 'node_end', 2, { ms: 1 }),
      ],
      'completed',
    );
    expect(g.edges.filter((e) => e.conditional).map((e) => [e.target, e.taken])).toEqual([
      ['render', false],
      ['output', true],
    ]);
  });
});
