import type { JsonValue } from '../shared';
import type { RunEvent } from './engine';

/** What a run's history says about one activity call, keyed by its sequence number in the code. */
export interface RecordedActivity {
  name: string;
  /** Set once the activity completed. */
  result?: { value: JsonValue };
  /** Set once the activity failed for good. */
  failure?: string;
  /** Failed attempts so far. */
  attempts: number;
  /** The run was cancelled while this activity ran. */
  cancelled?: boolean;
}

const obj = (p: JsonValue): Record<string, JsonValue> =>
  p !== null && typeof p === 'object' && !Array.isArray(p) ? p : {};

export function historyFromEvents(events: RunEvent[]): Map<number, RecordedActivity> {
  const history = new Map<number, RecordedActivity>();
  for (const event of events) {
    const payload = obj(event.payload);
    const id = Number(payload.activityId);
    if (event.type === 'ActivityTaskScheduled') {
      history.set(id, { name: event.activity ?? '', attempts: 0 });
      continue;
    }
    const recorded = history.get(id);
    if (!recorded) continue;
    if (event.type === 'ActivityTaskCompleted') recorded.result = { value: payload.result ?? null };
    if (event.type === 'ActivityTaskCanceled') recorded.cancelled = true;
    if (event.type === 'ActivityTaskFailed') {
      recorded.attempts = Number(payload.attempt);
      if (payload.willRetry === false) recorded.failure = String(payload.error);
    }
  }
  return history;
}

/**
 * The first events of a re-run from step `fromActivityId`: each completed activity before it, scheduled then
 * completed with its recorded input and result (marked `reused`), numbered after the run's start event.
 */
export function carriedEvents(
  events: readonly RunEvent[],
  fromActivityId: number,
): {
  seq: number;
  type: 'ActivityTaskScheduled' | 'ActivityTaskCompleted';
  activity: string;
  payload: JsonValue;
}[] {
  const history = historyFromEvents([...events]);
  const carried: ReturnType<typeof carriedEvents> = [];
  for (const [activityId, recorded] of [...history].sort((a, b) => a[0] - b[0])) {
    if (activityId >= fromActivityId || !recorded.result) continue;
    const scheduled = events.find(
      (e) => e.type === 'ActivityTaskScheduled' && obj(e.payload).activityId === activityId,
    );
    const input = scheduled ? (obj(scheduled.payload).input ?? null) : null;
    carried.push(
      {
        seq: carried.length + 2,
        type: 'ActivityTaskScheduled',
        activity: recorded.name,
        payload: { activityId, input, reused: true },
      },
      {
        seq: carried.length + 3,
        type: 'ActivityTaskCompleted',
        activity: recorded.name,
        payload: { activityId, result: recorded.result.value, reused: true },
      },
    );
  }
  return carried;
}

/** The run was cancelled (or terminated): what the flow sees in place of the activity it waited on. */
export class RunCancelledError extends Error {
  constructor(readonly reason: string) {
    super(`Run cancelled: ${reason}`);
    this.name = 'RunCancelledError';
  }
}

export class NonDeterminismError extends Error {
  constructor(message: string) {
    super(`Non-determinism: ${message}`);
    this.name = 'NonDeterminismError';
  }
}

/** A business failure of an activity, raised into the workflow once its retries are spent. */
export class ActivityFailure extends Error {
  constructor(
    readonly activity: string,
    readonly reason: string,
  ) {
    super(`Activity ${activity} failed: ${reason}`);
    this.name = 'ActivityFailure';
  }
}

/** Checks that the code asks for the activity the history recorded at this sequence number. */
export function matchRecorded(
  history: Map<number, RecordedActivity>,
  activityId: number,
  name: string,
): RecordedActivity | undefined {
  const recorded = history.get(activityId);
  if (recorded && recorded.name !== name) {
    throw new NonDeterminismError(
      `activity #${activityId} is ${name} in the code but ${recorded.name} in the recorded history`,
    );
  }
  return recorded;
}

export function backoffMs(retry: { initialIntervalMs: number; backoffCoefficient: number }, attempt: number) {
  return retry.initialIntervalMs * retry.backoffCoefficient ** (attempt - 1);
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The activity's result, unless the signal aborts first (then its reason). */
export function cancellable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
