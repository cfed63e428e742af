import type { TAgentEvent, TAgentGraph, TWorkflowEvent } from '@core/contracts/workbench';

/** Builders for the workbench's unit tests: a workflow history and agent events at given milliseconds. */
export const T0 = Date.parse('2026-11-22T10:00:00.000Z');
export const at = (ms: number) => new Date(T0 + ms).toISOString();

export function history(
  rows: [ms: number, type: string, activity: string | null, payload?: Record<string, unknown>][],
): TWorkflowEvent[] {
  return rows.map(([ms, type, activity, payload], i) => ({
    seq: i + 1,
    type,
    activity,
    payload: payload ?? {},
    createdAt: at(ms),
  }));
}

let nextId = 0;
export function agentEvent(
  activity: string,
  graph: string,
  node: string,
  type: TAgentEvent['type'],
  ms: number,
  extra: Partial<TAgentEvent> = {},
): TAgentEvent {
  nextId += 1;
  return {
    id: String(nextId),
    activity,
    attempt: 1,
    graph,
    node,
    type,
    ms: null,
    tokens: null,
    payload: {},
    at: at(ms),
    ...extra,
  };
}

/** analyzeIdea as the local engine records it: loadIdea, then matchInvestors ∥ findDesignPartners, then the rest. */
export function analyzeIdeaHistory(): TWorkflowEvent[] {
  return history([
    [0, 'WorkflowExecutionStarted', null, { input: { ideaId: 'i1' } }],
    [5, 'ActivityTaskScheduled', 'loadIdea', { activityId: 1, input: 'i1' }],
    [40, 'ActivityTaskCompleted', 'loadIdea', { activityId: 1, result: { title: 'Freight' } }],
    [41, 'ActivityTaskScheduled', 'matchInvestors', { activityId: 2, input: { title: 'Freight' } }],
    [42, 'ActivityTaskScheduled', 'findDesignPartners', { activityId: 3, input: { title: 'Freight' } }],
    [300, 'ActivityTaskCompleted', 'findDesignPartners', { activityId: 3, result: ['Acme'] }],
    [900, 'ActivityTaskCompleted', 'matchInvestors', { activityId: 2, result: ['Seed Fund'] }],
    [901, 'ActivityTaskScheduled', 'writeStrategy', { activityId: 4, input: {} }],
    [1400, 'ActivityTaskCompleted', 'writeStrategy', { activityId: 4, result: 'Raise' }],
    [1401, 'ActivityTaskScheduled', 'draftIntros', { activityId: 5, input: {} }],
    [1800, 'ActivityTaskCompleted', 'draftIntros', { activityId: 5, result: [] }],
    [1801, 'ActivityTaskScheduled', 'saveRecommendations', { activityId: 6, input: {} }],
    [1850, 'ActivityTaskCompleted', 'saveRecommendations', { activityId: 6, result: null }],
    [1851, 'WorkflowExecutionCompleted', null, { result: { investors: 1, partners: 1 } }],
  ]);
}

export const AGENT_OF = {
  matchInvestors: 'InvestorMatcher',
  findDesignPartners: 'DesignPartnerFinder',
  writeStrategy: 'StrategyWriter',
  draftIntros: 'IntroDrafter',
};

export const MATCHER_GRAPH: TAgentGraph = {
  name: 'InvestorMatcher',
  nodes: [
    { id: '__start__' },
    { id: 'retrieveCandidates' },
    { id: 'rerankByKeywords' },
    { id: 'explainMatches' },
    { id: '__end__' },
  ],
  edges: [
    { source: '__start__', target: 'retrieveCandidates', conditional: false },
    { source: 'explainMatches', target: '__end__', conditional: false },
    { source: 'retrieveCandidates', target: 'rerankByKeywords', conditional: false },
    { source: 'rerankByKeywords', target: 'explainMatches', conditional: false },
  ],
};
