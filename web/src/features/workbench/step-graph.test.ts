import { describe, expect, it } from 'vitest';
import { buildStepGraph } from './step-graph';
import { AGENT_OF, agentEvent, analyzeIdeaHistory, at, history, T0 } from './test-fixtures';

const names = (ids: string[], steps: { id: string; name: string }[]) =>
  ids.map((id) => steps.find((s) => s.id === id)!.name);

describe('buildStepGraph', () => {
  it('puts steps that overlap in time side by side and the others in sequence', () => {
    const g = buildStepGraph({ workflow: 'analyzeIdea', status: 'completed', events: analyzeIdeaHistory() });
    expect(g.stages.map((s) => names(s, g.steps))).toEqual([
      ['loadIdea'],
      ['matchInvestors', 'findDesignPartners'],
      ['writeStrategy'],
      ['draftIntros'],
      ['saveRecommendations'],
    ]);
    expect(g.steps.map((s) => s.activityId)).toEqual([1, 2, 3, 4, 5, 6]);
    // Every step of a stage leads to every step of the next.
    expect(g.edges.map((e) => `${e.source}->${e.target}`)).toEqual([
      'step-1->step-2',
      'step-1->step-3',
      'step-2->step-4',
      'step-3->step-4',
      'step-4->step-5',
      'step-5->step-6',
    ]);
  });

  it('keeps inputs, outputs and durations from the scheduled and completed events', () => {
    const g = buildStepGraph({ workflow: 'analyzeIdea', status: 'completed', events: analyzeIdeaHistory() });
    const match = g.steps.find((s) => s.name === 'matchInvestors')!;
    expect(match).toMatchObject({
      status: 'completed',
      stage: 1,
      attempts: 1,
      durationMs: 900 - 41,
      input: { title: 'Freight' },
      output: ['Seed Fund'],
      hasOutput: true,
      scheduledAt: at(41),
      finishedAt: at(900),
      errors: [],
    });
    expect(g.steps.find((s) => s.name === 'findDesignPartners')!.durationMs).toBe(300 - 42);
    expect(g.steps.every((s) => s.status === 'completed')).toBe(true);
  });

  it('counts attempts and keeps each failure, retried or final', () => {
    const events = history([
      [0, 'WorkflowExecutionStarted', null],
      [1, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1 }],
      [
        10,
        'ActivityTaskFailed',
        'loadIdea',
        { activityId: 1, attempt: 1, error: 'db down', willRetry: true },
      ],
      [
        1010,
        'ActivityTaskFailed',
        'loadIdea',
        { activityId: 1, attempt: 2, error: 'db down', willRetry: true },
      ],
      [3010, 'ActivityTaskCompleted', 'loadIdea', { activityId: 1, result: {} }],
      [3011, 'ActivityTaskScheduled', 'matchInvestors', { activityId: 2 }],
      [
        3020,
        'ActivityTaskFailed',
        'matchInvestors',
        { activityId: 2, attempt: 1, error: 'bad', willRetry: false },
      ],
      [3021, 'WorkflowExecutionFailed', null, { error: 'bad' }],
    ]);
    const g = buildStepGraph({ workflow: 'analyzeIdea', status: 'failed', events });
    const [load, match] = g.steps;
    expect(load).toMatchObject({ status: 'completed', attempts: 3, durationMs: 3009 });
    expect(load!.errors.map((e) => [e.attempt, e.willRetry])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(match).toMatchObject({ status: 'failed', attempts: 1, durationMs: 9 });
    expect(match!.errors[0]).toMatchObject({ error: 'bad', willRetry: false, at: at(3020) });
  });

  it('shows a running step with its time so far, a retrying one as running, and the steps not reached', () => {
    const events = history([
      [0, 'WorkflowExecutionStarted', null],
      [1, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1 }],
      [20, 'ActivityTaskCompleted', 'loadIdea', { activityId: 1, result: {} }],
      [21, 'ActivityTaskScheduled', 'matchInvestors', { activityId: 2 }],
      [22, 'ActivityTaskScheduled', 'findDesignPartners', { activityId: 3 }],
      [
        50,
        'ActivityTaskFailed',
        'findDesignPartners',
        { activityId: 3, attempt: 1, error: 'x', willRetry: true },
      ],
    ]);
    const g = buildStepGraph({ workflow: 'analyzeIdea', status: 'running', events, now: T0 + 521 });
    const byName = Object.fromEntries(g.steps.map((s) => [s.name, s]));
    expect(byName.matchInvestors).toMatchObject({ status: 'running', durationMs: 500, attempts: 1 });
    expect(byName.findDesignPartners).toMatchObject({ status: 'running', attempts: 2 });
    for (const name of ['writeStrategy', 'draftIntros', 'saveRecommendations']) {
      expect(byName[name]).toMatchObject({ status: 'pending', activityId: null, durationMs: null });
    }
    expect(g.stages.map((s) => names(s, g.steps))).toEqual([
      ['loadIdea'],
      ['matchInvestors', 'findDesignPartners'],
      ['writeStrategy'],
      ['draftIntros'],
      ['saveRecommendations'],
    ]);
    expect(g.edges.some((e) => e.source === 'step-2' && e.target === 'pending-writeStrategy')).toBe(true);
  });

  it('a step left unfinished by a run that ended failed; a completed run has nothing pending', () => {
    const events = history([
      [0, 'WorkflowExecutionStarted', null],
      [1, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1 }],
      [9, 'WorkflowExecutionFailed', null, { error: 'cancelled' }],
    ]);
    const failed = buildStepGraph({ workflow: 'analyzeIdea', status: 'failed', events });
    expect(failed.steps[0]).toMatchObject({
      name: 'loadIdea',
      status: 'failed',
      durationMs: null,
      attempts: 1,
    });
    expect(failed.steps.filter((s) => s.status === 'pending')).toHaveLength(5);
    const done = buildStepGraph({
      workflow: 'analyzeIdea',
      status: 'completed',
      events: analyzeIdeaHistory(),
    });
    expect(done.steps.some((s) => s.status === 'pending')).toBe(false);
  });

  it('sums each step’s model calls and tokens from its agent events', () => {
    const agentEvents = [
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_start', 50),
      agentEvent('matchInvestors', 'InvestorMatcher', 'retrieveCandidates', 'node_end', 60, { ms: 10 }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'model_call', 500, { tokens: 1200 }),
      agentEvent('matchInvestors', 'InvestorMatcher', 'explainMatches', 'model_call', 700, { tokens: 800 }),
      agentEvent('writeStrategy', 'StrategyWriter', 'writeStrategy', 'model_call', 1000, { tokens: null }),
      agentEvent('nowhere', 'Other', 'x', 'model_call', 1000, { tokens: 5 }),
    ];
    const g = buildStepGraph({
      workflow: 'analyzeIdea',
      status: 'completed',
      events: analyzeIdeaHistory(),
      agentEvents,
      agentOf: AGENT_OF,
    });
    const byName = Object.fromEntries(g.steps.map((s) => [s.name, s]));
    expect(byName.matchInvestors).toMatchObject({ agent: 'InvestorMatcher', modelCalls: 2, tokens: 2000 });
    expect(byName.matchInvestors!.agentEvents).toHaveLength(4);
    expect(byName.writeStrategy).toMatchObject({ modelCalls: 1, tokens: 0 });
    expect(byName.loadIdea).toMatchObject({ agent: null, modelCalls: 0, tokens: 0 });
  });

  it('draws a re-run’s reused steps in the stages the plan gives them', () => {
    const events = history([
      [0, 'WorkflowExecutionStarted', null, { rerunOf: 'r1', fromActivityId: 4 }],
      [0, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1, reused: true }],
      [0, 'ActivityTaskCompleted', 'loadIdea', { activityId: 1, result: {}, reused: true }],
      [0, 'ActivityTaskScheduled', 'matchInvestors', { activityId: 2, reused: true }],
      [0, 'ActivityTaskCompleted', 'matchInvestors', { activityId: 2, result: [], reused: true }],
      [0, 'ActivityTaskScheduled', 'findDesignPartners', { activityId: 3, reused: true }],
      [0, 'ActivityTaskCompleted', 'findDesignPartners', { activityId: 3, result: [], reused: true }],
      [5, 'ActivityTaskScheduled', 'writeStrategy', { activityId: 4 }],
    ]);
    const g = buildStepGraph({ workflow: 'analyzeIdea', status: 'running', events, now: T0 + 10 });
    expect(g.stages.map((s) => names(s, g.steps))).toEqual([
      ['loadIdea'],
      ['matchInvestors', 'findDesignPartners'],
      ['writeStrategy'],
      ['draftIntros'],
      ['saveRecommendations'],
    ]);
    expect(g.steps.filter((s) => s.reused).map((s) => s.activityId)).toEqual([1, 2, 3]);
  });

  it('handles a workflow it has no plan for, from its history alone', () => {
    const events = history([
      [0, 'WorkflowExecutionStarted', null],
      [1, 'ActivityTaskScheduled', 'a', { activityId: 1 }],
      [2, 'ActivityTaskScheduled', 'b', { activityId: 2 }],
      [3, 'ActivityTaskCompleted', 'a', { activityId: 1, result: 1 }],
      [4, 'ActivityTaskScheduled', 'c', { activityId: 3 }],
      [5, 'ActivityTaskCompleted', 'b', { activityId: 2, result: 2 }],
      [6, 'ActivityTaskCompleted', 'c', { activityId: 3, result: 3 }],
    ]);
    const g = buildStepGraph({ workflow: 'unknown', status: 'running', events });
    // c started while b still ran: all three overlap.
    expect(g.stages.map((s) => names(s, g.steps))).toEqual([['a', 'b', 'c']]);
    expect(g.edges).toEqual([]);
  });
});
