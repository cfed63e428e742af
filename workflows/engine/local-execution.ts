import type { JsonValue } from '../shared';
import type { RunEvent, StopRequest } from './engine';
import {
  ActivityFailure,
  historyFromEvents,
  matchRecorded,
  type RecordedActivity,
  RunCancelledError,
} from './local-history';
import type { AnyWorkflow } from './local-registry';
import type * as store from './run-store';

// The local engine's per-run state and the pure pieces around it: the activities as its flow sees them and the
// event that closes a run.

/** One execution (or replay) of a run's flow against its history. */
export interface Execution {
  runId: string;
  history: Map<number, RecordedActivity>;
  nextActivityId: number;
  nextSeq: number;
  writes: Promise<void>;
  closed: boolean;
  /** Aborts the running activities when the run is cancelled or terminated (their scope's signal). */
  abort: AbortController;
  /** Set once the run is asked to stop. */
  stop: (StopRequest & { kind: 'cancel' | 'terminate' }) | null;
}

/** A fresh execution of a run over the events it has so far. */
export function newExecution(runId: string, events: RunEvent[]): Execution {
  const nextSeq = Math.max(0, ...events.map((e) => e.seq)) + 1;
  return {
    runId,
    history: historyFromEvents(events),
    nextActivityId: 1,
    nextSeq,
    writes: Promise.resolve(),
    closed: false,
    abort: new AbortController(),
    stop: null,
  };
}

/** The activities as the flow sees them: recorded results where the history has them, `run` otherwise. */
export function activityProxy(
  workflow: AnyWorkflow,
  exec: Execution,
  run: (id: number, name: string, arg: JsonValue) => Promise<JsonValue>,
) {
  return new Proxy(workflow.activities, {
    get: (_target, name) => async (arg: JsonValue) => {
      const id = exec.nextActivityId++;
      const recorded = matchRecorded(exec.history, id, String(name));
      if (recorded?.result) return recorded.result.value;
      if (recorded?.failure !== undefined) throw new ActivityFailure(String(name), recorded.failure);
      if (recorded?.cancelled) throw new RunCancelledError('cancelled');
      return run(id, String(name), arg);
    },
  });
}

/** The last event of a run: completed with its result, failed with its error, or how it was stopped. */
export function closingEvent(
  exec: Execution,
  outcome: Parameters<typeof store.finishRun>[3],
  stopPayload: JsonValue,
): { type: store.NewEvent['type']; payload: JsonValue } {
  const type =
    outcome.status === 'completed'
      ? 'WorkflowExecutionCompleted'
      : outcome.status === 'failed'
        ? 'WorkflowExecutionFailed'
        : exec.stop?.kind === 'terminate'
          ? 'WorkflowExecutionTerminated'
          : 'WorkflowExecutionCanceled';
  const payload: JsonValue =
    outcome.status === 'completed'
      ? { result: outcome.result }
      : outcome.status === 'failed'
        ? { error: outcome.error }
        : stopPayload;
  return { type, payload };
}
