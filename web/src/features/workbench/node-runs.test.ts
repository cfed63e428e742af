import { describe, expect, it } from 'vitest';
import { buildNodeRuns } from './node-runs';
import { agentEvent } from './test-fixtures';

describe('node runs', () => {
  it("gives each node's state, and the model and tool calls made inside it, per attempt", () => {
    const events = [
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_start', 10, {
        payload: { input: { idea: { title: 'LedgerLoop' } } },
      }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'tool_call', 30, {
        ms: 18,
        payload: {
          tool: 'match',
          ok: true,
          input: [{ idea: 'LedgerLoop' }],
          output: [{ rank: 1, name: 'Acme' }],
        },
      }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_end', 31, {
        ms: 21,
        payload: { output: { candidates: [{ name: 'Acme' }] } },
      }),
      agentEvent('writeStrategy', 'StrategyWriter', 'writeStrategy', 'node_start', 50),
      agentEvent('writeStrategy', 'StrategyWriter', 'writeStrategy', 'model_call', 900, {
        ms: 840,
        tokens: 150,
        payload: {
          attempt: 1,
          ok: false,
          problem: 'cites a figure not in the data',
          model: 'gpt-4o-mini',
          usage: { input_tokens: 100, output_tokens: 50, total_tokens: 150 },
          prompt: [
            { role: 'system', content: 'You write strategies.' },
            { role: 'human', content: 'LedgerLoop…' },
          ],
          answer: { aiAutomationStrategy: 'Cut costs by 37%' },
        },
      }),
      agentEvent('writeStrategy', 'StrategyWriter', 'writeStrategy', 'node_error', 950, {
        ms: 900,
        payload: { error: 'invalid after 1 attempt' },
      }),
      // The activity's second attempt runs the node again.
      agentEvent('writeStrategy', 'StrategyWriter', 'writeStrategy', 'node_start', 2000, { attempt: 2 }),
    ];
    const runs = buildNodeRuns(events);
    expect(runs.map((r) => [r.key, r.status])).toEqual([
      ['matchInvestors#1/InvestorMatcher/retrieveCandidates#1', 'completed'],
      ['writeStrategy#1/StrategyWriter/writeStrategy#1', 'failed'],
      ['writeStrategy#2/StrategyWriter/writeStrategy#1', 'running'],
    ]);
    const [retrieve, failed] = runs;
    expect(retrieve).toMatchObject({
      ms: 21,
      input: { idea: { title: 'LedgerLoop' } },
      output: { candidates: [{ name: 'Acme' }] },
      modelCalls: [],
      toolCalls: [{ tool: 'match', ok: true, ms: 18, output: [{ rank: 1, name: 'Acme' }] }],
    });
    expect(failed!.error).toBe('invalid after 1 attempt');
    expect(failed!.modelCalls).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        attempt: 1,
        ok: false,
        problem: 'cites a figure not in the data',
        model: 'gpt-4o-mini',
        ms: 840,
        tokens: { input: 100, output: 50, total: 150 },
        prompt: [
          { role: 'system', content: 'You write strategies.' },
          { role: 'human', content: 'LedgerLoop…' },
        ],
        answer: { aiAutomationStrategy: 'Cut costs by 37%' },
      },
    ]);
  });
});
