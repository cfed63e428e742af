import { describe, expect, it } from 'vitest';
import { buildGantt, ticksFor } from './gantt';
import { buildNodeRuns } from './node-runs';
import { buildStepGraph } from './step-graph';
import { agentEvent, analyzeIdeaHistory, at, T0 } from './test-fixtures';

describe('the Gantt chart of a run', () => {
  it('has a row per step, and under it a row per node run with its model and tool calls marked', () => {
    const events = analyzeIdeaHistory();
    const agentEvents = [
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_start', 45),
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'tool_call', 60, {
        ms: 12,
        payload: { tool: 'match', ok: true },
      }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_end', 70, { ms: 25 }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'node_start', 71),
      agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'model_call', 90, {
        payload: { ok: false, model: 'gpt-4o-mini' },
      }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'node_end', 95),
    ];
    const graph = buildStepGraph({ workflow: 'analyzeIdea', status: 'completed', events, agentEvents });
    const last = events.at(-1)!;
    const gantt = buildGantt({
      steps: graph.steps,
      nodeRuns: buildNodeRuns(agentEvents),
      runStartedAt: at(0),
      endAt: Date.parse(last.createdAt),
    });
    const match = gantt.rows.findIndex((r) => r.label === 'matchInvestors');
    expect(gantt.rows[0]).toMatchObject({ kind: 'step', label: 'loadIdea', startMs: 5, endMs: 40 });
    expect(gantt.rows.slice(match + 1, match + 3)).toMatchObject([
      {
        kind: 'node',
        label: 'retrieveCandidates',
        startMs: 45,
        endMs: 70,
        marks: [{ kind: 'tool', atMs: 60 }],
      },
      {
        kind: 'node',
        label: 'explainMatches',
        startMs: 71,
        endMs: 95,
        marks: [{ kind: 'model', atMs: 90, ok: false, label: 'model call (gpt-4o-mini): invalid answer' }],
      },
    ]);
    expect(gantt.totalMs).toBe(Date.parse(last.createdAt) - T0);
    expect(gantt.rows.filter((r) => r.kind === 'step').map((r) => r.label)).toEqual([
      'loadIdea',
      'matchInvestors',
      'findDesignPartners',
      'writeStrategy',
      'draftIntros',
      'saveRecommendations',
    ]);
  });

  it('puts round ticks on the time axis', () => {
    expect(ticksFor(1_000)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(ticksFor(43_000)).toEqual([0, 10000, 20000, 30000, 40000]);
  });
});
