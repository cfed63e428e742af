import { describe, expect, it } from 'vitest';
import { formatDuration, formatOffset, humanize } from './format';
import { agentEvent, analyzeIdeaHistory, at } from './test-fixtures';
import { buildTimeline } from './timeline';

describe('buildTimeline', () => {
  it('merges workflow and agent events in time order with times since the start', () => {
    const items = buildTimeline(
      analyzeIdeaHistory(),
      [
        agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_start', 45),
        agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'model_call', 600, {
          tokens: 1234,
          payload: { attempt: 1, ok: true },
        }),
      ],
      at(0),
    );
    expect(items).toHaveLength(16);
    const offsets = items.map((i) => i.offsetMs);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ title: 'Workflow started', offsetMs: 0, source: 'workflow' });
    const call = items.find((i) => i.kind === 'model_call')!;
    expect(call).toMatchObject({
      source: 'agent',
      offsetMs: 600,
      title: 'InvestorMatcher · explainMatches model call',
      detail: 'attempt 1 · 1,234 tokens',
      activity: 'matchInvestors',
    });
    expect(items.find((i) => i.kind === 'ActivityTaskScheduled')!.title).toBe('Load idea (#1) scheduled');
    expect(items.at(-1)).toMatchObject({ title: 'Workflow completed', tone: 'success' });
  });
});

describe('formatting', () => {
  it('durations, offsets and names', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(null)).toBe('—');
    expect(formatOffset(420)).toBe('+0.42 s');
    expect(humanize('matchInvestors')).toBe('Match investors');
    expect(humanize('__start__')).toBe('__start__');
  });
});
