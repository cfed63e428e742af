import type { LangGraphRunnableConfig } from '@langchain/langgraph';

/** Token counts of one model call, as the provider reported them. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
}

type EventBody =
  | { type: 'node_start' }
  | { type: 'node_end'; ms: number }
  | { type: 'node_error'; ms: number; error: string }
  | { type: 'model_call'; attempt: number; ok: boolean; problem?: string; usage?: TokenUsage }
  | { type: 'fallback'; reason: string };

/** What a graph reports to `configurable.onEvent`, so a workflow can record the run. */
export type AgentEvent = EventBody & { graph: string; node: string; at: string };
export type OnEvent = (event: AgentEvent) => void;
/** Reports an event of the current node; graph, node and time are filled in. */
export type Emit = (event: EventBody) => void;

function sinkOf(config: LangGraphRunnableConfig | undefined): OnEvent | null {
  const onEvent = config?.configurable?.onEvent;
  return typeof onEvent === 'function' ? (onEvent as OnEvent) : null;
}

/** An emitter for one node; a failing listener never breaks the run. */
export function emitterFor(config: LangGraphRunnableConfig | undefined, graph: string, node: string): Emit {
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

/** Wraps a node so that its start, end (with duration) and failure are reported. */
export function traced<S, U>(
  graph: string,
  node: string,
  fn: (state: S, config: LangGraphRunnableConfig, emit: Emit) => Promise<U>,
): (state: S, config: LangGraphRunnableConfig) => Promise<U> {
  return async (state, config) => {
    const emit = emitterFor(config, graph, node);
    const started = performance.now();
    emit({ type: 'node_start' });
    try {
      const update = await fn(state, config, emit);
      emit({ type: 'node_end', ms: Math.round(performance.now() - started) });
      return update;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      emit({ type: 'node_error', ms: Math.round(performance.now() - started), error });
      throw err;
    }
  };
}
