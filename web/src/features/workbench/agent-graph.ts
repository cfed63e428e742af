import type { TAgentEvent, TAgentGraph } from '@core/contracts/workbench';
import type { StepStatus } from './step-graph';

/**
 * An agent's LangGraph graph (its compiled graph's own nodes and edges, `__start__` and `__end__` included),
 * each node coloured by what the agent reported inside one step: `node_end` → done with its time,
 * `node_error` → failed, `node_start` alone → running; model calls and tokens add up per node.
 * The status is the latest attempt's; calls and tokens count every attempt.
 */

type AgentNodeStatus = 'done' | 'failed' | 'running' | 'idle';

export interface AgentNode {
  id: string;
  kind: 'start' | 'end' | 'node';
  status: AgentNodeStatus;
  /** The latest attempt's time in the node (summed when the node ran more than once). */
  ms: number | null;
  /** How many times the node ran in the latest attempt. */
  runs: number;
  modelCalls: number;
  tokens: number;
  fallbacks: string[];
  errors: string[];
}

interface AgentEdge {
  id: string;
  source: string;
  target: string;
  conditional: boolean;
  /** Both ends ran: the path the agent took. */
  taken: boolean;
}

export interface AgentGraphView {
  name: string;
  nodes: AgentNode[];
  edges: AgentEdge[];
  attempts: number;
}

const START = '__start__';
const END = '__end__';

function reasonOf(payload: unknown, key: 'reason' | 'error' | 'problem'): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

export function buildAgentGraph(
  graph: TAgentGraph,
  events: readonly TAgentEvent[],
  stepStatus: StepStatus,
): AgentGraphView {
  const own = events.filter((e) => e.graph === graph.name);
  const attempts = new Set(own.map((e) => e.attempt));
  const lastAttempt = own.length ? Math.max(...attempts) : null;
  const latest = own.filter((e) => e.attempt === lastAttempt);

  const nodes: AgentNode[] = graph.nodes.map(({ id }) => {
    const kind = id === START ? 'start' : id === END ? 'end' : 'node';
    const mine = own.filter((e) => e.node === id);
    const calls = mine.filter((e) => e.type === 'model_call');
    const node: AgentNode = {
      id,
      kind,
      status: 'idle',
      ms: null,
      runs: 0,
      modelCalls: calls.length,
      tokens: calls.reduce((sum, e) => sum + (e.tokens ?? 0), 0),
      fallbacks: mine
        .filter((e) => e.type === 'fallback')
        .map((e) => reasonOf(e.payload, 'reason') ?? 'fallback'),
      errors: mine
        .filter((e) => e.type === 'node_error')
        .map((e) => reasonOf(e.payload, 'error') ?? 'failed'),
    };
    if (kind === 'start') {
      node.status = latest.length ? 'done' : stepStatus === 'running' ? 'running' : 'idle';
      return node;
    }
    if (kind === 'end') {
      node.status = stepStatus === 'completed' ? 'done' : 'idle';
      return node;
    }
    let open = false;
    for (const e of latest.filter((x) => x.node === id)) {
      if (e.type === 'node_start') {
        open = true;
        node.status = 'running';
      } else if (e.type === 'node_end') {
        open = false;
        node.status = 'done';
        node.runs += 1;
        node.ms = (node.ms ?? 0) + (e.ms ?? 0);
      } else if (e.type === 'node_error') {
        open = false;
        node.status = 'failed';
        node.runs += 1;
        node.ms = (node.ms ?? 0) + (e.ms ?? 0);
      }
    }
    // Started but never ended, and the step is over: the node did not finish.
    if (open && stepStatus !== 'running') node.status = 'failed';
    return node;
  });

  const statusOf = new Map(nodes.map((n) => [n.id, n.status]));
  const ran = (id: string) => statusOf.get(id) !== 'idle';
  const edges: AgentEdge[] = graph.edges.map((e, i) => ({
    id: `${e.source}->${e.target}#${i}`,
    source: e.source,
    target: e.target,
    conditional: e.conditional,
    taken: ran(e.source) && ran(e.target),
  }));
  return { name: graph.name, nodes, edges, attempts: attempts.size };
}
