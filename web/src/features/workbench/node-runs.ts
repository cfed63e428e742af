import type { TAgentEvent } from '@core/contracts/workbench';

/**
 * What each agent node did, from the agents' events: one NodeRun per time a node ran (per activity attempt), with the
 * state it was given and the update it returned (trimmed when recorded), and the model and tool calls made inside
 * it. The workbench's answer to "which node made which model call, and why did it answer that".
 */

export interface ModelCall {
  id: string;
  at: string;
  attempt: number;
  ok: boolean;
  problem: string | null;
  model: string | null;
  ms: number | null;
  tokens: { input: number; output: number; total: number } | null;
  prompt: { role: string; content: string }[];
  answer: unknown;
}

export interface ToolCall {
  id: string;
  at: string;
  tool: string;
  ok: boolean;
  ms: number | null;
  input: unknown;
  output: unknown;
  error: string | null;
}

export interface NodeRun {
  /** `<activity>#<attempt>/<graph>/<node>#<n>` (n counts the node's runs within the attempt). */
  key: string;
  activity: string;
  attempt: number;
  graph: string;
  node: string;
  status: 'running' | 'completed' | 'failed';
  startedAt: string;
  endedAt: string | null;
  ms: number | null;
  input: unknown;
  output: unknown;
  error: string | null;
  modelCalls: ModelCall[];
  toolCalls: ToolCall[];
  fallbacks: string[];
  /** Tool calls past the per-node cap, counted but not recorded one by one. */
  toolCallsNotRecorded: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function modelCall(e: TAgentEvent): ModelCall {
  const p = obj(e.payload);
  const usage = obj(p.usage);
  return {
    id: e.id,
    at: e.at,
    attempt: num(p.attempt) ?? 1,
    ok: p.ok !== false,
    problem: str(p.problem),
    model: str(p.model),
    ms: e.ms ?? num(p.ms),
    tokens:
      num(usage.total_tokens) === null
        ? null
        : {
            input: num(usage.input_tokens) ?? 0,
            output: num(usage.output_tokens) ?? 0,
            total: num(usage.total_tokens) ?? 0,
          },
    prompt: Array.isArray(p.prompt)
      ? p.prompt.map((m) => ({ role: str(obj(m).role) ?? '?', content: str(obj(m).content) ?? '' }))
      : [],
    answer: p.answer,
  };
}

function toolCall(e: TAgentEvent): ToolCall {
  const p = obj(e.payload);
  return {
    id: e.id,
    at: e.at,
    tool: str(p.tool) ?? 'tool',
    ok: p.ok !== false,
    ms: e.ms ?? num(p.ms),
    input: p.input,
    output: p.output,
    error: str(p.error),
  };
}

export function buildNodeRuns(events: readonly TAgentEvent[]): NodeRun[] {
  const runs: NodeRun[] = [];
  const open = new Map<string, NodeRun[]>();
  const counts = new Map<string, number>();
  for (const e of events) {
    const id = `${e.activity}#${e.attempt}/${e.graph}/${e.node}`;
    const stack = open.get(id) ?? [];
    if (e.type === 'node_start') {
      const n = (counts.get(id) ?? 0) + 1;
      counts.set(id, n);
      const run: NodeRun = {
        key: `${id}#${n}`,
        activity: e.activity,
        attempt: e.attempt,
        graph: e.graph,
        node: e.node,
        status: 'running',
        startedAt: e.at,
        endedAt: null,
        ms: null,
        input: obj(e.payload).input,
        output: undefined,
        error: null,
        modelCalls: [],
        toolCalls: [],
        fallbacks: [],
        toolCallsNotRecorded: 0,
      };
      runs.push(run);
      open.set(id, [...stack, run]);
      continue;
    }
    // Calls belong to the node's run still open, else (a late event) to its last one.
    const current = stack.at(-1) ?? [...runs].reverse().find((r) => r.key.startsWith(`${id}#`));
    if (!current) continue;
    const p = obj(e.payload);
    if (e.type === 'model_call') current.modelCalls.push(modelCall(e));
    else if (e.type === 'tool_call') current.toolCalls.push(toolCall(e));
    else if (e.type === 'fallback') current.fallbacks.push(str(p.reason) ?? '');
    else if (e.type === 'node_end' || e.type === 'node_error') {
      current.status = e.type === 'node_end' ? 'completed' : 'failed';
      current.endedAt = e.at;
      current.ms = e.ms ?? num(p.ms);
      current.output = p.output;
      current.error = str(p.error);
      current.toolCallsNotRecorded = num(p.toolCallsNotRecorded) ?? 0;
      open.set(id, stack.slice(0, -1));
    }
  }
  return runs;
}
