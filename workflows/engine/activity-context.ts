import { AsyncLocalStorage } from 'node:async_hooks';

/** Which run and activity the code now running belongs to, and the telemetry writes it started. */
export interface ActivityScope {
  runId: string;
  activity: string;
  attempt: number;
  /** Writes started on behalf of this activity (its agents' events); awaited before it completes. */
  writes: Promise<unknown>[];
  /**
   * Aborts when the run is cancelled: on Temporal, the cancellation a heartbeat brought back (Context's
   * cancellationSignal); on the local engine, its own cancel. Long activities (crawls) pass it to what they wait on.
   */
  signal: AbortSignal;
  /** Tells the engine the activity is alive, with its progress: Temporal's heartbeat; nothing on the local engine. */
  heartbeat: (details?: unknown) => void;
}

const storage = new AsyncLocalStorage<ActivityScope>();

/** The activity the caller runs within, if any. */
export function currentActivity(): ActivityScope | undefined {
  return storage.getStore();
}

/**
 * Runs an activity's body in its scope, and waits for the writes it started (successful or not) before
 * returning, so that when the engine records the activity's end, everything it reported is recorded too.
 */
export async function runInActivity<T>(
  scope: Omit<ActivityScope, 'writes' | 'signal' | 'heartbeat'> &
    Partial<Pick<ActivityScope, 'signal' | 'heartbeat'>>,
  body: () => Promise<T>,
): Promise<T> {
  const full: ActivityScope = {
    signal: new AbortController().signal,
    heartbeat: () => {},
    ...scope,
    writes: [],
  };
  try {
    return await storage.run(full, body);
  } finally {
    await Promise.allSettled(full.writes);
  }
}
