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
}

export interface ScheduledPayload {
  activityId: number;
  input: JsonValue;
}
export interface CompletedPayload {
  activityId: number;
  result: JsonValue;
}
export interface FailedPayload {
  activityId: number;
  attempt: number;
  error: string;
  willRetry: boolean;
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
    if (event.type === 'ActivityTaskFailed') {
      recorded.attempts = Number(payload.attempt);
      if (payload.willRetry === false) recorded.failure = String(payload.error);
    }
  }
  return history;
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
