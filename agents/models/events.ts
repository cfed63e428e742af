import { AsyncLocalStorage } from 'node:async_hooks';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { snapshot } from './snapshot';

/** Token counts of one model call, as the provider reported them. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
}

/** One message of a prompt as recorded: who said it and what (trimmed). */
export interface PromptMessage {
  role: string;
  content: string;
}

type EventBody =
  /** `input`: the state the node was given (a trimmed snapshot). */
  | { type: 'node_start'; input?: unknown }
  /** `output`: the update the node returned (a trimmed snapshot); `toolCallsNotRecorded` past the cap. */
  | { type: 'node_end'; ms: number; output?: unknown; toolCallsNotRecorded?: number }
  | { type: 'node_error'; ms: number; error: string }
  | {
      type: 'model_call';
      attempt: number;
      ok: boolean;
      problem?: string;
      usage?: TokenUsage;
      /** Latency of this call. */
      ms?: number;
      model?: string;
      prompt?: PromptMessage[];
      /** What the model answered (the parsed structured output, or the text it could not be read from). */
      answer?: unknown;
    }
  | {
      type: 'tool_call';
      tool: string;
      ms: number;
      ok: boolean;
      input?: unknown;
      output?: unknown;
      error?: string;
    }
  | { type: 'fallback'; reason: string };

/** What a graph reports to `configurable.onEvent`, so a workflow can record the run. */
export type AgentEvent = EventBody & { graph: string; node: string; at: string };
export type OnEvent = (event: AgentEvent) => void;
/** Reports an event of the current node; graph, node and time are filled in. */
export type Emit = (event: EventBody) => void;

/** Tool calls recorded per node run; a crawl fetching hundreds of pages reports the rest as a count. */
const MAX_TOOL_CALLS_PER_NODE = 100;

interface NodeScope {
  emit: Emit;
  toolCalls: number;
}

/** The node now running (traced sets it), so tools and model calls made inside it are reported as its own. */
const nodeScope = new AsyncLocalStorage<NodeScope>();

function sinkOf(config: LangGraphRunnableConfig | undefined): OnEvent | null {
  const onEvent = config?.configurable?.onEvent;
  return typeof onEvent === 'function' ? (onEvent as OnEvent) : null;
}

/** An emitter for one node; a failing listener never breaks the run. */
function emitterFor(config: LangGraphRunnableConfig | undefined, graph: string, node: string): Emit {
  const sink = sinkOf(config);
  return (event) => {
    if (!sink) return;
    try {
      sink({ ...event, graph, node, at: new Date().toISOString() });
    } catch {
      // a recorder's failure is not the agent's
    }
  };
}

/** The emitter of the node the caller runs in, if any. */
export function currentNodeEmit(): Emit | undefined {
  return nodeScope.getStore()?.emit;
}

/**
 * Wraps a node so that its start (with the state it was given), end (with its duration and the update it returned)
 * and failure are reported, and what it calls through `recordedTool` or `invokeStructured` is reported as its own.
 */
export function traced<S, U>(
  graph: string,
  node: string,
  fn: (state: S, config: LangGraphRunnableConfig, emit: Emit) => Promise<U>,
): (state: S, config: LangGraphRunnableConfig) => Promise<U> {
  return async (state, config) => {
    const emit = emitterFor(config, graph, node);
    const scope: NodeScope = { emit, toolCalls: 0 };
    const recording = sinkOf(config) !== null;
    const started = performance.now();
    emit({ type: 'node_start', ...(recording && { input: snapshot(state) }) });
    try {
      const update = await nodeScope.run(scope, () => fn(state, config, emit));
      const skipped = Math.max(0, scope.toolCalls - MAX_TOOL_CALLS_PER_NODE);
      emit({
        type: 'node_end',
        ms: Math.round(performance.now() - started),
        ...(recording && { output: snapshot(update) }),
        ...(skipped && { toolCallsNotRecorded: skipped }),
      });
      return update;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      emit({ type: 'node_error', ms: Math.round(performance.now() - started), error });
      throw err;
    }
  };
}

/**
 * A function an agent is given (a retrieval use case, a page fetch) that reports each call as a `tool_call` of the
 * node it runs in: its input, its output or error, and its time. Outside a traced node it only calls `fn`.
 */
export function recordedTool<A extends unknown[], R>(
  tool: string,
  fn: (...args: A) => Promise<R>,
  describe: { input?: (...args: A) => unknown; output?: (result: R) => unknown } = {},
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const scope = nodeScope.getStore();
    if (!scope) return fn(...args);
    scope.toolCalls += 1;
    const record = scope.toolCalls <= MAX_TOOL_CALLS_PER_NODE;
    const input = record ? snapshot(describe.input ? describe.input(...args) : args) : undefined;
    const started = performance.now();
    try {
      const result = await fn(...args);
      if (record)
        scope.emit({
          type: 'tool_call',
          tool,
          ms: Math.round(performance.now() - started),
          ok: true,
          input,
          output: snapshot(describe.output ? describe.output(result) : result),
        });
      return result;
    } catch (err) {
      if (record)
        scope.emit({
          type: 'tool_call',
          tool,
          ms: Math.round(performance.now() - started),
          ok: false,
          input,
          error: err instanceof Error ? err.message : String(err),
        });
      throw err;
    }
  };
}
